/**
 * The shapes of the demo content in src/seed/data/*.json, declared once as zod schemas: the loader
 * (demo-data.ts) checks the files against them and the seed works with the inferred types. Entries name
 * each other by short handles (activity keys, audio page keys, media keys ...) that the seed turns into
 * documents and relations; a handle that names nothing fails the seed loudly (see context.ts).
 */
import { z } from 'zod';

export const AudienceSlug = z.enum(['primary', 'secondary', 'send', 'live']);
export type AudienceSlug = z.infer<typeof AudienceSlug>;
export const CurriculumAudienceSlug = AudienceSlug.exclude(['live']);
export type CurriculumAudienceSlug = z.infer<typeof CurriculumAudienceSlug>;

/** Learning strands by combination_key, in the order the unit builder lists them (it sorts by id). */
export const StrandKey = z.enum(['rhythm', 'pitch', 'listening', 'composing', 'singing', 'performing']);
export type StrandKey = z.infer<typeof StrandKey>;

/** A demo file's key in data/media.json. */
const MediaKey = z.string().min(1);
/** An age group's slug in data/taxonomy.json. */
const AgeGroupSlug = z.string().min(1);
/** A year group's slug in data/taxonomy.json ('reception', 'year-1' ... 'year-13'). */
const YearGroupSlug = z.string().regex(/^(reception|year-([1-9]|1[0-3]))$/);
/** The year groups a programme, unit or lesson is written for. */
const YearGroups = z.array(YearGroupSlug).optional();

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

