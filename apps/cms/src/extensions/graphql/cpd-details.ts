import type { Core } from '@strapi/strapi';
import { DETAIL_FIELDS } from '../../api/cpd-session/details';

/** GraphQL half of the CPD detail rule (see api/cpd-session/details.ts): a visitor asking for them is refused. */
export function registerCpdDetailPolicies(strapi: Core.Strapi): void {
  const resolversConfig: Record<string, { policies: string[] }> = {};
  for (const [type, fields] of Object.entries(DETAIL_FIELDS)) {
    for (const field of fields) resolversConfig[`${type}.${field}`] = { policies: ['global::is-signed-in'] };
  }
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({ resolversConfig }));
}
