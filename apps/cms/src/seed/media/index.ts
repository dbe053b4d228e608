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
      const pictures = await Promise.all(scores.map(engrave));
      await writePrintedSheet(path.join(sheetFolder, file.fileName), sheet, pictures);
      return (await uploadFile(strapi, sheetFolder, file)).id;
    } finally {
      await fs.rm(sheetFolder, { recursive: true, force: true });
    }
  };
  try {
    await writeDemoMedia(folder, DEMO_MEDIA, DEMO_SONGS);
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