const ActivityOptionBlueprint = z.strictObject({
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
const SlideBlueprint = z.discriminatedUnion('template', [
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

const ActivityBlueprint = z
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

const LessonEntry = z.union([z.string(), z.strictObject({ divider: z.string() })]);

const LessonBlueprint = z.strictObject({
  title: z.string(),
  pageTitle: z.string().optional(),
  introduction: z.string(),
  // What a teacher plans from on the overview (issue 44): every lesson has both.
  objectives: z.array(z.string().min(1)).min(1),
  vocabulary: z.array(z.strictObject({ term: z.string().min(1), meaning: z.string().min(1) })).min(1),
  activities: z.array(LessonEntry),
  activitiesAbove: z.array(z.string()).optional(),
  activityPool: z.array(z.string()).optional(),
  extensionActivities: z.array(z.string()).optional(),
  combinationKeys: z.array(StrandKey).optional(),
  featured: z.boolean().optional(),
  disableLessonMode: z.boolean().optional(),
  yearGroups: YearGroups,
});
export type LessonBlueprint = z.infer<typeof LessonBlueprint>;

const UnitBlueprint = z.strictObject({
  title: z.string(),
  blurb: z.string(),
  introduction: z.string(),
  lessons: z.array(LessonBlueprint),
  yearGroups: YearGroups,
  performanceItems: z.array(
    z.strictObject({
      title: z.string(),
      blurb: z.string(),
      activity: z.string().optional(),
      section: z.string().optional(),
    }),
  ),
});
export type UnitBlueprint = z.infer<typeof UnitBlueprint>;

const ActivitySectionBlueprint = z.strictObject({
  key: z.string(),
  title: z.string(),
  introduction: z.string(),
  activities: z.array(z.string()),
});

const AudioPageBlueprint = z.strictObject({
  key: z.string(),
  title: z.string(),
  introduction: z.string(),
  score: MediaKey.optional(),
  excerpts: z.array(z.strictObject({ title: z.string(), summary: z.string(), audio: MediaKey })),
});

const AudioCollectionBlueprint = z.strictObject({
  title: z.string(),
  blurb: z.string(),
  score: MediaKey,
  pages: z.array(z.string()),
});

const AtHomeActivityBlueprint = z.strictObject({
  title: z.string(),
  introduction: z.string(),
  time: z.string(),
  music: z.string(),
  equipment: z.string(),
  downloads: z.array(z.strictObject({ title: z.string(), file: MediaKey })),
  blocks: z.array(z.strictObject({ title: z.string(), description: z.string(), media: z.array(MediaKey) })),
});

export const ThemeBlueprint = z.strictObject({
  background: z.string(),
  color: z.string(),
  banner: MediaKey,
  logo: MediaKey.optional(),
  bannerOffset: z.number().optional(),
});
export type ThemeBlueprint = z.infer<typeof ThemeBlueprint>;

const CustomUnitsBlueprint = z.strictObject({
  builderTitle: z.string(),
  builderIntroduction: z.string(),
  requiredStrands: z.number().int(),
  strands: z.array(StrandKey),
  planTitle: z.string(),
  planIntroduction: z.string(),
  lessons: z.array(LessonBlueprint),
});
export type CustomUnitsBlueprint = z.infer<typeof CustomUnitsBlueprint>;

export const ProgrammeBlueprint = z.strictObject({
  slug: z.string(),
  title: z.string(),
  audience: CurriculumAudienceSlug,
  blurb: z.string(),
  introduction: z.string(),
  introductionAtHome: z.string().optional(),
  schemesIntro: z.string(),
  mediaIntroduction: z.string(),
  theme: ThemeBlueprint,
  activities: z.array(ActivityBlueprint),
  activityLibrary: z.strictObject({
    title: z.string(),
    introduction: z.string(),
    sections: z.array(ActivitySectionBlueprint),
  }),
  audioLibrary: z.strictObject({
    title: z.string(),
    introduction: z.string(),
    pages: z.array(AudioPageBlueprint),
    collections: z.array(AudioCollectionBlueprint),
  }),
  atHomeLibrary: z
    .strictObject({ title: z.string(), introduction: z.string(), activities: z.array(AtHomeActivityBlueprint) })
    .optional(),
  units: z.array(UnitBlueprint),
  customUnits: CustomUnitsBlueprint.optional(),
  yearGroups: YearGroups,
});
export type ProgrammeBlueprint = z.infer<typeof ProgrammeBlueprint>;

/** A programme announced on its audience page before its content exists (released: false). */
export const ComingSoonProgrammeBlueprint = ProgrammeBlueprint.pick({
  slug: true,
  title: true,
  audience: true,
  blurb: true,
  introduction: true,
  theme: true,
});
export type ComingSoonProgrammeBlueprint = z.infer<typeof ComingSoonProgrammeBlueprint>;

const FeatureLinkDetails = { title: z.string().optional(), document: MediaKey.optional(), audio: MediaKey.optional() };

export const FeatureBoxBlueprint = z.strictObject({
  title: z.string(),
  blurb: z.string(),
  image: MediaKey.optional(),
  ageGroups: z.array(AgeGroupSlug).optional(),
  linkLabel: z.string().optional(),
  /** Greyed on the audience page and hidden in the header menus. */
  isPreview: z.boolean().optional(),
  /** Where the box leads, exactly one destination named by slug; without a link the box is a dashed placeholder. */
  link: z
    .union([
      z.strictObject({ programme: z.string(), ...FeatureLinkDetails }),
      z.strictObject({ landingPage: z.string(), ...FeatureLinkDetails }),
      z.strictObject({ project: z.string(), ...FeatureLinkDetails }),
      z.strictObject({ liveProgramme: z.string(), ...FeatureLinkDetails }),
    ])
    .optional(),
});
export type FeatureBoxBlueprint = z.infer<typeof FeatureBoxBlueprint>;

export const AudienceBlueprint = z.strictObject({
  title: z.string(),
  menuOrder: z.number().int(),
  subtitle: z.string(),
  introduction: z.string(),
  librariesIntro: z.string(),
  section2Intro: z.string(),
  activityLibraryIntro: z.string(),
  audioLibraryIntro: z.string(),
  theme: z.strictObject({ background: z.string(), color: z.string(), banner: MediaKey }),
  featureBoxes: z.array(FeatureBoxBlueprint),
});
export type AudienceBlueprint = z.infer<typeof AudienceBlueprint>;

export const ProjectBlueprint = z.strictObject({
  slug: z.string(),
  title: z.string(),
  audience: AudienceSlug,
  mainText: z.string(),
  exploreActivitiesTitle: z.string(),
  mainImage: MediaKey,
  /** Activity keys from the programmes. */
  activities: z.array(z.string()),
  documents: z.array(z.strictObject({ title: z.string(), file: MediaKey })),
});

export const LandingPageBlueprint = z.strictObject({
  slug: z.string(),
  title: z.string(),
  mainText: z.string(),
  document: MediaKey,
  audio: MediaKey,
  features: z.array(FeatureBoxBlueprint),
});
export type LandingPageBlueprint = z.infer<typeof LandingPageBlueprint>;

const LivePerformanceBlueprint = z.strictObject({
  title: z.string(),
  slug: z.string(),
  blurb: z.string(),
  thumbnails: z.array(MediaKey),
  active: z.boolean(),
  /** Days from the seed date: the first and last performance. */
  dates: z.tuple([z.number(), z.number()]),
  venues: z.string(),
});

const LiveProductionBlueprint = z.strictObject({
  title: z.string(),
  slug: z.string(),
  blurb: z.string(),
  mainText: z.string(),
  thumbnails: z.array(MediaKey),
  mainImage: MediaKey,
  active: z.boolean(),
  venues: z.string(),
  /** Days from the seed date, deliberately out of order: the booking modal sorts them. */
  bookings: z.array(z.strictObject({ inDays: z.number(), venue: z.string(), bookable: z.boolean() })),
  relatedActivities: z.array(z.string()),
  audioPages: z.array(z.string()),
  documents: z.array(z.strictObject({ title: z.string(), file: MediaKey })),
});

export const LiveProgrammeBlueprint = z.strictObject({
  title: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  mainText: z.string(),
  released: z.boolean(),
  quotations: z.array(z.strictObject({ quotation: z.string(), attribution: z.string() })),
  theme: z.strictObject({ background: z.string(), color: z.string(), banner: MediaKey }),
  performances: z.array(LivePerformanceBlueprint),
  productions: z.array(LiveProductionBlueprint),
});
export type LiveProgrammeBlueprint = z.infer<typeof LiveProgrammeBlueprint>;

const TitledText = z.strictObject({ title: z.string(), description: z.string() });

export const TaxonomyBlueprint = z.strictObject({
  /** Reception to Year 13, in school order. */
  yearGroups: z.array(
    z.strictObject({
      slug: YearGroupSlug,
      title: z.string(),
      keyStage: z.enum(['EYFS', 'KS1', 'KS2', 'KS3', 'KS4', 'KS5']),
    }),
  ),
  /** Age groups by slug, with their titles. */
  ageGroups: z.record(AgeGroupSlug, z.string()),
  learningStrands: z.record(StrandKey, TitledText),
  /** Learning objectives that activities share, one per strand. */
  strandObjectives: z.record(StrandKey, TitledText),
});

const DocumentBlueprint = z.strictObject({ title: z.string(), file: MediaKey });

const Promobox = z.strictObject({
  title: z.string(),
  body: z.string(),
  link_label: z.string().optional(),
  link_url: z.string().optional(),
});

/**
 * The single-type pages, their fields as the content types name them (the home page's audiences and film are added by
 * the seed).
 */
export const PagesBlueprint = z.strictObject({
  home: z.strictObject({
    title: z.string(),
    subtitle: z.string(),
    introduction: z.string(),
    media_introduction: z.string(),
    new_registration_welcome_message: z.string(),
    new_purchase_welcome_message: z.string(),
    new_invitation_welcome_message: z.string(),
    promoboxes: z.array(Promobox),
  }),
  signUpPage: z.strictObject({
    title: z.string(),
    description: z.string(),
    title_free_trial: z.string(),
    introduction_free_trial: z.string(),
    promobox: Promobox,
    sidebar_promobox: Promobox,
  }),
  termsAndConditions: z.strictObject({ title: z.string(), content: z.string() }),
  privacyPolicy: z.strictObject({ title: z.string(), content: z.string() }),
  playlistPage: z.strictObject({ title: z.string(), introduction: z.string() }),
});

export const CpdBlueprint = z.strictObject({
  title: z.string(),
  bodyContent: z.string(),
  liveEventsHeading: z.string(),
  videoSessionsTitle: z.string(),
  documents: z.array(DocumentBlueprint),
  liveEvents: z.array(
    z.strictObject({
      title: z.string(),
      slug: z.string(),
      /** Days from the seed date, so demo events stay upcoming. */
      inDays: z.number().int(),
      venue: z.string(),
      blurb: z.string(),
      mainText: z.string(),
      mainImage: MediaKey,
      session: z.strictObject({
        title: z.string(),
        isRemote: z.boolean(),
        addressLocation: z.string().optional(),
        startEndTime: z.string(),
        link: z.string(),
        linkTitle: z.string(),
        additionalInfo: z.string(),
      }),
      documents: z.array(DocumentBlueprint),
    }),
  ),
  videoSessions: z.array(
    z.strictObject({
      title: z.string(),
      slug: z.string(),
      blurb: z.string(),
      mainText: z.string(),
      mainImage: MediaKey,
      documents: z.array(DocumentBlueprint),
    }),
  ),
});
export type CpdBlueprint = z.infer<typeof CpdBlueprint>;
