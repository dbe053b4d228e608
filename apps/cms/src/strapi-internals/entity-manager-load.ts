import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

export type Load = (
  uid: string,
  entity: Record<string, unknown>,
  field: string | string[],
  populate?: unknown,
) => Promise<unknown>;

interface EntityManager {
  load: Load;
}

/**
 * Replaces `strapi.db.entityManager.load`, the undocumented function through which the GraphQL plugin's relation,
 * component and dynamic-zone resolvers read one parent's relation at a time (`strapi.db.query(uid).load`), so that
 * the loads of one tick batch (src/extensions/graphql/batch-loading.ts). Only an optimisation: without it each
 * relation loads as Strapi loads it.
 */
export const entityLoadHook: Hook<EntityManager> = {
  name: 'strapi.db.entityManager.load',
  kind: 'optimisation',
  package: '@strapi/database',
  major: 5,
  file: 'entity-manager-load.ts',
  problem: (entityManager) => functionProblem(entityManager?.load, 'load', 4),
};

const replaced = new WeakSet<object>();

/** Once the database is up; `replacement` gets Strapi's own `load`, bound. False when the hook is off. */
export function replaceEntityLoad(strapi: Core.Strapi, replacement: (strapiLoad: Load) => Load): boolean {
  const entityManager = strapi.db?.entityManager as unknown as EntityManager | undefined;
  if (!checkHook(strapi, entityLoadHook, entityManager) || !entityManager) return false;
  if (replaced.has(entityManager)) return true;
  replaced.add(entityManager);
  entityManager.load = replacement(entityManager.load.bind(entityManager));
  return true;
}
