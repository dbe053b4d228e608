import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

type Register = (deps: { strapi: Core.Strapi }) => unknown;

interface Strategy {
  name?: string;
  authenticate: (ctx: unknown) => Promise<unknown>;
}

interface Authentication {
  register(type: string, strategy: Strategy): unknown;
}

/** The strategy the plugin's `register` hands over; the CMS refuses to start when it is not seen or changed. */
export const signInStrategyHook: Hook<Strategy> = {
  name: "users-permissions' content-api auth strategy",
  kind: 'access',
  package: '@strapi/plugin-users-permissions',
  major: 5,
  file: 'users-permissions-strategy.ts',
  problem: (strategy) =>
    strategy === undefined
      ? "the plugin's register() no longer registers a content-api strategy named `users-permissions`"
      : functionProblem(strategy.authenticate, 'authenticate', 1),
};

/**
 * Replaces the users-permissions sign-in check (`strategies/users-permissions.js`, which the plugin's `register` hands
 * to `strapi.get('auth').register('content-api', …)` and which answers any error "not signed in") with the same check
 * failing on a database outage instead (`failingOnOutage`: src/extensions/users-permissions/sign-in-check.ts, handed in
 * so this seam imports nothing of the product's). The plugin exposes the strategy nowhere else, so it is taken as the
 * plugin registers it. Start-up check: the CMS refuses to start when
 * the installed plugin no longer registers a strategy named `users-permissions` that way.
 */
export function failSignInCheckOnOutage(
  plugin: { register?: Register },
  failingOnOutage: <T>(check: () => Promise<T>) => Promise<T>,
): void {
  const register = plugin.register;
  plugin.register = async (deps) => {
    const auth = deps.strapi.get('auth') as Authentication;
    const add = auth.register;
    let seen: Strategy | undefined;
    auth.register = function registerStrategy(this: Authentication, type, strategy) {
      if (type === 'content-api' && strategy?.name === 'users-permissions' && !seen) {
        seen = strategy;
        checkHook(deps.strapi, signInStrategyHook, strategy);
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
    if (!seen) checkHook(deps.strapi, signInStrategyHook, undefined);
  };
}
