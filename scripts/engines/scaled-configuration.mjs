import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';

const enginesDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * An engine module of this folder, or undefined while it is not written yet: Redis (redis.mjs, `startRedis`) and
 * the S3 stand-in (s3.mjs, `startS3`) join the scaled configuration as soon as their files land.
 */
async function optionalEngine(file, starter) {
  const modulePath = path.join(enginesDir, file);
  if (!fs.existsSync(modulePath)) return undefined;
  const engine = await import(modulePath);
  return engine[starter]();
}

/**
 * The engines a deployment of several CMS processes runs on, all throw-away and on loopback: PostgreSQL, and Redis
 * and S3-compatible storage when their modules exist. `productEnv(database)` is the environment of a CMS process on
 * them, with a fresh PostgreSQL database of that name (DATABASE_URL, REDIS_URL, S3_*).
 */
export async function startScaledEngines() {
  const started = [];
  try {
    const postgres = await startPostgres();
    started.push(postgres);
    const redis = await optionalEngine('redis.mjs', 'startRedis');
    if (redis) started.push(redis);
    const s3 = await optionalEngine('s3.mjs', 'startS3');
    if (s3) started.push(s3);
    return {
      postgres,
      redis,
      s3,
      names: ['PostgreSQL', redis && 'Redis', s3 && 'S3'].filter(Boolean).join(', '),
      productEnv(database) {
        return {
          DATABASE_URL: postgres.createDatabase(database),
          ...(redis ? { REDIS_URL: redis.url } : {}),
          ...(s3 ? s3.env : {}),
        };
      },
      async stop() {
        for (const engine of started.reverse()) await engine.stop();
      },
    };
  } catch (error) {
    for (const engine of started.reverse()) await engine.stop();
    throw error;
  }
}
