/**
 * The demo media generator: a seed-time tool, not part of the running product. The seed imports it only when
 * it seeds (so pdf-lib and the ffmpeg binary are dev dependencies) and hands it data/media.json's recipes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaCatalogue } from '../../src/seed/media/catalogue';
import { writeMelodyWav } from './audio';
import { writePicture } from './image';
import { writePrintedSheet } from './pdf';
import { writeFilm } from './video';

/** Writes every file of the catalogue into the folder, under its fileName. */
export async function writeDemoMedia(folder: string, catalogue: MediaCatalogue): Promise<void> {
  const file = (fileName: string) => path.join(folder, fileName);
  // Images render on sharp's thread pool, so start them first and synthesise audio meanwhile.
  const pictures = Promise.all(
    Object.values(catalogue.images).map((image) => writePicture(file(image.fileName), image.picture)),
  );
  // Films encode in child processes meanwhile too.
  const films = Promise.all(
    Object.values(catalogue.videos).map((video) => writeFilm(file(video.fileName), video.film)),
  );
  for (const audio of Object.values(catalogue.audio)) await writeMelodyWav(file(audio.fileName), audio.melody);
  for (const pdf of Object.values(catalogue.pdfs)) await writePrintedSheet(file(pdf.fileName), pdf.sheet);
  for (const text of Object.values(catalogue.texts)) await fs.writeFile(file(text.fileName), text.text);
  await pictures;
  await films;
}
