/**
 * The shapes of the demo curriculum as written in src/seed/programmes/*: plain data keyed by short handles
 * (activity keys, audio page keys ...) that curriculum.ts turns into documents and relations.
 */
import type { AudioKey, ImageKey, PdfKey } from './media';

export type AudienceSlug = 'primary' | 'secondary' | 'send' | 'live';
export type CurriculumAudienceSlug = Exclude<AudienceSlug, 'live'>;

/** Learning strands by combination_key; custom units are built by picking some of them. */
export type StrandKey = 'rhythm' | 'pitch' | 'listening' | 'composing' | 'singing' | 'performing';

export interface ActivityOptionBlueprint {
  title: string;
  introduction: string;
  introductionPt2?: string;
  time?: string;
}

export interface ActivityBlueprint {
  key: string;
  title: string;
  type: 'Listening' | 'Singing' | 'Composing' | 'Performing';
  /** Empty means none, so the lesson page shows 'Free-flow'. */
  time: string;
  introduction: string;
  lessonSummary: string;
  teachingOption: string;
  strands: StrandKey[];
  audio: AudioKey;
  picture: ImageKey;
  score: PdfKey;
  music: string;
  equipment: string;
  options: [ActivityOptionBlueprint, ActivityOptionBlueprint];
  /** 'every-template' is the one slideshow that shows all ten slide templates; 'none' leaves the activity without slides. */
  slideshow: 'standard' | 'every-template' | 'none';
  /** Keys of activities seeded before this one ('More activities like this'). */
  related?: string[];
}

export type LessonEntry = string | { divider: string };

export interface LessonBlueprint {
  title: string;
  pageTitle?: string;
  introduction: string;
  activities: LessonEntry[];
  activitiesAbove?: string[];
  activityPool?: string[];
  extensionActivities?: string[];
  combinationKeys?: StrandKey[];
  featured?: boolean;
  disableLessonMode?: boolean;
}

export interface PerformanceItemBlueprint {
  title: string;
  blurb: string;
  activity?: string;
  section?: string;
}

export interface UnitBlueprint {
  title: string;
  blurb: string;
  introduction: string;
  lessons: LessonBlueprint[];
  performanceItems: PerformanceItemBlueprint[];
}

export interface ActivitySectionBlueprint {
  key: string;
  title: string;
  introduction: string;
  activities: string[];
}

export interface AudioExcerptBlueprint {
  title: string;
  summary: string;
  audio: AudioKey;
}

export interface AudioPageBlueprint {
  key: string;
  title: string;
  introduction: string;
  score?: PdfKey;
  excerpts: AudioExcerptBlueprint[];
}

export interface AudioCollectionBlueprint {
  title: string;
  blurb: string;
  score: PdfKey;
  pages: string[];
}

export interface AtHomeActivityBlueprint {
  title: string;
  introduction: string;
  time: string;
  music: string;
  equipment: string;
  downloads: { title: string; file: PdfKey | AudioKey }[];
  blocks: { title: string; description: string; media: (ImageKey | AudioKey | PdfKey)[] }[];
}

export interface ThemeBlueprint {
  background: string;
  color: string;
  banner: ImageKey;
  logo?: ImageKey;
  bannerOffset?: number;
}

export interface CustomUnitsBlueprint {
  builderTitle: string;
  builderIntroduction: string;
  requiredStrands: number;
  strands: StrandKey[];
  planTitle: string;
  planIntroduction: string;
  lessons: LessonBlueprint[];
}

export interface ProgrammeBlueprint {
  slug: string;
  title: string;
  audience: CurriculumAudienceSlug;
  blurb: string;
  introduction: string;
  introductionAtHome?: string;
  schemesIntro: string;
  mediaIntroduction: string;
  theme: ThemeBlueprint;
  summaryDocument: PdfKey;
  activities: ActivityBlueprint[];
  activityLibrary: { title: string; introduction: string; sections: ActivitySectionBlueprint[] };
  audioLibrary: {
    title: string;
    introduction: string;
    pages: AudioPageBlueprint[];
    collections: AudioCollectionBlueprint[];
  };
  atHomeLibrary?: { title: string; introduction: string; activities: AtHomeActivityBlueprint[] };
  units: UnitBlueprint[];
  customUnits?: CustomUnitsBlueprint;
}

/** A programme announced on its audience page before its content exists (released: false). */
export interface ComingSoonProgrammeBlueprint {
  slug: string;
  title: string;
  audience: CurriculumAudienceSlug;
  blurb: string;
  introduction: string;
  theme: ThemeBlueprint;
}
