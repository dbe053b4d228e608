import type { Core } from '@strapi/strapi';
import { DETAIL_FIELDS } from '../../access/cpd-details';

/**
 * GraphQL half of the CPD detail rule (see src/access/cpd-details.ts): a visitor asking for them, or filtering or
 * sorting on them, is refused.
 */
export function registerCpdDetailPolicies(strapi: Core.Strapi): void {
  type Policy = string | { name: string; config: object };
  const resolversConfig: Record<string, { policies: Policy[] }> = {};
  for (const [type, fields] of Object.entries(DETAIL_FIELDS)) {
    for (const field of fields) resolversConfig[`${type}.${field}`] = { policies: ['global::is-signed-in'] };
  }
  // Every way to list them (root queries, their connections, and the CPD page's relations) refuses a visitor's
  // filter or sort on a detail field.
  const lists = {
    CpdSession: ['Query.cpdSessions', 'Query.cpdSessions_connection', 'Cpd.cpd_sessions'],
    CpdLiveEvent: ['Query.cpdLiveEvents', 'Query.cpdLiveEvents_connection', 'Cpd.cpd_live_events'],
  };
  for (const [type, resolvers] of Object.entries(lists)) {
    const fields = DETAIL_FIELDS[type as keyof typeof DETAIL_FIELDS];
    for (const resolver of resolvers) {
      resolversConfig[resolver] = {
        policies: [{ name: 'global::no-detail-filters-for-visitors', config: { fields } }],
      };
    }
  }
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({ resolversConfig }));
}
