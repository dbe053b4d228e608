import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

/** What the cache tags need of one model of `strapi.db.metadata`. */
export interface TableModel {
  uid: string;
  tableName: string;
  attributes: Record<string, { target?: string; joinTable?: { name?: string } }>;
}

interface DatabaseQueries {
  /** knex's instance (`strapi.db.connection`): an EventEmitter that announces every statement it runs. */
  connection: { on(event: 'query', listener: (query: { sql?: string }) => void): unknown };
  /** @strapi/database's models by uid, with their tables and join tables. */
  metadata: Map<string, TableModel>;
}

/**
 * Reads knex's `query` event on Strapi's connection and @strapi/database's `strapi.db.metadata` (the tables of each
 * model and the join tables of its relations and components), so that the response cache can tell which content
 * types a request read from the SQL it ran (src/delivery/response-cache/read-tags.ts). Neither Strapi nor its Document
 * Service says which tables a read touched (populates, relation loads and the batched loads run below it).
 * knex emits `query` in the async context of the code that runs the statement, transactions included
 * (knex/lib/execution/transaction.js forwards them). Without the hook the cache cannot tag answers, and every
 * content write clears every shared answer, as before tags.
 */
export const databaseQueriesHook: Hook<DatabaseQueries> = {
  name: 'strapi.db.connection query events and strapi.db.metadata',
  kind: 'optimisation',
  package: '@strapi/database',
  major: 5,
  file: 'database-queries.ts',
  problem: (database) => {
    const onProblem = functionProblem(database?.connection?.on, 'connection.on', 2);
    if (onProblem) return onProblem;
    if (!(database?.metadata instanceof Map)) return 'metadata is not a Map';
    const first = database.metadata.values().next().value as TableModel | undefined;
    if (!first || typeof first.tableName !== 'string' || typeof first.attributes !== 'object') {
      return 'metadata models have no tableName or attributes';
    }
    return undefined;
  },
};

/**
 * Once the database is up: every model's tables, and `listener` called with the SQL of each statement knex runs, in
 * the async context of the code that runs it. Undefined (nothing installed) when the hook is off.
 */
export function observeDatabaseQueries(strapi: Core.Strapi, listener: (sql: string) => void): TableModel[] | undefined {
  const database = strapi.db as unknown as Partial<DatabaseQueries> | undefined;
  const target = database && { connection: database.connection!, metadata: database.metadata! };
  if (!checkHook(strapi, databaseQueriesHook, target) || !target) return undefined;
  target.connection.on('query', (query) => {
    if (typeof query?.sql === 'string') listener(query.sql);
  });
  return [...target.metadata.values()];
}
