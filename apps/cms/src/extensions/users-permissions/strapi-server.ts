import type { Core } from '@strapi/strapi';
import { accountAuthActions } from './auth';
import { failSignInCheckOnOutage } from '../../strapi-internals/users-permissions-strategy';
import { failingOnOutage } from './sign-in-check';
import { cacheSignedInLookups } from './signed-in-cache';
import { addTokenEndFields, logOut } from '../../accounts/tokens/token-ends';

type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, never>;

interface UsersPermissionsPlugin {
  contentTypes: Record<string, { schema: { attributes: Record<string, unknown> } }>;
  controllers: Record<string, ControllerFactory>;
  services: Record<string, (deps: { strapi: Core.Strapi }) => Record<string, unknown>>;
  register?: (deps: { strapi: Core.Strapi }) => unknown;
}

/**
 * Where our auth controller keeps the plugin's own: a second Strapi in one process (the tests boot two) reloads this
 * file but finds the plugin's controllers already extended, and must wrap the plugin's, not ours.
 */
const PLUGIN_AUTH_CONTROLLER = Symbol.for('classroom.users-permissions.plugin-auth-controller');
type AuthControllerFactory = ControllerFactory & { [PLUGIN_AUTH_CONTROLLER]?: ControllerFactory };

/**
 * Extends the users-permissions plugin: its auth controller gets this product's register, sign-in and password rules
 * and a Log Out that ends one session or all of them (src/accounts/tokens/token-ends.ts), the look-ups every signed-in
 * request makes are kept between requests (signed-in-cache.ts), and a database outage during the sign-in check is
 * answered 503, never 401 (sign-in-check.ts).
 */
export default (plugin: UsersPermissionsPlugin) => {
  const extended = plugin.controllers.auth as AuthControllerFactory;
  const createAuthController = extended[PLUGIN_AUTH_CONTROLLER] ?? extended;
  const createAccountAuthController: AuthControllerFactory = ({ strapi }) => {
    const base = createAuthController({ strapi });
    return { ...base, ...accountAuthActions(strapi, base), logout: logOut(strapi) } as unknown as Record<string, never>;
  };
  createAccountAuthController[PLUGIN_AUTH_CONTROLLER] = createAuthController;
  plugin.controllers.auth = createAccountAuthController;
  addTokenEndFields(plugin);
  cacheSignedInLookups(plugin);
  failSignInCheckOnOutage(plugin, failingOnOutage);
  return plugin;
};
