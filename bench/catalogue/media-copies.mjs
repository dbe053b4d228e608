/**
 * Media Library rows for the generated catalogue. Encoding 2,000 new recordings and pictures would take longer than
 * the rest of the seed, so each row points at its own hard link (a copy when links are impossible) of a demo file
 * already in the uploads folder: a real `plugin::upload.file` entry with its own URL, formats included, that the
 * admin can replace or delete without touching the demo's file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ENSEMBLES, PIECES, THEMES } from './vocabulary.mjs';

const FILE_UID = 'plugin::upload.file';

/** @typedef {'audio' | 'image' | 'pdf'} MediaKind */
/**
 * @typedef {{ id: number, name: string, mime: string, url: string, width: number | null, height: number | null,
 * formats: Record<string, any> | null, ext: string, size: number, alternativeText: string | null, caption: string |
 * null }} FileRow
 */

/** @param {FileRow} file @returns {MediaKind | undefined} */
function kindOf(file) {
  if (file.mime.startsWith('audio/')) return 'audio';
  if (file.mime === 'image/jpeg') return 'image';
  if (file.mime === 'application/pdf') return 'pdf';
  return undefined;
}

/** The demo's files by kind: the sources copies are made from, and the films and notes slides reuse as they are. */
export async function findDemoMedia(strapi) {
  /** @type {FileRow[]} */
  const files = await strapi.db.query(FILE_UID).findMany({ orderBy: { id: 'asc' } });
  const ofKind = (/** @type {MediaKind} */ kind) => files.filter((file) => kindOf(file) === kind);
  const named = (/** @type {string} */ name) => {
    const file = files.find((candidate) => candidate.name === name);
    if (!file) throw new Error(`The demo has no file named '${name}': is this a demo database?`);
    return file;
  };
  return {
    sources: { audio: ofKind('audio'), image: ofKind('image'), pdf: ofKind('pdf') },
    films: files.filter((file) => file.mime.startsWith('video/')),
    lessonPlan: named('Lesson plan'),
    programmeOverview: named('Programme overview'),
    teachingNotes: named('Teaching notes'),
  };
}

/** @typedef {Awaited<ReturnType<typeof findDemoMedia>>} DemoMedia */

/** What a generated file is called in the Media Library. */
function describe(/** @type {MediaKind} */ kind, /** @type {import('./random.mjs').Random} */ random) {
  const theme = random.pick(THEMES);
  const piece = random.pick(PIECES);
  const ensemble = random.pick(ENSEMBLES);
  switch (kind) {
    case 'audio':
      return {
        name: `${piece} (${ensemble})`,
        caption: `${piece}, played by ${ensemble}`,
        alt: `${piece} played by ${ensemble}`,
      };
    case 'image':
      return {
        name: `${theme} picture`,
        caption: `${theme}: a picture to talk about`,
        alt: `A drawing for the ${theme.toLowerCase()} theme`,
      };
    case 'pdf':
      return { name: `${piece} score`, caption: `${piece}: printable score`, alt: `The score of ${piece}` };
  }
}

/** Accents are dropped and spaces and punctuation become underscores, as Strapi names uploaded files. */
const slugOf = (/** @type {string} */ name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Hard-links `from` to `to`, replacing what a failed earlier run left there; copies across file systems. */
async function linkOrCopy(from, to) {
  await fs.rm(to, { force: true });
  try {
    await fs.link(from, to);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error;
    await fs.copyFile(from, to);
  }
}

/**
 * Creates `counts[kind]` file rows per kind with bulk inserts and returns a pool that hands them out in turn, so
 * each generated page points at files of its own until the pool wraps around.
 *
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {{ counts: Record<MediaKind, number>, demo: DemoMedia, random: import('./random.mjs').Random, onRollback: (cb:
 * () => void) => void }} options
 */
export async function createMediaPool(strapi, { counts, demo, random, onRollback }) {
  const publicDir = strapi.dirs.static.public;
  /** @type {string[]} */
  const linked = [];
  // The rows disappear with the transaction; their files must too.
  onRollback(() => linked.forEach((file) => fs.rm(file, { force: true }).catch(() => {})));

  const now = new Date();
  /** @type {Record<MediaKind, number[]>} */
  const ids = { audio: [], image: [], pdf: [] };
  for (const kind of /** @type {MediaKind[]} */ (['audio', 'image', 'pdf'])) {
    const sources = demo.sources[kind];
    const rows = [];
    for (let index = 0; index < counts[kind]; index += 1) {
      const source = sources[index % sources.length];
      const { name, caption, alt } = describe(kind, random);
      // The index keeps hashes unique; the random part makes them look like Strapi's.
      const hash = `${slugOf(name)}_${index.toString(16).padStart(4, '0')}${random.hex().slice(4)}`;
      /** @type {(from: string, hashOfCopy: string) => Promise<string>} */
      const copy = async (fromUrl, hashOfCopy) => {
        const url = `/uploads/${hashOfCopy}${source.ext}`;
        const target = path.join(publicDir, url);
        await linkOrCopy(path.join(publicDir, fromUrl), target);
        linked.push(target);
        return url;
      };
      const formats = source.formats
        ? Object.fromEntries(
            await Promise.all(
              Object.entries(source.formats).map(async ([format, variant]) => {
                const formatHash = `${format}_${hash}`;
                const url = await copy(variant.url, formatHash);
                return [format, { ...variant, name: `${format}_${name}`, hash: formatHash, url }];
              }),
            ),
          )
        : null;
      rows.push({
        name,
        alternativeText: alt,
        caption,
        width: source.width,
        height: source.height,
        formats,
        hash,
        ext: source.ext,
        mime: source.mime,
        size: source.size,
        url: await copy(source.url, hash),
        previewUrl: null,
        provider: 'local',
        provider_metadata: null,
        folderPath: '/',
        createdAt: now,
        updatedAt: now,
        // As the upload service leaves them: published, no locale.
        publishedAt: now,
        locale: null,
      });
    }
    if (!rows.length) continue;
    await strapi.db.query(FILE_UID).createMany({ data: rows });
    // Read the ids back by hash: what createMany returns depends on the database client.
    const created = await strapi.db
      .query(FILE_UID)
      .findMany({ where: { hash: { $in: rows.map((row) => row.hash) } }, select: ['id', 'hash'] });
    const idByHash = new Map(created.map((file) => [file.hash, file.id]));
    ids[kind] = rows.map((row) => idByHash.get(row.hash));
  }

  /** @type {Record<MediaKind, number>} */
  const handedOut = { audio: 0, image: 0, pdf: 0 };
  return {
    /** The id of the next file of this kind (demo files once the kind has none of its own). */
    next(/** @type {MediaKind} */ kind) {
      const pool = ids[kind].length ? ids[kind] : demo.sources[kind].map((file) => file.id);
      const id = pool[handedOut[kind] % pool.length];
      handedOut[kind] += 1;
      return id;
    },
    /** How many files of each kind were created. */
    counts: { audio: ids.audio.length, image: ids.image.length, pdf: ids.pdf.length },
  };
}

/** @typedef {Awaited<ReturnType<typeof createMediaPool>>} MediaPool */
