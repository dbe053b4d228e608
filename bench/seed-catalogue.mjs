#!/usr/bin/env node
// A catalogue at scale: seeds the demo content, then generates `factor` times as much (lessons, activity pages with
// slideshows, audio pages, Media Library files) into a throw-away database, so benchmarks can run at 1× and 20×.
//
//   node scripts/start.mjs --build-only                        # the built server in apps/cms/dist
//   node bench/seed-catalogue.mjs --factor 20 --dir /tmp/cat20  # /tmp/cat20/{data.db,public,secrets.json}
//
// Deterministic (a seeded pseudo-random generator), idempotent (a database already scaled to the same factor is
// left alone; another factor is refused) and all in one transaction. Other bench scripts can reuse
// `seedScaledCatalogue(strapi, { factor })` on a Strapi they booted themselves.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seedProgrammeAudio } from './catalogue/audio.mjs';
import { seedProgrammeActivities, seedProgrammeUnits } from './catalogue/curriculum.mjs';
import { createMediaPool, findDemoMedia } from './catalogue/media-copies.mjs';
import { createRandom } from './catalogue/random.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, 'apps', 'cms');

/** Same seed, same catalogue: benchmarks compare like with like. */
const RANDOM_SEED = 20;
/**
 * The demo shares 37 files across everything; a real catalogue has its own recordings, pictures and scores per
 * page, so files scale to this many per factor (2,000 at 20×) rather than to 20 × 37.
 */
const FILES_PER_FACTOR = 100;
/** Where the factor a database was scaled to is kept (Strapi's core store), so a second run does nothing. */
const MARKER = { type: 'bench', name: 'catalogue', key: 'scale' };

/** What the summary counts, in the spec's words. */
const COUNTED = {
  audiences: 'api::audience.audience',
  programmes: 'api::programme.programme',
  'units (schemes)': 'api::scheme.scheme',
  lessons: 'api::lesson.lesson',
  'activity pages': 'api::activity-page.activity-page',
  'activity options': 'api::activity-option.activity-option',
  'activity slideshows': 'api::activity-slideshow.activity-slideshow',
  'activity libraries': 'api::activity-library.activity-library',
  'activity sections': 'api::activity-section.activity-section',
  'audio libraries': 'api::audio-library.audio-library',
  'audio collections': 'api::audio-page-container.audio-page-container',
  'audio pages': 'api::audio-page.audio-page',
  files: 'plugin::upload.file',
};

/** @param {import('@strapi/strapi').Core.Strapi} strapi @returns {Promise<Record<string, number>>} */
async function countCatalogue(strapi) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const [label, uid] of Object.entries(COUNTED)) counts[label] = await strapi.db.query(uid).count();
  return counts;
}

/** `total` split into `parts` near-equal whole numbers. */
const splitEvenly = (/** @type {number} */ total, /** @type {number} */ parts) =>
  Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));

/**
 * How many new files of each kind: FILES_PER_FACTOR × factor in all, shared out in proportion to how often the
 * generated pages ask for each kind, and never more than they ask for, so every new file is used somewhere.
 */
function fileCounts({ total, activities, lessons, audioPages }) {
  const demand = {
    image: activities,
    audio: activities + 2 * audioPages,
    pdf: activities + lessons + Math.round(0.75 * audioPages) + Math.round(audioPages / 6.5),
  };
  const allDemand = demand.image + demand.audio + demand.pdf;
  const share = (/** @type {number} */ kindDemand) =>
    Math.min(kindDemand, Math.round((Math.max(0, total) * kindDemand) / allDemand));
  return { image: share(demand.image), audio: share(demand.audio), pdf: share(demand.pdf) };
}

/** The released programmes with both libraries: where the demo's curriculum lives and the new content goes. */
async function findProgrammes(strapi) {
  const programmes = await strapi.documents('api::programme.programme').findMany({
    filters: { released: true },
    populate: ['audience', 'activity_library', 'audio_library'],
    sort: 'id:asc',
  });
  return programmes
    .filter((programme) => programme.audience && programme.activity_library && programme.audio_library)
    .map((programme) => ({
      documentId: programme.documentId,
      title: programme.title,
      audience: programme.audience.documentId,
      activityLibrary: programme.activity_library.documentId,
      audioLibrary: programme.audio_library.documentId,
    }));
}

/**
 * GraphQL and REST read through the Document Service, which shows published entries only: every row of every
 * counted type must be published and have a documentId, bulk-inserted files included.
 */
async function verifyPublished(strapi) {
  for (const [label, uid] of Object.entries(COUNTED)) {
    const unpublished = await strapi.db
      .query(uid)
      .count({ where: { $or: [{ publishedAt: { $null: true } }, { documentId: { $null: true } }] } });
    const visible = await strapi.documents(uid).count({ status: 'published' });
    const rows = await strapi.db.query(uid).count();
    if (unpublished > 0 || visible !== rows) {
      throw new Error(`${label}: ${rows} rows but ${visible} published documents (${unpublished} unpublished)`);
    }
  }
}

/**
 * Grows the demo catalogue on this Strapi to about `factor` times its size: lessons, activity pages and audio pages
 * × factor, files FILES_PER_FACTOR × factor, spread over the existing programmes, audiences and libraries.
 * Returns the counts before and after. Does nothing at factor 1 or when already scaled to this factor.
 *
 * @param {import('@strapi/strapi').Core.Strapi} strapi a loaded Strapi whose database holds the demo content
 * @param {{ factor: number, log?: (line: string) => void }} options
 */
