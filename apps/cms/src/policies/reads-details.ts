import type { Core } from '@strapi/strapi';
import { callerOf } from '../access/caller';
import { readsDetails, type DetailReaders } from '../access/detail-fields';

/**
 * GraphQL field policy of a detail field (src/access/detail-fields.ts, config `{ readers }`): passes only for a caller
 * who reads it (a signed-in teacher for the CPD details, a subscriber for a live production's).
 */
export default (
  policyContext: { state?: { user?: { role?: { type?: string } } } },
  config: { readers: DetailReaders },
  _deps: { strapi: Core.Strapi },
) => readsDetails(config.readers, callerOf(policyContext)?.level);
