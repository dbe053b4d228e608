import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

interface Authentication {
  authenticate: (ctx: unknown, next: unknown) => Promise<unknown>;
}

/** The parts of Koa's `ctx.state` that Strapi's router and auth service fill in and the product reads. */
interface RequestState {
  auth?: { strategy?: { name?: string }; credentials?: unknown };
  route?: { info?: { type?: string } };
}

/**
 * Reads `ctx.state.auth.strategy.name` and `.credentials` (the auth strategy that let the request in:
 * 'users-permissions', 'api-token', 'admin') and `ctx.state.route.info.type` (the route's API: 'content-api' or
 * 'admin'), which Strapi's auth service (@strapi/core dist/services/auth) and router set and document nowhere. Who is
 * asking (src/access) and whose request a write is depend on them: the CMS refuses to start when the installed auth
 * service no longer sets them so.
 */
export const requestAuthHook: Hook<Authentication> = {
  name: 'ctx.state.auth.strategy and ctx.state.route.info',
  kind: 'access',
  package: '@strapi/core',
  major: 5,
  file: 'request-auth.ts',
  problem(auth) {
    const problem = functionProblem(auth?.authenticate, 'authenticate', 2);
    if (problem) return problem;
    const source = String(auth!.authenticate);
    if (!/ctx\.state\.auth\s*=\s*\{\s*strategy,\s*credentials\b/.test(source)) {
      return 'authenticate no longer sets ctx.state.auth to { strategy, credentials }';
    }
    if (!/ctx\.state\.route\b/.test(source) || !/route\.info\.type\b/.test(source)) {
      return 'authenticate no longer reads ctx.state.route.info.type';
    }
    return undefined;
  },
};

/** From bootstrap: throws (Strapi does not start) when the auth service no longer fills these in. */
export function checkRequestAuth(strapi: Core.Strapi): void {
  checkHook(strapi, requestAuthHook, strapi.get('auth') as Authentication | undefined);
}

export interface RequestAuth {
  strategy?: string;
  routeType?: string;
  /** Whether the strategy let it in with credentials (a user or a token) rather than as the public role. */
  withCredentials: boolean;
}

/** How a request was let in: the auth strategy's name and the route's API, as Strapi set them. */
export function requestAuth(ctx: { state?: unknown } | undefined): RequestAuth {
  const state = (ctx?.state ?? {}) as RequestState;
  return {
    strategy: state.auth?.strategy?.name,
    routeType: state.route?.info?.type,
    withCredentials: Boolean(state.auth?.credentials),
  };
}
