import type { Core } from '@strapi/strapi';
import { failingOnOutage } from '../extensions/users-permissions/sign-in-check';

type Register = (deps: { strapi: Core.Strapi }) => unknown;

interface Strategy {
  name?: string;
  authenticate: (ctx: unknown) => Promise<unknown>;
}

interface Authentication {
  register(type: string, strategy: Strategy): unknown;
}

/**
 * Replaces the users-permissions sign-in check (`strategies/users-permissions.js`, which the plugin's `register` hands
 * to `strapi.get('auth').register('content-api', …)` and which answers any error "not signed in") with the same check
 * failing on a database outage instead (src/extensions/users-permissions/sign-in-check.ts). The plugin exposes the
 * strategy nowhere else, so it is taken as the plugin registers it. Start-up check: the CMS refuses to start when
 * the installed plugin no longer registers a strategy named `users-permissions` that way.
 */
export function failSignInCheckOnOutage(plugin: { register?: Register }): void {
  const register = plugin.register;
  plugin.register = async (deps) => {
    const auth = deps.strapi.get('auth') as Authentication;
    const add = auth.register;
    let replaced = false;
    auth.register = function registerStrategy(this: Authentication, type, strategy) {
      if (type === 'content-api' && strategy?.name === 'users-permissions' && !replaced) {
        replaced = true;
        const original = strategy;
        strategy = { ...original, authenticate: (ctx) => failingOnOutage(() => original.authenticate(ctx)) };
      }
      return add.call(this, type, strategy);
    };
    try {
      await register?.(deps);
    } finally {
      auth.register = add;
    }
    if (!replaced) {
      throw new Error(
        'The users-permissions plugin no longer registers its `users-permissions` auth strategy in its register(): ' +
          'a database outage would sign teachers out. Update src/strapi-internals/users-permissions-strategy.ts.',
      );
    }
  };
}
