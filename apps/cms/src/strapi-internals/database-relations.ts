import type { Core } from '@strapi/strapi';
import { checkHook, type Hook } from './hooks';

/** What the GraphQL batch loading and read-ahead need of an attribute of `strapi.db.metadata`. */
export interface TableAttribute {
  type: string;
  relation?: string;
  morphBy?: string;
  target?: string;
  joinTable?: { name?: string };
}

type Metadata = Map<string, { attributes: Record<string, TableAttribute> }>;

const FILE = 'plugin::upload.file';

/**
 * Reads @strapi/database's private models (`strapi.db.metadata`): each model's columns, and whether a relation has a
 * join table (`joinTable`), which the public schema (`strapi.getModel`) does not say. The GraphQL batch loading batches
 * only relations kept in join tables (src/extensions/graphql/batch-loading.ts) and the read-ahead selects only a
 * model's own columns (preload-plan.ts). Only an optimisation: when the models are no longer so, both are off.
 */
export const databaseRelationsHook: Hook<Metadata> = {
  name: 'strapi.db.metadata relation join tables',
  kind: 'optimisation',
  package: '@strapi/database',
  major: 5,
  file: 'database-relations.ts',
  problem(metadata) {
    if (!(metadata instanceof Map)) return 'metadata is not a Map';
    const related = metadata.get(FILE)?.attributes?.related;
    if (related?.type !== 'relation' || related.relation !== 'morphToMany') {
      return `${FILE}.related is not a morphToMany relation`;
    }
    if (typeof related.joinTable?.name !== 'string') return `${FILE}.related has no joinTable`;
    return undefined;
  },
};

const checked = new WeakMap<Core.Strapi, boolean>();

/** Whether the models may be read so; checked once, when the GraphQL schema is built (the database is up). */
export function databaseRelationsReadable(strapi: Core.Strapi): boolean {
  let on = checked.get(strapi);
  if (on === undefined) {
    on = checkHook(strapi, databaseRelationsHook, strapi.db?.metadata as unknown as Metadata | undefined);
    checked.set(strapi, on);
  }
  return on;
}

/** A model's attributes as the database layer knows them (with join tables); only once the hook is on. */
export function tableAttributes(strapi: Core.Strapi, uid: string): Record<string, TableAttribute> | undefined {
  return (strapi.db.metadata as unknown as Metadata).get(uid)?.attributes;
}
