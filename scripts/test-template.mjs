#!/usr/bin/env node
// `node scripts/test-template.mjs DIR`: seeds the demo content once, as a first start of the built CMS does, into a
// template under DIR: the SQLite file (template.db), its uploads folder (public/uploads), its secrets (secrets.json)
// and how many documents of each content type the first start made (counts.json). `npm test` makes it once per run
// (TEST_TEMPLATE_DIR); the CMS integration tests (apps/cms/tests/setup/boot-cms.ts) and the journeys on SQLite
// (e2e/run-e2e.mjs) start from a copy of it instead of seeding again, and the copy's start proves seeding idempotent.
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
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(template.database + suffix)) fs.copyFileSync(template.database + suffix, databaseFile + suffix);
  }
  fs.cpSync(template.uploads, path.join(publicDir, 'uploads'), { recursive: true });
  if (fs.existsSync(template.secrets)) fs.copyFileSync(template.secrets, secretsFile);
  return JSON.parse(fs.readFileSync(template.counts, 'utf8'));
}

async function main(dir) {
  const files = templateFiles(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(files.uploads, { recursive: true });
  Object.assign(process.env, {
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'warn',
    DATABASE_FILENAME: files.database,
    PUBLIC_DIR: path.dirname(files.uploads),
    SECRETS_FILE: files.secrets,
  });
  delete process.env.DATABASE_URL;
  process.chdir(cmsDir);
  const started = Date.now();
  const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  const counts = await countDocuments(strapi);
  await strapi.destroy();
  fs.writeFileSync(files.counts, JSON.stringify(counts, null, 2));
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  console.log(`Seeded the template in ${dir}: ${total} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('Usage: node scripts/test-template.mjs DIR');
    process.exit(2);
  }
  await main(path.resolve(process.argv[2]));
  // Strapi's timers (cron, caches) would keep the process alive.
  process.exit(0);
}
