import type {
  ActivityLibraryQuery,
  ActivityOptionFieldsFragment,
  ActivityPageQuery,
  AudioCollectionFieldsFragment,
  AudioLibraryIndexFieldsFragment,
  AudioPageFieldsFragment,
  LessonOverviewActivityFieldsFragment,
  SchemeLessonsQueryQuery,
  SchemesQueryQuery,
  Enum_Yeargroup_Key_Stage,
} from '../gql/graphql';

/**
 * CMS-shaped answers for the curriculum screens (units, lessons, activities, libraries), typed by the generated
 * operation types. Ids are short and readable; component ids start high so they never collide in Apollo's cache.
 */

let nextId = 50_000;
const componentId = () => String((nextId += 1));

export const primaryProgramme = {
  __typename: 'Programme' as const,
  documentId: 'prog-mf',
  title: 'Music Foundations',
  audience: { __typename: 'Audience' as const, documentId: 'aud-primary', title: 'Primary' },
};

function file(documentId: string, name: string, mime: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'UploadFile' as const,
    documentId,
    name,
    url: `/uploads/${documentId}`,
    ext: `.${name.split('.').pop()}`,
    mime,
    caption: null,
    alternativeText: null,
    width: null,
    height: null,
    formats: null,
    size: 12,
    previewUrl: null,
    ...extra,
  };
}

function document(title: string | null, withFile = true) {
  return {
    __typename: 'ComponentSharedDocument' as const,
    id: componentId(),
    title,
    file: withFile
      ? {
          __typename: 'UploadFile' as const,
          documentId: `doc-${componentId()}`,
          url: '/uploads/x.pdf',
          name: 'x.pdf',
          ext: '.pdf',
          mime: 'application/pdf',
          caption: null,
        }
      : null,
  };
}

/** An activity card's fields, as the activity library and the unit page select them. */
export function lessonActivity(
  documentId: string,
  title: string,
  overrides: Partial<Omit<LessonOverviewActivityFieldsFragment, '__typename'>> = {},
) {
  return {
    __typename: 'ActivityPage' as const,
    documentId,
    title,
    time: '10 mins' as string | null,
    type: 'Singing' as string | null,
    lesson_summary: `${title} summary.` as string | null,
    teaching_option: null as string | null,
    ...overrides,
  };
}

/** The same card as the CMS's lessonOverview answers it. */
function overviewActivity(
  documentId: string,
  title: string,
  overrides: Partial<Omit<LessonOverviewActivityFieldsFragment, '__typename'>> = {},
): LessonOverviewActivityFieldsFragment {
  return {
    activity_slideshow: null,
    ...lessonActivity(documentId, title, overrides),
    __typename: 'LessonOverviewActivity',
  };
}

/** An activity's lesson-mode slides as lessonOverview answers them; `[title, included?]` each. */
export function overviewSlideshow(
  ...slides: [string, boolean?][]
): LessonOverviewActivityFieldsFragment['activity_slideshow'] {
  return {
    __typename: 'LessonOverviewSlideshow',
    documentId: `slideshow-${componentId()}`,
    activity_slides: slides.map(([title, included = true], index) => ({
      __typename: 'LessonOverviewSlide',
      id: componentId(),
      title,
      include_in_lesson: included,
      main_image:
        index === 0
          ? {
              __typename: 'UploadFile',
              url: `/uploads/${title.toLowerCase().replace(/\W+/g, '-')}.png`,
              alternativeText: title,
              formats: null,
            }
          : null,
    })),
  };
}

function overviewDocument(title: string | null, withFile = true) {
  const { id, file } = document(title, withFile);
  return {
    __typename: 'LessonOverviewDocument' as const,
    id,
    title,
    file,
  };
}

/** A year group as the CMS seeds it (issue #28): Year 1 and 2 are KS1. */
const yearGroup = (year: number) => ({
  __typename: 'YearGroup' as const,
  title: year === 0 ? 'Reception' : `Year ${year}`,
  order: year,
  key_stage: (year === 0 ? 'EYFS' : year <= 2 ? 'KS1' : year <= 6 ? 'KS2' : 'KS3') as Enum_Yeargroup_Key_Stage,
});

