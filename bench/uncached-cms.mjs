import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The CMS in this process, uncached, on the throw-away files in `workDir`, listening on `port`: how
 * bench/graphql-queries.mjs and bench/graphql-ab.mjs boot it. Whatever caches answers in front of Strapi stays out of
 * the way. Resolves to the started Strapi.
 */
export async function startUncachedCms(cmsDir, workDir, port) {
  Object.assign(process.env, {
    STRAPI_TELEMETRY_DISABLED: 'true',
    DATABASE_FILENAME: path.join(workDir, 'bench.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    SECRETS_FILE: path.join(workDir, 'secrets.json'),
    OUTBOX_DIR: path.join(workDir, 'outbox'),
    HOST: '127.0.0.1',
    PORT: String(port),
    STRAPI_LOG_LEVEL: 'warn',
    CRON_ENABLED: 'false',
    AUTH_RATE_LIMIT_ENABLED: 'false',
    RESPONSE_CACHE_ENABLED: 'false',
  });
  delete process.env.DATABASE_URL;
  process.chdir(cmsDir);
  const { compileStrapi, createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');
  const strapi = await createStrapi(await compileStrapi()).load();
  await strapi.listen();
  return strapi;
}
