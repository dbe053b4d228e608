#!/usr/bin/env node
// `node scripts/test-template.mjs DIR`: seeds the demo content once, as a first start of the built CMS does, into a
// template under DIR: the SQLite file (template.db), its uploads folder (public/uploads), its secrets (secrets.json)
// and how many documents of each content type the first start made (counts.json). `npm test` makes it once per run
// (TEST_TEMPLATE_DIR); the CMS integration tests (apps/cms/tests/setup/boot-cms.ts) and the journeys on SQLite
// (e2e/run-e2e.mjs) start from a copy of it instead of seeding again, and the copy's start proves seeding idempotent.
// `node scripts/test-template.mjs --engines DIR` seeds the same content on PostgreSQL and S3-compatible storage (a
// throw-away cluster and bucket of its own) and keeps a dump of the database (template.pgdump) and the bucket's
// folder (bucket/): the passes on the engines restore them into their own cluster and bucket
// (`restoreEnginesTemplate`), as a `CREATE DATABASE … TEMPLATE` would within one cluster, and keep their engines apart
// from each other.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'apps', 'cms');

/** The files of a template under `dir`. */
export const templateFiles = (dir) => ({
  database: path.join(dir, 'template.db'),
  uploads: path.join(dir, 'public', 'uploads'),
  secrets: path.join(dir, 'secrets.json'),
  counts: path.join(dir, 'counts.json'),
  dump: path.join(dir, 'template.pgdump'),
  bucket: path.join(dir, 'bucket'),
});

/** How many documents of each of the project's content types `strapi` holds (drafts and published alike). */
export async function countDocuments(strapi) {
  const counts = {};
  for (const uid of Object.keys(strapi.contentTypes)
    .filter((key) => key.startsWith('api::'))
    .sort()) {
    counts[uid] = await strapi.documents(uid).count({});
  }
  return counts;
}

/**
 * Copies the template under `templateDir` to a fresh database file and public folder: the SQLite file (and its
 * write-ahead log, if one was left), the uploads and the secrets the content was made with.
 */
export function copyTemplate(templateDir, { databaseFile, publicDir, secretsFile }) {
  const template = templateFiles(templateDir);
  if (fs.existsSync(template.dump)) throw new Error(`${templateDir} is a template for the engines, not for SQLite`);
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(template.database + suffix)) fs.copyFileSync(template.database + suffix, databaseFile + suffix);
  }
  fs.cpSync(template.uploads, path.join(publicDir, 'uploads'), { recursive: true });
  if (fs.existsSync(template.secrets)) fs.copyFileSync(template.secrets, secretsFile);
  return JSON.parse(fs.readFileSync(template.counts, 'utf8'));
}

/**
 * Loads the engines' template under `templateDir` into `database` of `postgres` (a fresh, empty one) and the bucket
 * of `s3` (scripts/engines); its counts. The product started on them then needs only the template's secrets
 * (`enginesTemplateSecrets`).
 */
export function restoreEnginesTemplate(templateDir, { postgres, s3, database }) {
  const template = templateFiles(templateDir);
  if (!fs.existsSync(template.dump)) throw new Error(`${templateDir} is not a template for the engines`);
  postgres.restore(database, fs.readFileSync(template.dump));
  fs.cpSync(template.bucket, s3.bucketDir, { recursive: true });
  return JSON.parse(fs.readFileSync(template.counts, 'utf8'));
}

/** Copies the secrets the engines' template was seeded with to `secretsFile`; the template's counts. */
export function enginesTemplateSecrets(templateDir, secretsFile) {
  const template = templateFiles(templateDir);
  if (!fs.existsSync(template.dump)) throw new Error(`${templateDir} is not a template for the engines`);
  if (fs.existsSync(template.secrets)) fs.copyFileSync(template.secrets, secretsFile);
  return JSON.parse(fs.readFileSync(template.counts, 'utf8'));
}

/** Boots the built CMS once on the environment set (a first start seeds), counts what it made and stops it. */
async function seed() {
  process.chdir(cmsDir);
  const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  const counts = await countDocuments(strapi);
  await strapi.destroy();
  return counts;
}

async function seedOnEngines(dir) {
  const files = templateFiles(dir);
  const { startPostgres } = await import('./engines/postgres.mjs');
  const { startS3 } = await import('./engines/s3.mjs');
  const postgres = await startPostgres();
  const s3 = await startS3();
  try {
    Object.assign(process.env, s3.env, {
      DATABASE_URL: postgres.createDatabase('template'),
      PUBLIC_DIR: path.join(dir, 'public'),
      SECRETS_FILE: files.secrets,
    });
    delete process.env.REDIS_URL;
    const counts = await seed();
    fs.writeFileSync(files.dump, postgres.dump('template'));
    fs.cpSync(s3.bucketDir, files.bucket, { recursive: true });
    return counts;
  } finally {
    await s3.stop();
    postgres.stop();
  }
}

async function seedOnSqlite(dir) {
  const files = templateFiles(dir);
  fs.mkdirSync(files.uploads, { recursive: true });
  Object.assign(process.env, {
    DATABASE_FILENAME: files.database,
    PUBLIC_DIR: path.dirname(files.uploads),
    SECRETS_FILE: files.secrets,
  });
  delete process.env.DATABASE_URL;
  return seed();
}

async function main(dir, { engines }) {
  const files = templateFiles(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  Object.assign(process.env, { STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_LOG_LEVEL: 'warn' });
  const started = Date.now();
  const counts = engines ? await seedOnEngines(dir) : await seedOnSqlite(dir);
  fs.writeFileSync(files.counts, JSON.stringify(counts, null, 2));
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  console.log(`Seeded the template in ${dir}: ${total} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const engines = process.argv[2] === '--engines';
  const dir = process.argv[engines ? 3 : 2];
  if (!dir) {
    console.error('Usage: node scripts/test-template.mjs [--engines] DIR');
    process.exit(2);
  }
  await main(path.resolve(dir), { engines });
  // Strapi's timers (cron, caches) would keep the process alive.
  process.exit(0);
}
