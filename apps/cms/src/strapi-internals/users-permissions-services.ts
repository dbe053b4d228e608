import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

type Service = Record<string, unknown>;

/**
 * The users-permissions services the plugin extension (src/extensions/users-permissions/strapi-server.ts) wraps to keep
 * the sign-in check's look-ups and end tokens on a password change (signed-in-cache.ts). The extension itself is a
 * public surface; the names of the methods it wraps are not documented. They decide who is signed in and what their
 * role may do: when one is missing or changed, the CMS does not start.
 */
function serviceHook(service: string, methods: Record<string, number>): Hook<Service> {
  return {
    name: `users-permissions ${service} service (${Object.keys(methods).join(', ')})`,
    kind: 'access',
    package: '@strapi/plugin-users-permissions',
    major: 5,
    file: 'users-permissions-services.ts',
    problem: (base) =>
      Object.entries(methods)
        .map(([method, arity]) => functionProblem(base?.[method], method, arity))
        .find(Boolean),
  };
}

export const usersPermissionsServiceHooks = {
  jwt: serviceHook('jwt', { issue: 1, verify: 1 }),
  user: serviceHook('user', { fetchAuthenticatedUser: 1, edit: 1 }),
  permission: serviceHook('permission', { findRolePermissions: 1, findPublicPermissions: 0 }),
};

/** Checks the plugin's own service (`base`) before the extension wraps it; throws naming it when it changed. */
export function checkUsersPermissionsService(
  strapi: Core.Strapi,
  service: keyof typeof usersPermissionsServiceHooks,
  base: Service,
): void {
  checkHook(strapi, usersPermissionsServiceHooks[service], base);
}
