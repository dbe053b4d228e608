import type { Core } from '@strapi/strapi';
import path from 'node:path';
import { keepPreparedStatements } from '../src/strapi-internals/sqlite-statements';

type Env = Core.Config.Shared.ConfigParams['env'];

/** The engine: PostgreSQL when DATABASE_URL is set (postgres://user:pass@host:5432/db), else SQLite in a file. */
export const databaseEngine = (env: Env): 'postgres' | 'sqlite' => (env('DATABASE_URL', '') ? 'postgres' : 'sqlite');

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  if (databaseEngine(env) === 'postgres') {
    const url = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
      pool: {
        afterCreate(connection: Parameters<typeof keepPreparedStatements>[0], done: (error: null, c: unknown) => void) {
          keepPreparedStatements(connection, env.int('CACHE_SQLITE_STATEMENTS_MAX', 2_000));
          done(null, connection);
        },
      },
    },
  };
};
