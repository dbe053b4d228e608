import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { callerOf } from '../access/caller';
import { detailFieldQueried, detailRefusal, readsDetails, type DetailReaders } from '../access/detail-fields';

/**
 * GraphQL half of the detail rule for lists: anyone may list the entries, but only a caller who reads the detail
 * fields may filter or sort on them (config: `{ fields, readers }`).
 */
export default (
  policyContext: { state?: { user?: { role?: { type?: string } } }; args?: { filters?: unknown; sort?: unknown } },
  config: { fields: readonly string[]; readers: DetailReaders },
  _deps: { strapi: Core.Strapi },
) => {
  if (readsDetails(config.readers, callerOf(policyContext)?.level)) return true;
  const field = detailFieldQueried(policyContext.args ?? {}, config.fields);
  if (field) throw new errors.PolicyError(detailRefusal(field, config.readers));
  return true;
};
