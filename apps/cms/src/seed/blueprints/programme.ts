/**
 * A programme as data/programmes/*.json write it: its units and lessons, its libraries (activities, audio, at home),
 * its theme and the custom units' builder; and a programme announced before its content exists.
 */
import { z } from 'zod';
import { ActivityBlueprint } from './activity';
import { CurriculumAudienceSlug, MediaKey, StrandKey, YearGroups } from './handles';

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
