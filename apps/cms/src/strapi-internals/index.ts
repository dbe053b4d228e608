/**
 * Every use of a private or undocumented Strapi, knex or Koa internal, one module per hook. Product code calls the
 * functions these modules export; nothing outside this folder reaches into Strapi's `dist/` files or private fields.
 * Each hook is checked where it is installed, at register or bootstrap (hooks.ts).
 */
import { apiTokenLookupHook } from './api-token-lookup';
import { contextStoragesHook } from './context-storages';
import { coreStoreGetHook } from './core-store';
import { databasePoolHook } from './database-pool';
import { databaseQueriesHook } from './database-queries';
import { populateHook } from './database-populate';
import { entityLoadHook } from './entity-manager-load';
import { wrapResolversHook } from './graphql-wrap-resolvers';
import { koaRequestListenerHook, requestObserverHook } from './http-server';
import { generateAbilityHook } from './permission-engine';
import { bodyParserHook } from './body-parser';
import { databaseRelationsHook } from './database-relations';
import { graphqlNamingHook } from './graphql-naming';
import { publisherPublicationHook, publisherTimersHook } from './publisher-timers';
import { requestAuthHook } from './request-auth';
import { routeSchemasHook } from './route-schemas';
import { sqliteStatementsHook } from './sqlite-statements';
import { fileLinksTableHook } from './upload-file-links';
import { signFileUrlsHook } from './upload-sign-file-urls';
import { usersPermissionsServiceHooks } from './users-permissions-services';
import { signInStrategyHook } from './users-permissions-strategy';

export const STRAPI_INTERNALS = [
  signInStrategyHook,
  usersPermissionsServiceHooks.jwt,
  usersPermissionsServiceHooks.user,
  usersPermissionsServiceHooks.permission,
  generateAbilityHook,
  coreStoreGetHook,
  apiTokenLookupHook,
  requestAuthHook,
  fileLinksTableHook,
  graphqlNamingHook,
  signFileUrlsHook,
  wrapResolversHook,
  populateHook,
  entityLoadHook,
  koaRequestListenerHook,
  requestObserverHook,
  databasePoolHook,
  databaseQueriesHook,
  publisherTimersHook,
  publisherPublicationHook,
  sqliteStatementsHook,
  bodyParserHook,
  databaseRelationsHook,
  routeSchemasHook,
  contextStoragesHook,
] as const;

export { hookStatuses, type HookStatus } from './hooks';
