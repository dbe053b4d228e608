import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { DEMO_MEDIA, DEMO_SONGS } from '../demo-data';
import { songFiles, type Described, type PrintedSheet } from './catalogue';

/** What a seeded entry needs to point at an uploaded file. */
export interface UploadedFile {
  id: number;
  name: string;
}

/** Every uploaded demo file by its key in data/media.json; the keys are unique across kinds. */
export type DemoMedia = Record<string, UploadedFile>;

const MIME_TYPES: Record<string, string> = {
  '.wav': 'audio/wav',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.webm': 'video/webm',
};

async function uploadFile(strapi: Core.Strapi, folder: string, file: Described): Promise<UploadedFile> {
  const filepath = path.join(folder, file.fileName);
  const { size } = await fs.stat(filepath);
  const [uploaded] = (await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: file.name, alternativeText: file.alternativeText, caption: file.caption } },
      files: { filepath, originalFilename: file.fileName, mimetype: MIME_TYPES[path.extname(file.fileName)], size },
    })) as { id: number; name: string }[];
  return { id: uploaded.id, name: uploaded.name };
}

async function uploadAll(
  strapi: Core.Strapi,
  folder: string,
  catalogue: Record<string, Described>,
): Promise<Record<string, UploadedFile>> {
  const uploaded: Record<string, UploadedFile> = {};
  // One at a time: SQLite takes a single writer, and order keeps the Media Library tidy.
  for (const [key, file] of Object.entries(catalogue)) uploaded[key] = await uploadFile(strapi, folder, file);
  return uploaded;
}

/** Where the generator's source lies (scripts/seed-media: .ts beside the sources, .js in the build). */
const GENERATOR_DIR = path.resolve(__dirname, '../../../scripts/seed-media');

/**
 * Generated files are kept by what makes them (the generator's source and the notation, text or sheet they come
 * from), so a second seed — the next test pass, `npm start` after the tests — copies them instead of synthesising,
 * engraving and encoding again. `product.seedMediaCacheDir` (SEED_MEDIA_CACHE_DIR) moves the cache; `off` turns it off.
 */
const DEFAULT_CACHE_DIR = path.resolve(process.cwd(), 'node_modules/.cache/seed-media');

let generatorHash: Promise<string> | undefined;
async function cacheKey(...inputs: unknown[]): Promise<string> {
  generatorHash ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const name of (await fs.readdir(GENERATOR_DIR)).sort()) {
      hash.update(name).update(await fs.readFile(path.join(GENERATOR_DIR, name)));
    }
    return hash.digest('hex');
  })();
  return crypto
    .createHash('sha256')
    .update(await generatorHash)
    .update(JSON.stringify(inputs))
    .digest('hex');
}

/**
 * Fills `folder` with what `generate` writes there, from the cache when it holds that key; otherwise generates and
 * keeps a copy (written aside, then renamed: two seeds at once never see half an entry).
 */
export async function cachedInto(
  cacheDir: string,
  folder: string,
  key: string,
  generate: () => Promise<void>,
): Promise<void> {
  if (cacheDir === 'off') return generate();
  const entry = path.join(cacheDir, key);
  try {
    await fs.cp(entry, folder, { recursive: true });
    return;
  } catch {
    // not cached yet
  }
  await generate();
  try {
    await fs.mkdir(cacheDir, { recursive: true });
    const aside = await fs.mkdtemp(path.join(cacheDir, '.writing-'));
    await fs.cp(folder, aside, { recursive: true });
    await fs.rename(aside, entry).catch(() => fs.rm(aside, { recursive: true, force: true }));
  } catch {
    // A cache that cannot be written only costs the next seed its time.
  }
}

/** Loaded only when seeding: the generator's libraries (pdf-lib, the ffmpeg binary) are dev dependencies. */
async function importMediaGenerator(): Promise<typeof import('../../../scripts/seed-media')> {
  try {
    return await import('../../../scripts/seed-media');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Demo seed: the media generator (scripts/seed-media) needs the dev dependencies: install them (npm ci) or set SEED_DEMO_CONTENT=false (${reason})`,
    );
  }
}

/**
 * Prints a sheet made from seeded content (a lesson plan, a worksheet ...), with the score of each ABC notation in
 * `scores` engraved under its title, and uploads it: returns its Media Library id.
 */
export type SheetPrinter = (file: Described, sheet: PrintedSheet, scores?: string[]) => Promise<number>;

/** The song files by media key: each song's recording under its key, its score under '{key}Score'. */
const songCatalogues = () => ({
  recordings: Object.fromEntries(DEMO_SONGS.map((song) => [song.key, songFiles(song).recording])),
  scores: Object.fromEntries(DEMO_SONGS.map((song) => [`${song.key}Score`, songFiles(song).score])),
});

/**
 * Generates every demo file in a temporary folder with the seed-time tool scripts/seed-media and uploads it to
 * the Media Library; answers the files by key and a printer for the sheets made from the content as it is seeded.
 */
export async function uploadDemoMedia(strapi: Core.Strapi): Promise<{ media: DemoMedia; print: SheetPrinter }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'classroom-seed-'));
  const cacheDir = strapi.config.get<string>('product.seedMediaCacheDir', '') || DEFAULT_CACHE_DIR;
  const { writeDemoMedia, writePrintedSheet, scorePng } = await importMediaGenerator();
  const printed = new Set<string>();
  // A song taught in several lessons is engraved once for all their plans.
  const engraved = new Map<string, ReturnType<typeof scorePng>>();
  const engrave = (abc: string) => {
    if (!engraved.has(abc)) engraved.set(abc, scorePng(abc, { staffwidth: 760, density: 2 }));
    return engraved.get(abc)!;
  };
  const print: SheetPrinter = async (file, sheet, scores = []) => {
    // Every generated sheet is a file of its own: two with one file name would be one document under two titles.
    if (printed.has(file.fileName)) throw new Error(`Demo seed: ${file.fileName} is printed twice`);
    printed.add(file.fileName);
    const sheetFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'classroom-sheet-'));
    try {
      await cachedInto(cacheDir, sheetFolder, await cacheKey('sheet', file.fileName, sheet, scores), async () => {
        const pictures = await Promise.all(scores.map(engrave));
        await writePrintedSheet(path.join(sheetFolder, file.fileName), sheet, pictures);
      });
      return (await uploadFile(strapi, sheetFolder, file)).id;
    } finally {
      await fs.rm(sheetFolder, { recursive: true, force: true });
    }
  };
  try {
    await cachedInto(cacheDir, folder, await cacheKey('media', DEMO_MEDIA, DEMO_SONGS), () =>
      writeDemoMedia(folder, DEMO_MEDIA, DEMO_SONGS),
    );
    const songs = songCatalogues();
    const media = {
      ...(await uploadAll(strapi, folder, songs.recordings)),
      ...(await uploadAll(strapi, folder, DEMO_MEDIA.audio)),
      ...(await uploadAll(strapi, folder, DEMO_MEDIA.images)),
      ...(await uploadAll(strapi, folder, songs.scores)),
      ...(await uploadAll(strapi, folder, DEMO_MEDIA.pdfs)),
      ...(await uploadAll(strapi, folder, DEMO_MEDIA.texts)),
      ...(await uploadAll(strapi, folder, DEMO_MEDIA.videos)),
    };
    return { media, print };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
