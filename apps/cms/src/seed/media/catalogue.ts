/**
 * The shapes of data/media.json: every demo file the seed uploads, what it is called in the Media Library and
 * the recipe scripts/seed-media follows to make it. Nothing is downloaded; audio is synthesised, images drawn,
 * PDFs printed and films encoded by code.
 */
import { z } from 'zod';
import type { SongBlueprint } from '../blueprints';

const Described = z.strictObject({
  fileName: z.string(),
  name: z.string(),
  alternativeText: z.string(),
  caption: z.string(),
});
export type Described = z.infer<typeof Described>;

/** A note as [MIDI pitch, length in beats]; a pitch of null is a rest. */
const Note = z.tuple([z.number().nullable(), z.number()]);
export type Note = z.infer<typeof Note>;

const Melody = z.strictObject({
  notes: z.array(Note),
  beatsPerMinute: z.number(),
  timbre: z.enum(['flute', 'strings', 'marimba', 'brass', 'bell']),
  /** MIDI pitch of a soft drone under the tune, e.g. the tonic an octave or two down. */
  drone: z.number().optional(),
  /** Adds a quiet click on every beat, for pulse and rhythm activities. */
  beatClick: z.boolean().optional(),
  /** The tune repeats until at least this many seconds have been written. */
  minimumSeconds: z.number(),
});
export type Melody = z.infer<typeof Melody>;
export type Timbre = Melody['timbre'];

const Picture = z.strictObject({
  title: z.string(),
  subtitle: z.string().optional(),
  /**
   * A pattern across the picture (staff ... badge), or an illustration on its right
   * (scripts/seed-media/illustrations.ts).
   */
  motif: z.string(),
  background: z.string(),
  accent: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['png', 'jpeg']),
});
export type Picture = z.infer<typeof Picture>;

const PrintedSheet = z.strictObject({
  title: z.string(),
  subtitle: z.string(),
  sections: z.array(
    z.strictObject({
      heading: z.string(),
      text: z.string(),
      /** Printed one a line in bold, each with its detail in small print beneath. */
      items: z.array(z.strictObject({ text: z.string(), detail: z.string().optional() })).optional(),
    }),
  ),
  /** An empty grid to compose in: one row per sound, one column per beat, over `bars` bars of four beats. */
  rhythmGrid: z.strictObject({ rows: z.array(z.string()), bars: z.number().int() }).optional(),
  /**
   * A table to fill in, e.g. an assessment grid: the headings are printed, `blankRows` rows left blank, the key
   * beneath.
   */
  table: z
    .strictObject({
      firstColumn: z.string(),
      columns: z.array(z.string()),
      blankRows: z.number().int(),
      key: z.string(),
    })
    .optional(),
  /** Drawn as a score on staves after the text; its pitches are MIDI numbers around the treble staff. */
  melody: z.array(Note).optional(),
  /** Sections after this index start on a second page. */
  pageBreakAfter: z.number().int().optional(),
});
export type PrintedSheet = z.infer<typeof PrintedSheet>;

/** A short demo film of a song from data/songs.json: its score scrolling with its recording, as WebM (VP8 + Vorbis). */
const Film = z.strictObject({
  /** The song's key in data/songs.json. */
  song: z.string(),
  /** 'score' scrolls the engraved score; 'piano-roll' shows each note as a bar lighting up as it sounds. */
  view: z.enum(['score', 'piano-roll']),
  seconds: z.number(),
});
export type Film = z.infer<typeof Film>;

/** Keys are unique across kinds: content names a file by its key alone. */
export const MediaCatalogue = z.strictObject({
  audio: z.record(z.string(), Described.extend({ melody: Melody })),
  images: z.record(z.string(), Described.extend({ picture: Picture })),
  pdfs: z.record(z.string(), Described.extend({ sheet: PrintedSheet })),
  texts: z.record(z.string(), Described.extend({ text: z.string() })),
  /**
   * Two "camera angles" of one performance (same length, so a two-video slide can keep them in step), and a third film.
   */
  videos: z.record(z.string(), Described.extend({ film: Film })),
});
export type MediaCatalogue = z.infer<typeof MediaCatalogue>;

const fileStem = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The two files every song gets: its recording (under the song's key) and its printed score ('{key}Score'). */
export function songFiles(song: SongBlueprint): { recording: Described; score: Described } {
  return {
    recording: {
      fileName: `${fileStem(song.key)}.wav`,
      name: song.name,
      alternativeText: `A recording of ${song.name}, played from its score`,
      caption: `${song.name}: the tune as written in the score`,
    },
    score: {
      fileName: `${fileStem(song.key)}-score.pdf`,
      name: `${song.name} score`,
      alternativeText: `The score of ${song.name}${song.abc.includes('\nw:') ? ' with its words' : ''}`,
      caption: `${song.name}: melody line and teaching notes`,
    },
  };
}

/** The words of a song as sung, one line per w: line, without the hyphens that split syllables. */
export const lyricsOf = (abc: string): string[] =>
  abc
    .split('\n')
    .filter((line) => line.startsWith('w:'))
    .map((line) => line.slice(2).replace(/-/g, '').replace(/_/g, '').replace(/\s+/g, ' ').trim());
