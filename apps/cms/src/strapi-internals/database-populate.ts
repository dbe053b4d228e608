import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook, requirePackageFile } from './hooks';

export type Row = Record<string, unknown>;
export type Query = Record<string, unknown>;

interface QueryBuilder {
  init(params: Query): QueryBuilder;
  processState(): void;
  state: { populate: unknown };
}
type ApplyPopulate = (
  rows: Row[],
  populate: unknown,
  context: { qb: QueryBuilder; uid: string; db: unknown },
) => Promise<void>;
type FromRow = (meta: unknown, rows: Row[]) => Row[];

interface PopulateInternals {
  applyPopulate: ApplyPopulate;
  fromRow: FromRow;
  /** A query builder of a known model, to check its shape. */
  queryBuilder: QueryBuilder;
}

/**
 * Uses `@strapi/database`'s private populate step (dist/query/helpers/populate/apply.js, `fromRow` of
 * dist/query/helpers/transform.js, and a query builder's `processState()` and `state.populate`) to populate rows
 * already in hand, which the public query engine cannot (it always selects the parents again). Only an optimisation
 * (GraphQL batch loading): without it relations load one parent at a time, as Strapi loads them.
 */
export const populateHook: Hook<PopulateInternals> = {
  name: '@strapi/database populate helpers',
  kind: 'optimisation',
  package: '@strapi/database',
  major: 5,
  file: 'database-populate.ts',
  problem(internals) {
    if (!internals) return 'query/helpers/populate/apply.js or query/helpers/transform.js was not found';
    const qb = internals.queryBuilder as Partial<QueryBuilder> | undefined;
    return (
      functionProblem(internals.applyPopulate, 'applyPopulate', 3) ??
      functionProblem(internals.fromRow, 'fromRow', 2) ??
      functionProblem(qb?.init, 'queryBuilder.init', 0) ??
      functionProblem(qb?.processState, 'queryBuilder.processState', 0) ??
      (typeof qb?.state === 'object' && qb.state !== null && 'populate' in qb.state
        ? undefined
        : 'queryBuilder.state.populate is missing')
    );
  },
};

/** `(uid, rows, populate) => rows`: Strapi's populate of `{ id }` rows, as `findMany` would return them. */
type PopulateRows = (uid: string, rows: Row[], populate: Query, filters?: unknown) => Promise<Row[]>;

type CreateQueryBuilder = (uid: string) => QueryBuilder;

function populateInternals(strapi: Core.Strapi): PopulateInternals | undefined {
  try {
    const entityManager = strapi.db.entityManager as unknown as { createQueryBuilder: CreateQueryBuilder };
    return {
      applyPopulate: requirePackageFile<ApplyPopulate>('@strapi/database', 'dist/query/helpers/populate/apply.js'),
      fromRow: requirePackageFile<{ fromRow: FromRow }>('@strapi/database', 'dist/query/helpers/transform.js').fromRow,
      queryBuilder: entityManager.createQueryBuilder('plugin::users-permissions.user'),
    };
  } catch {
    return undefined;
  }
}

/**
 * The query builder's own populate step (`execute` then `fromRow`) run on rows already in hand: one SQL statement
 * per populated relation (two for components), whatever the number of rows. Undefined (and said once) when the
 * installed `@strapi/database` no longer has these internals. These reads skip the query engine's lifecycles.
 */
export function rowsPopulator(strapi: Core.Strapi): PopulateRows | undefined {
  const internals = populateInternals(strapi);
  if (!checkHook(strapi, populateHook, internals) || !internals) return undefined;
  const { applyPopulate, fromRow } = internals;
  const entityManager = strapi.db.entityManager as unknown as { createQueryBuilder: CreateQueryBuilder };
  return async (uid, rows, populate, filters) => {
    // `filters` reach every populated relation, as they do from `findMany` (src/access/publication.ts narrows with
    // them).
    const qb = entityManager
      .createQueryBuilder(uid)
      .init({ select: ['id'], populate, ...(filters ? { filters } : {}) });
    qb.processState();
    await applyPopulate(rows, qb.state.populate, { qb, uid, db: strapi.db });
    return fromRow(strapi.db.metadata.get(uid), rows);
  };
}
