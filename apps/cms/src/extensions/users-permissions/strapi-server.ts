import type { Core } from '@strapi/strapi';
import { accountAuthActions } from './auth';

type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, never>;

interface UsersPermissionsPlugin {
  controllers: Record<string, ControllerFactory>;
}

/** Extends the users-permissions plugin: its auth controller gets this product's register, sign-in and password rules. */
export default (plugin: UsersPermissionsPlugin) => {
  const createAuthController = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }) => {
    const base = createAuthController({ strapi });
    return { ...base, ...accountAuthActions(strapi, base) } as Record<string, never>;
  };
  return plugin;
};