export function unitPage(overrides: Partial<NonNullable<SchemesQueryQuery['scheme']>> = {}): SchemesQueryQuery {
  return {
    scheme: {
      __typename: 'Scheme',
      documentId: 'unit-1',
      title: 'Pulse and Rhythm',
      introduction: 'Find the **beat**.',
      year_groups: [yearGroup(1), yearGroup(2)],
      documents: [document('Unit overview'), document(null), document('No file yet', false)],
      lessons: [
        {
          __typename: 'Lesson',
          documentId: 'lesson-1',
          title: 'Finding the Pulse',
          introduction: 'March and tap.',
          year_groups: [yearGroup(1), yearGroup(2)],
        },
        {
          __typename: 'Lesson',
          documentId: 'lesson-2',
          title: 'Patterns in Time',
          introduction: null,
          year_groups: [],
        },
      ],
      scheme_library: { __typename: 'ActivityLibrary', documentId: 'lib-1' },
      performance_items: [
        {
          __typename: 'ComponentUnitPerformanceItem',
          id: componentId(),
          title: 'Class rhythm performance',
          blurb: 'Perform to another class.',
          activity: { __typename: 'ActivityPage', documentId: 'act-rhythm', title: 'Rhythm Grids' },
          activity_section: null,
        },
        {
          __typename: 'ComponentUnitPerformanceItem',
          id: componentId(),
          title: 'Warm-ups to revisit',
          blurb: null,
          activity: null,
          activity_section: {
            __typename: 'ActivitySection',
            documentId: 'sec-warm',
            title: 'Warm-ups',
            activity_library: { __typename: 'ActivityLibrary', documentId: 'lib-1' },
          },
        },
      ],
      ...overrides,
    },
    programmes: [primaryProgramme],
  };
}

type LessonData = NonNullable<SchemeLessonsQueryQuery['lessonOverview']['lesson']>;

export const overviewProgramme = {
  __typename: 'LessonOverviewProgramme' as const,
  documentId: primaryProgramme.documentId,
  title: primaryProgramme.title,
  audience: { ...primaryProgramme.audience, __typename: 'LessonOverviewAudience' as const },
};

export function lessonPage(overrides: Partial<LessonData> = {}): SchemeLessonsQueryQuery {
  return {
    lessonOverview: {
      __typename: 'LessonOverview',
      lesson: {
        __typename: 'LessonOverviewLesson',
        documentId: 'lesson-1',
        title: 'Finding the Pulse',
        page_title: null,
        introduction: 'Pupils march and sing.',
        disable_lesson_mode: false,
        learning_objectives: [
          { __typename: 'LessonOverviewObjective', id: componentId(), text: 'Find and keep a steady pulse.' },
          { __typename: 'LessonOverviewObjective', id: componentId(), text: 'Sing back an echo in tune.' },
        ],
        key_vocabulary: [
          {
            __typename: 'LessonOverviewVocabularyTerm',
            id: componentId(),
            term: 'pulse',
            meaning: 'The steady beat that keeps going through the music.',
          },
          {
            __typename: 'LessonOverviewVocabularyTerm',
            id: componentId(),
            term: 'echo',
            meaning: 'Singing back exactly what you hear.',
          },
        ],
        year_groups: [{ ...yearGroup(2), __typename: 'LessonOverviewYearGroup' }],
        documents: [overviewDocument('Lesson plan'), overviewDocument('Assessment grid', false)],
        activities_above: [overviewActivity('act-above', 'Stretch and Breathe', { time: null, type: 'Warm-up' })],
        activity_pool: [
          overviewActivity('act-pool-rhythm', 'Rhythm Pool'),
          overviewActivity('act-pool-pitch', 'Pitch Pool'),
        ],
        activities: [
          {
            __typename: 'LessonOverviewEntry',
            id: componentId(),
            section_divider: true,
            title: 'Warm-up',
            activity: null,
          },
          {
            __typename: 'LessonOverviewEntry',
            id: componentId(),
            section_divider: false,
            title: null,
            activity: overviewActivity('act-march', 'Marching to the Pulse', {
              teaching_option: 'Stand in a **circle**.',
              activity_slideshow: overviewSlideshow(['March on the spot'], ['Teacher notes', false], ['Pass the beat']),
            }),
          },
          {
            __typename: 'LessonOverviewEntry',
            id: componentId(),
            section_divider: true,
            title: 'Main activity',
            activity: null,
          },
          {
            __typename: 'LessonOverviewEntry',
            id: componentId(),
            section_divider: false,
            title: null,
            activity: overviewActivity('act-echo', 'The Echo Song', {
              time: '15 mins',
              activity_slideshow: overviewSlideshow(['Listen to the echo']),
            }),
          },
        ],
        extensionactivities: [overviewActivity('act-rhythm', 'Rhythm Grid Compositions', { type: 'Composing' })],
        ...overrides,
      },
      scheme: {
        __typename: 'LessonOverviewScheme',
        documentId: 'unit-1',
        title: 'Pulse and Rhythm',
        lessons: [
          { __typename: 'LessonOverviewUnitLesson', documentId: 'lesson-1', title: 'Finding the Pulse' },
          { __typename: 'LessonOverviewUnitLesson', documentId: 'lesson-2', title: 'Patterns in Time' },
        ],
        scheme_library: { __typename: 'LessonOverviewLink', documentId: 'lib-1' },
        activity_sections: [
          {
            __typename: 'LessonOverviewSection',
            documentId: 'sec-warm',
            activity_library: { __typename: 'LessonOverviewLink', documentId: 'lib-1' },
            activities: [{ __typename: 'LessonOverviewLink', documentId: 'act-march' }],
          },
        ],
      },
      programme: overviewProgramme,
    },
  };
}

