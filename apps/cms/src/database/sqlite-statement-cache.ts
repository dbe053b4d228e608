import { LRUCache } from 'lru-cache';

/** The part of a better-sqlite3 connection that knex uses to run a query. */
interface SqliteConnection {
  prepare(sql: string): unknown;
}

/**
 * knex's better-sqlite3 dialect prepares every statement anew (`connection.prepare(sql)` per query): about a tenth of
 * an uncached GraphQL request's CPU went to compiling the same few hundred SQL texts again. Strapi's queries bind
 * their values, so the texts repeat and a prepared statement can be kept per text and run again. SQLite re-prepares a
 * kept statement by itself when the schema changes; a text that fails to prepare is not kept.
 */
export function keepPreparedStatements(connection: SqliteConnection, max: number): void {
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
