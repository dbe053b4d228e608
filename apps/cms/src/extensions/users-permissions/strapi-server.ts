import type { Core } from '@strapi/strapi';
import { accountAuthActions } from './auth';
import { failSignInCheckOnOutage } from '../../strapi-internals/users-permissions-strategy';
import { cacheSignedInLookups } from './signed-in-cache';
import { addTokenEndField, logOutEverywhere } from './token-ends';

type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, never>;

interface UsersPermissionsPlugin {
  contentTypes: Record<string, { schema: { attributes: Record<string, unknown> } }>;
  controllers: Record<string, ControllerFactory>;
  services: Record<string, (deps: { strapi: Core.Strapi }) => Record<string, unknown>>;
  register?: (deps: { strapi: Core.Strapi }) => unknown;
}

/**
 * Extends the users-permissions plugin: its auth controller gets this product's register, sign-in and password rules,
 * the look-ups every signed-in request makes are kept between requests (signed-in-cache.ts), and a database outage
 * during the sign-in check is answered 503, never 401 (sign-in-check.ts).
 */
export default (plugin: UsersPermissionsPlugin) => {
  const createAuthController = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }) => {
    const base = createAuthController({ strapi });
    return { ...base, ...accountAuthActions(strapi, base), logout: logOutEverywhere(strapi) } as unknown as Record<
      string,
      never
    >;
  };
  addTokenEndField(plugin);
  cacheSignedInLookups(plugin);
  failSignInCheckOnOutage(plugin);
  return plugin;
};