type DeliveryData = NonNullable<NonNullable<ActivityOptionFieldsFragment['delivery_option']>[number]>;

function delivery(
  id: string,
  title: string,
  details: { title: string; media: ReturnType<typeof file>[] }[],
): DeliveryData {
  return {
    __typename: 'ComponentActivityDeliveryOption',
    id,
    title,
    activity_detail: details.map((detail) => ({
      __typename: 'ComponentActivityActivityDetail',
      id: componentId(),
      title: detail.title,
      description: `${detail.title} description.`,
      media: detail.media,
    })),
  };
}

function activityOption(documentId: string, title: string, deliveries: DeliveryData[]): ActivityOptionFieldsFragment {
  return {
    __typename: 'ActivityOption',
    documentId,
    title,
    introduction: `${title} introduction.`,
    introduction_pt2: null,
    time: null,
    music: `${title} music`,
    equipment: `${title} equipment`,
    documents: [document(`${title} score`), document(null)],
    learning_objectives: [
      {
        __typename: 'ComponentActivityLearningObjective',
        id: componentId(),
        title: 'Keep a steady pulse',
        description: 'Pupils tap the beat.',
        audience: { __typename: 'Audience', documentId: 'aud-primary', slug: 'primary' },
      },
      {
        __typename: 'ComponentActivityLearningObjective',
        id: componentId(),
        title: 'Secondary-only objective',
        description: null,
        audience: { __typename: 'Audience', documentId: 'aud-secondary', slug: 'secondary' },
      },
    ],
    delivery_option: deliveries,
  };
}

export function activityPage(overrides: Partial<ActivityPageQuery> = {}): ActivityPageQuery {
  return {
    activityPage: {
      __typename: 'ActivityPage',
      documentId: 'act-march',
      title: 'Marching to the Pulse',
      time: null,
      type: 'Performing',
      introduction: 'The pulse is the heartbeat of music.',
      notation: null,
      activity_slideshow: { __typename: 'ActivitySlideshow', documentId: 'show-1' },
      relatedActivities: [
        {
          __typename: 'ActivityPage',
          documentId: 'act-echo',
          title: 'The Echo Song',
          type: 'Singing',
          lesson_summary: null,
        },
      ],
      activityOptions: [
        activityOption('opt-1', 'March and tap', [
          delivery('101', 'Teacher-led', [
            {
              title: 'Listen together',
              media: [file('f-audio', 'pulse.wav', 'audio/wav', { caption: 'Pulse Warm-up' })],
            },
            { title: 'Score', media: [file('f-pdf', 'score.pdf', 'application/pdf')] },
          ]),
          delivery('102', 'With the resources', [
            {
              title: 'Picture prompt',
              media: [
                file('f-image', 'drums.png', 'image/png', { alternativeText: 'Drums on a stage' }),
                file('f-text', 'notes.txt', 'text/plain'),
              ],
            },
          ]),
        ]),
        activityOption('opt-2', 'Pass the beat', [
          delivery('201', 'In small groups', [{ title: 'Circle game', media: [] }]),
        ]),
      ],
    },
    lesson: {
      __typename: 'Lesson',
      documentId: 'lesson-1',
      title: 'Finding the Pulse',
      activities_above: [],
      activity_pool: [],
      activities: [
        {
          __typename: 'ComponentLessonActivityEntry',
          id: componentId(),
          section_divider: false,
          title: null,
          activity: { __typename: 'ActivityPage', documentId: 'act-march', title: 'Marching to the Pulse' },
        },
        {
          __typename: 'ComponentLessonActivityEntry',
          id: componentId(),
          section_divider: false,
          title: null,
          activity: { __typename: 'ActivityPage', documentId: 'act-echo', title: 'The Echo Song' },
        },
      ],
    },
    scheme: { __typename: 'Scheme', documentId: 'unit-1', title: 'Pulse and Rhythm' },
    programmes: [primaryProgramme],
    ...overrides,
  };
}

