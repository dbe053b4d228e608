/**
 * The demo media generator: a seed-time tool, not part of the running product. The seed imports it only when
 * it seeds (so pdf-lib and the ffmpeg binary are dev dependencies) and hands it data/media.json's recipes and
 * data/songs.json's notation.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SongBlueprint } from '../../src/seed/blueprints';
import { lyricsOf, songFiles, type MediaCatalogue, type PrintedSheet } from '../../src/seed/media/catalogue';
import { melodyPerformance, writePerformanceWav } from './audio';
import { writePicture } from './image';
import { writePrintedSheet } from './pdf';
import { notesOfTune, parseTune, scorePng, type TimedNote } from './score';
import { writeFilm } from './video';

export { writePrintedSheet, parseTune, scorePng };

/** A song's printed score: the engraved notation, its words written out, what it is and how to teach it. */
async function writeSongScore(filePath: string, song: SongBlueprint): Promise<void> {
  const lyrics = lyricsOf(song.abc);
  const sheet: PrintedSheet = {
    title: song.name,
    subtitle: song.origin,
    sections: [
      ...(lyrics.length ? [{ heading: 'Words', text: '', items: lyrics.map((line) => ({ text: line })) }] : []),
      { heading: 'About the music', text: song.about },
      { heading: 'Teaching it', text: song.teaching },
    ],
  };
  await writePrintedSheet(filePath, sheet, [await scorePng(song.abc, { staffwidth: 760, density: 2 })]);
}

/** Writes every file of the catalogue and every song's recording and score into the folder, under their fileNames. */
export async function writeDemoMedia(folder: string, catalogue: MediaCatalogue, songs: SongBlueprint[]): Promise<void> {
  const file = (fileName: string) => path.join(folder, fileName);
  // Images render on sharp's thread pool, so start them first and synthesise audio meanwhile.
  const pictures = Promise.all(
    Object.values(catalogue.images).map((image) => writePicture(file(image.fileName), image.picture)),
  );
  const notes: Record<string, TimedNote[]> = {};
  for (const song of songs) {
    notes[song.key] = notesOfTune(song.abc);
    const { recording, score } = songFiles(song);
    await writePerformanceWav(file(recording.fileName), {
      notes: notes[song.key],
      timbre: song.timbre,
      drone: song.drone,
    });
    await writeSongScore(file(score.fileName), song);
  }
  // Films encode in child processes while the rest is written.
  const films = Promise.all(
    Object.values(catalogue.videos).map((video) => {
      const song = songs.find((candidate) => candidate.key === video.film.song);
      if (!song) throw new Error(`Demo seed: the film ${video.fileName} names no song in data/songs.json`);
      return writeFilm(file(video.fileName), video.film, {
        abc: song.abc,
        notes: notes[song.key],
        recording: file(songFiles(song).recording.fileName),
      });
    }),
  );
  for (const audio of Object.values(catalogue.audio))
    await writePerformanceWav(file(audio.fileName), melodyPerformance(audio.melody));
  for (const pdf of Object.values(catalogue.pdfs)) await writePrintedSheet(file(pdf.fileName), pdf.sheet);
  for (const text of Object.values(catalogue.texts)) await fs.writeFile(file(text.fileName), text.text);
  await pictures;
  await films;
}
