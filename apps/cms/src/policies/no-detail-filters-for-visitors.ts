import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { detailFieldQueried, detailFilterRefusal } from '../access/cpd-details';

/**
 * GraphQL half of the CPD detail rule for queries: a visitor may list sessions and events, but not filter or sort them
 * on the fields only signed-in teachers read (config: `{ fields }`).
 */
export default (
  policyContext: { state?: { user?: unknown }; args?: { filters?: unknown; sort?: unknown } },
  config: { fields: readonly string[] },
  _deps: { strapi: Core.Strapi },
) => {
  if (policyContext.state?.user) return true;
  const field = detailFieldQueried(policyContext.args ?? {}, config.fields);
  if (field) throw new errors.PolicyError(detailFilterRefusal(field));
  return true;
};
