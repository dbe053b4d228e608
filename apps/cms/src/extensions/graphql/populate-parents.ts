import type { Core } from '@strapi/strapi';
import { contentAccess } from '../../access/content-access';
import { standInPublishedLinks } from '../../access/preview-links';
import { narrowRead } from '../../access/publication';
import { rowsPopulator, type Query, type Row } from '../../strapi-internals/database-populate';

export type { Query, Row };

/** Strapi's populate of rows already in hand: `(uid, ids, populate) => rows` as `findMany` would return them. */
export type PopulateParents = (uid: string, ids: unknown[], populate: Query) => Promise<Row[]>;

/**
 * What `findMany(uid, { select: ['id'], where: { id: { $in: ids } }, populate })` returns, without its first query:
 * Strapi's populate step run on `{ id }` rows (src/strapi-internals/database-populate.ts). One SQL statement per
 * populated relation (two for components), whatever the number of parents. Undefined when the installed
 * `@strapi/database` no longer has that step (the seam says so at start-up).
 */
export function parentsPopulator(strapi: Core.Strapi): PopulateParents | undefined {
  const populateRows = rowsPopulator(strapi);
  if (!populateRows) return undefined;
  const access = contentAccess(strapi);
  return async (uid, ids, populate) => {
    // These reads skip the query engine's lifecycles, so the access rule is applied here as they would apply it.
    access.checkRead(uid, { populate });
    const read: { filters?: unknown } = {};
    narrowRead(strapi, read);
    const result = await populateRows(
      uid,
      ids.map((id) => ({ id })),
      populate,
      read.filters,
    );
    await standInPublishedLinks(strapi, uid, populate, result);
    access.withholdResult(uid, result);
    return result;
  };
}
