import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

type CoreStoreGet = (params: {
  key: string;
  type?: string;
  name?: string;
  environment?: string;
  tag?: string;
}) => Promise<unknown>;

interface CoreStore {
  get: CoreStoreGet;
}

/**
 * Replaces `strapi.store.get`, the core store's read for every caller, through which the users-permissions sign-in
 * check reads its `advanced` settings (e-mail confirmation) on every signed-in request, so that those settings are
 * kept (src/extensions/users-permissions/signed-in-cache.ts). The plugin reads them nowhere else. It decides who is
 * signed in: when it is missing or changed, the CMS does not start.
 */
export const coreStoreGetHook: Hook<CoreStore> = {
  name: 'strapi.store.get',
  kind: 'access',
  package: '@strapi/strapi',
  major: 5,
  file: 'core-store.ts',
  problem: (store) => functionProblem(store?.get, 'get', 1),
};

const replaced = new WeakSet<object>();

/** From bootstrap; `replacement` gets Strapi's own `get`, bound. */
export function replaceCoreStoreGet(strapi: Core.Strapi, replacement: (strapiGet: CoreStoreGet) => CoreStoreGet): void {
  const store = strapi.store as unknown as CoreStore | undefined;
  checkHook(strapi, coreStoreGetHook, store);
  if (!store || replaced.has(store)) return;
  replaced.add(store);
  store.get = replacement(store.get.bind(store));
}
