import type { Core } from '@strapi/strapi';
import { customUnits } from './services/custom-scheme';
import { requestAuth } from '../../strapi-internals/request-auth';

/** Content-API callers: signed-in teachers and API tokens (the admin panel and the seed are trusted). */
const CLIENT_STRATEGIES = ['users-permissions', 'api-token'];

/**
 * Every custom unit a client creates, over REST or GraphQL, passes the create rule of the custom-scheme service
 * (title, exactly the builder's number of its strands, its audience); src/access/ownership.ts makes its owner the
 * token's user.
 */
export function checkNewCustomUnits(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== 'api::custom-scheme.custom-scheme' || context.action !== 'create') return next();
    const { strategy } = requestAuth(strapi.requestContext.get());
    if (!strategy || !CLIENT_STRATEGIES.includes(strategy)) return next();
    const params = context.params as { data?: Record<string, unknown> };
    params.data = await customUnits(strapi).checkNewUnit(params.data ?? {});
    return next();
  });
}
