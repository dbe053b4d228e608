/** An activity as data/programmes/*.json write it: its options, its slides, and the song it may teach. */
import { z } from 'zod';
import { MediaKey, StrandKey } from './handles';

/** A song or melody written in ABC notation (data/songs.json): its recording and printed score are made from it. */
export const SongBlueprint = z.strictObject({
  key: z.string(),
  /** The name its recording carries in the Media Library; its score is '{name} score'. */
  name: z.string(),
  /** Composer and dates, or 'Traditional', as printed on the score. */
  origin: z.string(),
  /** ABC notation with its words as w: lines where it is sung. */
  abc: z.string(),
  timbre: z.enum(['flute', 'strings', 'marimba', 'brass', 'bell']),
  /** MIDI pitch of a soft drone under the recording. */
  drone: z.number().optional(),
  /** About the music, printed on the score. */
  about: z.string(),
  /** How to teach it, printed on the score and given to the teacher in the slides' presenter notes. */
  teaching: z.string(),
});
export type SongBlueprint = z.infer<typeof SongBlueprint>;

export const ActivityOptionBlueprint = z.strictObject({
  title: z.string(),
  introduction: z.string(),
  introductionPt2: z.string().optional(),
  time: z.string().optional(),
});
export type ActivityOptionBlueprint = z.infer<typeof ActivityOptionBlueprint>;

/** What a written slide says: its heading, what the class reads, and what the teacher reads in the presenter notes. */
const WrittenSlide = { title: z.string().min(1), text: z.string().min(1), notes: z.string().min(1) };

/**
 * A slide written for its activity (issue 44: no prompt shared with another activity). Pictures and recordings are
 * media keys, defaulting to the activity's own picture and recording.
 */
export const SlideBlueprint = z.discriminatedUnion('template', [
  /** The song's score, its notation and recording from data/songs.json; the notes default to how to teach the song. */
  z.strictObject({ template: z.literal('score'), text: z.string().min(1), notes: z.string().min(1).optional() }),
  z.strictObject({ template: z.literal('image'), ...WrittenSlide, image: MediaKey.optional() }),
  z.strictObject({ template: z.literal('audio'), ...WrittenSlide, audio: MediaKey.optional() }),
  z.strictObject({
    template: z.literal('audio_and_image'),
    ...WrittenSlide,
    image: MediaKey.optional(),
    audio: MediaKey.optional(),
  }),
  z.strictObject({
    template: z.literal('two_columns'),
    ...WrittenSlide,
    secondaryText: z.string().min(1),
    image: MediaKey.optional(),
    secondaryImage: MediaKey.optional(),
  }),
  /** A film: an uploaded one by its media key, else the demo video on the host. */
  z.strictObject({ template: z.literal('video'), ...WrittenSlide, film: z.string().min(1), file: MediaKey.optional() }),
  z.strictObject({
    template: z.literal('audiocards'),
    ...WrittenSlide,
    cards: z
      .array(z.strictObject({ title: z.string().min(1), image: MediaKey, audio: MediaKey }))
      .min(2)
      .max(3),
  }),
]);
export type SlideBlueprint = z.infer<typeof SlideBlueprint>;

export const ActivityBlueprint = z
  .strictObject({
    key: z.string(),
    title: z.string(),
    type: z.enum(['Listening', 'Singing', 'Composing', 'Performing']),
    /** Empty means none, so the lesson page shows 'Free-flow'. */
    time: z.string(),
    introduction: z.string(),
    lessonSummary: z.string(),
    teachingOption: z.string(),
    strands: z.array(StrandKey),
    audio: MediaKey,
    picture: MediaKey,
    /** The song it teaches (data/songs.json): the activity gets its notation, a score slide and the printed score. */
    song: z.string().optional(),
    /**
     * A printed worksheet from data/media.json; without one (and without a song) a worksheet is made from the activity.
     */
    worksheet: MediaKey.optional(),
    /** What the pupils read on the first slide; the rest of the activity's text is for the teacher. */
    forPupils: z.string(),
    music: z.string(),
    equipment: z.string(),
    options: z.tuple([ActivityOptionBlueprint, ActivityOptionBlueprint]),
    /**
     * 'standard' is a slide of the activity's title, forPupils and picture, then its `slides`; 'every-template' is the
     * one slideshow that shows all ten slide templates; 'none' leaves the activity without slides.
     */
    slideshow: z.enum(['standard', 'every-template', 'none']),
    /**
     * The standard slideshow's slides after the first, written for this activity; a song's activity has its score among
     * them.
     */
    slides: z.array(SlideBlueprint).optional(),
    /** Keys of activities seeded before this one ('More activities like this'). */
    related: z.array(z.string()).optional(),
  })
  .superRefine((activity, issues) => {
    const scores = (activity.slides ?? []).filter((slide) => slide.template === 'score').length;
    if (activity.slideshow === 'standard' && !activity.slides?.length)
      issues.addIssue({ code: 'custom', path: ['slides'], message: 'a standard slideshow needs its written slides' });
    if (activity.slideshow !== 'standard' && activity.slides)
      issues.addIssue({
        code: 'custom',
        path: ['slides'],
        message: `a '${activity.slideshow}' slideshow takes no slides`,
      });
    if (activity.slideshow === 'standard' && scores !== (activity.song ? 1 : 0))
      issues.addIssue({
        code: 'custom',
        path: ['slides'],
        message: activity.song ? 'a song needs one score slide' : 'a score slide needs the activity to name its song',
      });
  });
export type ActivityBlueprint = z.infer<typeof ActivityBlueprint>;
