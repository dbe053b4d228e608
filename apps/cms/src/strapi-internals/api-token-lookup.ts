import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

type ApiTokenLookup = (accessKeyHash: string, options?: unknown) => Promise<unknown>;
type ApiTokenHash = (accessKey: string) => string;

interface ApiTokenService {
  getByAccessKey: ApiTokenLookup;
  hash: ApiTokenHash;
}

/**
 * Replaces `getByAccessKey` and `hash` of the admin's undocumented `admin::api-token-content-api` service, through
 * which Strapi tries every request's bearer token as an API token first (one SQL look-up per signed-in request), so
 * that look-ups that found nothing are remembered and a sign-in token is never looked up
 * (src/extensions/users-permissions/signed-in-cache.ts). It decides who is signed in: when it is missing or
 * changed, the CMS does not start.
 */
export const apiTokenLookupHook: Hook<ApiTokenService> = {
  name: 'admin::api-token-content-api getByAccessKey and hash',
  kind: 'access',
  package: '@strapi/admin',
  major: 5,
  file: 'api-token-lookup.ts',
  problem: (service) =>
    functionProblem(service?.getByAccessKey, 'getByAccessKey', 2) ?? functionProblem(service?.hash, 'hash', 1),
};

const replaced = new WeakSet<object>();

/** From bootstrap; each replacement gets Strapi's own function, bound to the service. */
export function replaceApiTokenLookup(
  strapi: Core.Strapi,
  replacements: {
    hash: (strapiHash: ApiTokenHash) => ApiTokenHash;
    getByAccessKey: (strapiGetByAccessKey: ApiTokenLookup) => ApiTokenLookup;
  },
): void {
  const service = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService | undefined;
  checkHook(strapi, apiTokenLookupHook, service);
  if (!service || replaced.has(service)) return;
  replaced.add(service);
  service.hash = replacements.hash(service.hash.bind(service));
  service.getByAccessKey = replacements.getByAccessKey(service.getByAccessKey.bind(service));
}
