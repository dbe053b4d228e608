/**
 * The shapes of data/media.json: every demo file the seed uploads, what it is called in the Media Library and
 * the recipe scripts/seed-media follows to make it. Nothing is downloaded; audio is synthesised, images drawn,
 * PDFs printed and films encoded by code.
 */
import { z } from 'zod';

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
  motif: z.enum(['staff', 'notes', 'waves', 'drum', 'keyboard', 'stage', 'orchestra', 'badge']),
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
  sections: z.array(z.strictObject({ heading: z.string(), text: z.string() })),
  /** Drawn as a score on staves after the text; its pitches are MIDI numbers around the treble staff. */
  melody: z.array(Note).optional(),
  /** Sections after this index start on a second page. */
  pageBreakAfter: z.number().int().optional(),
});
export type PrintedSheet = z.infer<typeof PrintedSheet>;

/** A short demo film: a moving test picture from one "camera angle", with a tone, as WebM (VP8 + Vorbis). */
const Film = z.strictObject({
  /** ffmpeg's built-in test sources stand in for camera angles. */
  picture: z.enum(['testsrc2', 'smptehdbars', 'rgbtestsrc']),
  toneHz: z.number(),
  seconds: z.number(),
});
export type Film = z.infer<typeof Film>;

/** Keys are unique across kinds: content names a file by its key alone. */
export const MediaCatalogue = z.strictObject({
  audio: z.record(z.string(), Described.extend({ melody: Melody })),
  images: z.record(z.string(), Described.extend({ picture: Picture })),
  pdfs: z.record(z.string(), Described.extend({ sheet: PrintedSheet })),
  texts: z.record(z.string(), Described.extend({ text: z.string() })),
  /** Two "camera angles" of one performance (same length, so a two-video slide can keep them in step), and a third film. */
  videos: z.record(z.string(), Described.extend({ film: Film })),
});
export type MediaCatalogue = z.infer<typeof MediaCatalogue>;
