import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { writeMelodyWav } from './audio';
import { AUDIO, IMAGES, PDFS, TEXTS, VIDEOS, type Described, type MediaKey } from './catalogue';
import { writePicture } from './image';
import { writePrintedSheet } from './pdf';
import { writeFilm } from './video';

export type { AudioKey, ImageKey, MediaKey, PdfKey, TextKey, VideoKey } from './catalogue';

/** What a seeded entry needs to point at an uploaded file. */
export interface UploadedFile {
  id: number;
  name: string;
}

/** Every uploaded demo file by its key; the keys are unique across kinds. */
export type DemoMedia = Record<MediaKey, UploadedFile>;

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

async function uploadAll<K extends string, T extends Described>(
  strapi: Core.Strapi,
  folder: string,
  catalogue: Record<K, T>,
): Promise<Record<K, UploadedFile>> {
  const uploaded = {} as Record<K, UploadedFile>;
  // One at a time: SQLite takes a single writer, and order keeps the Media Library tidy.
  for (const key of Object.keys(catalogue) as K[]) uploaded[key] = await uploadFile(strapi, folder, catalogue[key]);
  return uploaded;
}

/**
 * Generates every demo file (synthesised audio, drawn images, printed PDFs, a text file) in a
 * temporary folder and uploads it to the Media Library. Nothing is downloaded.
 */
export async function uploadDemoMedia(strapi: Core.Strapi): Promise<DemoMedia> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'classroom-seed-'));
  try {
    // Images render on sharp's thread pool, so start them first and synthesise audio meanwhile.
    const pictures = Promise.all(
      Object.values(IMAGES).map((image) => writePicture(path.join(folder, image.fileName), image.picture)),
    );
    // Films encode in child processes meanwhile too.
    const films = Promise.all(
      Object.values(VIDEOS).map((video) => writeFilm(path.join(folder, video.fileName), video.film)),
    );
    for (const audio of Object.values(AUDIO)) {
      await writeMelodyWav(path.join(folder, audio.fileName), audio.melody);
    }
    for (const pdf of Object.values(PDFS)) await writePrintedSheet(path.join(folder, pdf.fileName), pdf.sheet);
    for (const text of Object.values(TEXTS)) await fs.writeFile(path.join(folder, text.fileName), text.text);
    await pictures;
    await films;

    return {
      ...(await uploadAll(strapi, folder, AUDIO)),
      ...(await uploadAll(strapi, folder, IMAGES)),
      ...(await uploadAll(strapi, folder, PDFS)),
      ...(await uploadAll(strapi, folder, TEXTS)),
      ...(await uploadAll(strapi, folder, VIDEOS)),
    };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
