import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { contentAccess } from '../../content-access';

export type Row = Record<string, unknown>;
export type Query = Record<string, unknown>;

/** Strapi's populate of rows already in hand: `(uid, ids, populate) => rows` as `findMany` would return them. */
export type PopulateParents = (uid: string, ids: unknown[], populate: Query) => Promise<Row[]>;

interface QueryBuilder {
  init(params: Query): QueryBuilder;
  processState(): void;
  state: { populate: unknown };
}
type CreateQueryBuilder = (uid: string) => QueryBuilder;
type ApplyPopulate = (
  rows: Row[],
  populate: unknown,
  context: { qb: QueryBuilder; uid: string; db: unknown },
) => Promise<void>;
type FromRow = (meta: unknown, rows: Row[]) => Row[];

/**
 * What `findMany(uid, { select: ['id'], where: { id: { $in: ids } }, populate })` returns, without its first query:
 * the query builder's own populate step (`execute` then `fromRow`) run on `{ id }` rows. One SQL statement per
 * populated relation (two for components), whatever the number of parents. Undefined when Strapi's database package
 * does not have these helpers where 5.x keeps them.
 */
export function parentsPopulator(strapi: Core.Strapi): PopulateParents | undefined {
  const entityManager = strapi.db.entityManager as unknown as { createQueryBuilder: CreateQueryBuilder };
  const createQueryBuilder = entityManager.createQueryBuilder.bind(entityManager);
  let applyPopulate: ApplyPopulate;
  let fromRow: FromRow;
  try {
    const requireHere = createRequire(__filename);
    const databaseDir = path.dirname(requireHere.resolve('@strapi/database'));
    applyPopulate = requireHere(path.join(databaseDir, 'query/helpers/populate/apply.js'));
    fromRow = requireHere(path.join(databaseDir, 'query/helpers/transform.js')).fromRow;
  } catch {
    return undefined;
  }
  if (typeof applyPopulate !== 'function' || typeof fromRow !== 'function') return undefined;
  const access = contentAccess(strapi);
  return async (uid, ids, populate) => {
    // These reads skip the query engine's lifecycles, so the access rule is applied here as they would apply it.
    access.checkRead(uid, { populate });
    const qb = createQueryBuilder(uid).init({ select: ['id'], populate });
    qb.processState();
    const rows: Row[] = ids.map((id) => ({ id }));
    await applyPopulate(rows, qb.state.populate, { qb, uid, db: strapi.db });
    const result = fromRow(strapi.db.metadata.get(uid), rows);
    access.withholdResult(uid, result);
    return result;
  };
}
