import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { checkHook, type Hook, hookProblem, requirePackageFile } from './hooks';

/** The part of a better-sqlite3 connection that knex uses to run a query. */
interface SqliteConnection {
  prepare(sql: string): unknown;
}

interface SqliteClient {
  _query: (connection: SqliteConnection, query: unknown) => Promise<unknown>;
}

/**
 * Patches the better-sqlite3 connections of knex's private dialect (knex/lib/dialects/better-sqlite3, whose `_query`
 * prepares every statement anew with `connection.prepare(sql)`): about a tenth of an uncached GraphQL request's CPU
 * went to compiling the same few hundred SQL texts again. Strapi's queries bind their values, so the texts repeat and
 * a prepared statement can be kept per text and run again. Neither knex nor Strapi offers a statement cache. Only an
 * optimisation: when knex no longer prepares per query that way, connections are left as they are.
 */
export const sqliteStatementsHook: Hook<SqliteClient> = {
  name: "knex better-sqlite3 client's _query",
  kind: 'optimisation',
  package: 'knex',
  major: 3,
  file: 'sqlite-statements.ts',
  problem(client) {
    if (typeof client?._query !== 'function') return '_query is not a function';
    if (client._query.length !== 2) return `_query takes ${client._query.length} parameters, not 2`;
    return /\bconnection\.prepare\(/.test(String(client._query))
      ? undefined
      : '_query no longer prepares its statement with connection.prepare(sql)';
  },
};

/** knex's better-sqlite3 client prototype, as knex's own dialect loader finds it. */
export function sqliteClient(): SqliteClient | undefined {
  try {
    return requirePackageFile<{ prototype: SqliteClient }>('knex', 'lib/dialects/better-sqlite3/index.js').prototype;
  } catch {
    return undefined;
  }
}

/**
 * From the pool's `afterCreate` (config/database.ts, before Strapi is up): keeps up to `max` prepared statements of
 * the connection, one per SQL text. SQLite re-prepares a kept statement by itself when the schema changes; a text that
 * fails to prepare is not kept. Nothing is installed when the hook's check fails (checkSqliteStatements reports it).
 */
export function keepPreparedStatements(connection: SqliteConnection, max: number): void {
  if (hookProblem(sqliteStatementsHook, sqliteClient()) !== undefined) return;
  const prepare = connection.prepare.bind(connection);
  const prepared = new LRUCache<string, object>({ max });
  connection.prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = prepare(sql) as object;
      prepared.set(sql, statement);
    }
    return statement;
  };
}

/** From bootstrap: the start-up check of the statement cache config/database.ts installs (said once when off). */
export function checkSqliteStatements(strapi: Core.Strapi): void {
  checkHook(strapi, sqliteStatementsHook, sqliteClient());
}
