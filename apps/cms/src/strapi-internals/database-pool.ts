import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

interface DatabasePool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  max: number;
}

/**
 * Reads knex's private connection pool (`strapi.db.connection.client.pool`, a tarn pool) for the operations metrics'
 * pool gauge (src/delivery/metrics/index.ts): neither Strapi nor knex (3.x, as @strapi/database 5 pins it) exposes the
 * pool's counts. Only observation: without it
 * the gauge is not reported.
 */
export const databasePoolHook: Hook<DatabasePool> = {
  name: 'strapi.db.connection.client.pool',
  kind: 'optimisation',
  package: '@strapi/database',
  major: 5,
  file: 'database-pool.ts',
  problem: (pool) =>
    (['numUsed', 'numFree', 'numPendingAcquires', 'numPendingCreates'] as const)
      .map((name) => functionProblem(pool?.[name], name, 0))
      .find(Boolean) ?? (typeof pool?.max === 'number' ? undefined : 'max is not a number'),
};

/** The pool's live counts, or undefined when the hook is off; checked once, from bootstrap. */
export function databasePool(strapi: Core.Strapi): () => DatabasePool | undefined {
  const poolOf = () =>
    (strapi.db?.connection as unknown as { client?: { pool?: DatabasePool } } | undefined)?.client?.pool;
  const on = checkHook(strapi, databasePoolHook, poolOf());
  // knex makes a new pool when the connection is destroyed and made again (tests/database-unavailable.test.ts).
  return () => (on ? poolOf() : undefined);
}