export function activityLibrary(): ActivityLibraryQuery {
  const section = (documentId: string, title: string, activities: string[]) => ({
    __typename: 'ActivitySection' as const,
    documentId,
    title,
    activities: activities.map((id) => ({ __typename: 'ActivityPage' as const, documentId: id })),
  });
  return {
    activityLibrary: {
      __typename: 'ActivityLibrary',
      documentId: 'lib-1',
      title: 'Music Foundations Activity Library',
      introduction: 'Every activity, grouped.',
      activity_section: [
        section('sec-warm', 'Warm-ups', ['act-march', 'act-echo']),
        section('sec-listen', 'Listening', ['act-high']),
        section('sec-perform', 'Performing', []),
      ],
    },
    programmes: [primaryProgramme],
  };
}

export function audioPageData(
  documentId: string,
  title: string,
  overrides: Partial<AudioPageFieldsFragment> = {},
): AudioPageFieldsFragment {
  return {
    __typename: 'AudioPage',
    documentId,
    title,
    introduction: `${title} introduction.`,
    Score: {
      __typename: 'UploadFile',
      documentId: `score-${documentId}`,
      url: '/uploads/score.pdf',
      name: 'score.pdf',
      ext: '.pdf',
      mime: 'application/pdf',
      caption: null,
    },
    audio_excerpts: [
      {
        __typename: 'ComponentAudioAudioExcerpt',
        id: componentId(),
        title: `${title}: full performance`,
        summary: 'Sing along.',
        audio_file: {
          __typename: 'UploadFile',
          documentId: `audio-${documentId}`,
          url: `/uploads/${documentId}.wav`,
          name: `${documentId}.wav`,
          ext: '.wav',
          caption: null,
          mime: 'audio/wav',
        },
      },
    ],
    ...overrides,
  };
}

export function audioLibraryIndex(
  documentId: string,
  title: string,
  pages: { documentId: string; title: string; recordings: number }[],
  collections: { documentId: string; title: string; pages: string[] }[],
): AudioLibraryIndexFieldsFragment {
  return {
    __typename: 'AudioLibrary',
    documentId,
    title,
    introduction: `${title} introduction.`,
    audio_page: pages.map((page) => ({
      __typename: 'AudioPage',
      documentId: page.documentId,
      title: page.title,
      audio_excerpts: Array.from({ length: page.recordings }, () => ({
        __typename: 'ComponentAudioAudioExcerpt' as const,
        id: componentId(),
      })),
    })),
    audio_page_container: collections.map((collection) => ({
      __typename: 'AudioPageContainer',
      documentId: collection.documentId,
      title: collection.title,
      blurb: `${collection.title} blurb.`,
      audio_page: collection.pages.map((id) => ({ __typename: 'AudioPage' as const, documentId: id })),
    })),
  };
}

export function audioCollection(
  documentId: string,
  title: string,
  pages: { documentId: string; title: string; recordings: number }[],
  scoreCaption: string | null,
): AudioCollectionFieldsFragment {
  return {
    __typename: 'AudioPageContainer',
    documentId,
    title,
    blurb: `${title} blurb.`,
    Score: {
      __typename: 'UploadFile',
      documentId: `score-${documentId}`,
      url: '/uploads/s.pdf',
      name: 's.pdf',
      ext: '.pdf',
      mime: 'application/pdf',
      caption: scoreCaption,
    },
    audio_page: pages.map((page) => ({
      __typename: 'AudioPage',
      documentId: page.documentId,
      title: page.title,
      introduction: null,
      audio_excerpts: Array.from({ length: page.recordings }, () => ({
        __typename: 'ComponentAudioAudioExcerpt' as const,
        id: componentId(),
      })),
    })),
  };
}