export async function seedScaledCatalogue(strapi, { factor, log = () => {} }) {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`--factor must be a whole number ≥ 1, not ${factor}`);
  const before = await countCatalogue(strapi);
  if (before.audiences === 0 || before.lessons === 0) {
    throw new Error('The database holds no demo content: start it once with SEED_DEMO_CONTENT=true first');
  }
  const scaledTo = await strapi.store.get(MARKER);
  if (scaledTo) {
    if (scaledTo.factor === factor) {
      log(`The catalogue is already at ${factor}×: nothing to do.`);
      return { before, after: before };
    }
    throw new Error(`This database was scaled to ${scaledTo.factor}×; use a fresh --dir for ${factor}×`);
  }
  if (factor === 1) return { before, after: before };

  const programmes = await findProgrammes(strapi);
  if (!programmes.length) throw new Error('No released programme with activity and audio libraries to grow');
  // Only the demo is in the database, so "factor × demo" means this many new entries.
  const added = {
    activities: before['activity pages'] * (factor - 1),
    lessons: before.lessons * (factor - 1),
    audioPages: before['audio pages'] * (factor - 1),
  };

  await strapi.db.transaction(async ({ onRollback }) => {
    const random = createRandom(RANDOM_SEED);
    const demo = await findDemoMedia(strapi);
    const counts = fileCounts({ total: FILES_PER_FACTOR * factor - before.files, ...added });
    log(`Files: ${counts.audio} recordings, ${counts.image} pictures, ${counts.pdf} PDFs…`);
    const media = await createMediaPool(strapi, { counts, demo, random, onRollback });
    const strands = await strapi.documents('api::learning-strand.learning-strand').findMany({ sort: 'id:asc' });
    const ctx = { strapi, random, media, demo, strands };

    const activityCounts = splitEvenly(added.activities, programmes.length);
    const lessonCounts = splitEvenly(added.lessons, programmes.length);
    const audioCounts = splitEvenly(added.audioPages, programmes.length);
    let firstNumber = 0;
    for (const [index, programme] of programmes.entries()) {
      const { activities, sections } = await seedProgrammeActivities(ctx, programme, {
        count: activityCounts[index],
        firstNumber,
      });
      firstNumber += activities.length;
      const units = await seedProgrammeUnits(ctx, programme, {
        lessonCount: lessonCounts[index],
        activities,
        sections,
      });
      const audio = await seedProgrammeAudio(ctx, programme, { count: audioCounts[index] });
      log(
        `${programme.title}: ${activities.length} activities in ${sections.length} sections, ` +
          `${units.lessons} lessons in ${units.units} units, ${audio.pages} audio pages in ${audio.collections} collections`,
      );
    }
    await verifyPublished(strapi);
    await strapi.store.set({ ...MARKER, value: { factor } });
  });
  return { before, after: await countCatalogue(strapi) };
}

/** `--factor 20 --dir /tmp/x` → { factor: 20, dir: '/tmp/x' } */
function parseArguments(argv) {
  const value = (/** @type {string} */ name) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const factor = Number(value('--factor') ?? '20');
  const dir = value('--dir');
  if (!dir || !Number.isInteger(factor) || factor < 1) {
    console.error('usage: node bench/seed-catalogue.mjs --factor <whole number ≥ 1> --dir <work folder>');
    process.exit(2);
  }
  return { factor, dir: path.resolve(dir) };
}

async function main() {
  const { factor, dir } = parseArguments(process.argv.slice(2));
  if (!fs.existsSync(path.join(appDir, 'dist', 'src', 'index.js'))) {
    console.error('apps/cms/dist is missing: run `node scripts/start.mjs --build-only` first');
    process.exit(1);
  }
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  // Read by apps/cms/config when Strapi loads: the throw-away database, uploads and secrets; no cron jobs.
  Object.assign(process.env, {
    STRAPI_TELEMETRY_DISABLED: 'true',
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    PUBLIC_DIR: path.join(dir, 'public'),
    SECRETS_FILE: path.join(dir, 'secrets.json'),
    SEED_DEMO_CONTENT: 'true',
    CRON_ENABLED: 'false',
    OUTBOX_DIR: path.join(dir, 'outbox'),
  });
  delete process.env.DATABASE_URL; // always the SQLite file in --dir
  process.chdir(appDir);

  const { createStrapi } = createRequire(path.join(appDir, 'package.json'))('@strapi/strapi');
  const started = performance.now();
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  const loaded = performance.now();
  try {
    const { before, after } = await seedScaledCatalogue(strapi, {
      factor,
      log: (line) => console.log(`[catalogue] ${line}`),
    });
    const scaled = performance.now();
    console.log(`\nCatalogue at ${factor}× in ${dir}/data.db`);
    console.table(
      Object.fromEntries(
        Object.keys(after).map((label) => [
          label,
          { before: before[label], after: after[label], added: after[label] - before[label] },
        ]),
      ),
    );
    console.log(
      `boot (with the demo seed on a fresh database): ${((loaded - started) / 1000).toFixed(1)} s, ` +
        `generating: ${((scaled - loaded) / 1000).toFixed(1)} s`,
    );
  } finally {
    await strapi.destroy();
  }
  process.exit(0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
