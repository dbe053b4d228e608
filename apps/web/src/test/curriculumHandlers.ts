import { graphql, HttpResponse } from 'msw';
import {
  activityLibrary,
  activityPage,
  audioCollection,
  audioLibraryIndex,
  audioPageData,
  lessonActivity,
  lessonPage,
  primaryProgramme,
  unitPage,
} from './curriculum';

const library = audioLibraryIndex(
  'alib-1',
  'Music Foundations Audio Library',
  [{ documentId: 'p-echo', title: 'The Echo Song', recordings: 1 }],
  [{ documentId: 'c-songs', title: 'Songs for Singing', pages: ['p-echo'] }],
);
const collections = [
  audioCollection('c1', 'Songs for Singing', [{ documentId: 'p1', title: 'The Echo Song', recordings: 1 }], null),
  audioCollection('c2', 'Songs for singing', [{ documentId: 'p2', title: 'Rounds', recordings: 2 }], null),
];

/**
 * The curriculum screens' operations (units, lessons, activities, libraries) answered for any id, so a route test
 * can see which screen answered. Feature tests replace them with `server.use(...)`.
 */
/** The audience a library query names, with its library introduction; nothing when it asks every audience. */
function askedAudience(
  variables: Record<string, unknown>,
  introduction: 'activity_library_intro' | 'audio_library_intro',
) {
  if (variables.everyAudience) return {};
  return {
    audiences: [
      { __typename: 'Audience', documentId: 'aud', title: String(variables.audienceSlug), [introduction]: null },
    ],
  };
}

export const curriculumHandlers = [
  graphql.query('SchemesQuery', () => HttpResponse.json({ data: unitPage() })),
  graphql.query('SchemeLessonsQuery', ({ variables }) => {
    const data = lessonPage();
    if (!variables.customUnit) return HttpResponse.json({ data });
    const { lesson, programme } = data.lessonOverview;
    return HttpResponse.json({
      data: {
        lessonOverview: { __typename: 'LessonOverview', lesson, programme },
        customScheme: {
          __typename: 'CustomScheme',
          documentId: String(variables.schemeId),
          title: 'My unit',
          lessons: [
            {
              __typename: 'CustomUnitLesson',
              lesson: {
                __typename: 'Lesson',
                documentId: lesson!.documentId,
                title: lesson!.title,
                disable_lesson_mode: lesson!.disable_lesson_mode,
              },
              activity_pool: [],
            },
          ],
        },
      },
    });
  }),
  graphql.query('ActivityPage', ({ variables }) =>
    HttpResponse.json({
      data: {
        ...activityPage(),
        // The parts the page asks only in a section or a custom unit.
        activitySections: (variables.sectionIds as string[] | undefined)?.map((documentId) => ({
          __typename: 'ActivitySection',
          documentId,
          title: 'Warm-ups',
        })),
        customScheme: variables.inCustomUnit
          ? {
              __typename: 'CustomScheme',
              documentId: String(variables.customSchemeId),
              title: 'My unit',
              lessons: [],
            }
          : undefined,
      },
    }),
  ),
  graphql.query('ActivityLibrary', () => HttpResponse.json({ data: activityLibrary() })),
  graphql.query('ActivitySection', ({ variables }) =>
    HttpResponse.json({
      data: {
        activitySections: (variables.ids as string[]).map((documentId) => ({
          __typename: 'ActivitySection',
          documentId,
          title: 'Warm-ups',
          introduction: null,
          documents: [],
          activities: [lessonActivity('act-march', 'Marching to the Pulse')],
        })),
        programmes: [primaryProgramme],
      },
    }),
  ),
  graphql.query('AudienceActivitySections', ({ variables }) =>
    HttpResponse.json({
      data: {
        [variables.everyAudience ? 'everyLibrary' : 'audienceLibraries']: [activityLibrary().activityLibrary],
        ...askedAudience(variables, 'activity_library_intro'),
        programmes: [],
      },
    }),
  ),
  graphql.query('AudioLibrary', () =>
    HttpResponse.json({ data: { audioLibrary: library, programmes: [primaryProgramme] } }),
  ),
  graphql.query('AudioLibraries', ({ variables }) =>
    HttpResponse.json({
      data: {
        // An index with nothing in it: the audio library tests answer their own cards.
        audioLibraryIndex: {
          __typename: 'AudioLibraryIndex',
          pages: { __typename: 'AudioLibraryPageCards', cards: [], start: 0, total: 0 },
          collections: { __typename: 'AudioLibraryCollectionCards', cards: [], start: 0, total: 0 },
        },
        ...askedAudience(variables, 'audio_library_intro'),
      },
    }),
  ),
  graphql.query('AudioPageContainer', ({ variables }) =>
    HttpResponse.json({
      data: {
        audioLibrary: {
          __typename: 'AudioLibrary',
          documentId: String(variables.libraryId),
          title: 'Music Foundations Audio Library',
          audio_page_container: collections,
        },
        programmes: [primaryProgramme],
      },
    }),
  ),
  graphql.query('AudioPageContainers', ({ variables }) => {
    const libraries = [{ __typename: 'AudioLibrary', documentId: 'alib-1', audio_page_container: collections }];
    return HttpResponse.json({
      data: variables.everyAudience
        ? { everyLibrary: libraries }
        : {
            audienceLibraries: libraries,
            audiences: [{ __typename: 'Audience', documentId: 'aud', title: String(variables.audienceSlug) }],
          },
    });
  }),
  graphql.query('AudioPage', ({ variables }) =>
    HttpResponse.json({
      data: {
        audioPage: audioPageData(String(variables.id), 'The Echo Song'),
        audioLibrary: { __typename: 'AudioLibrary', documentId: String(variables.libraryId), title: 'Audio Library' },
        programmes: [primaryProgramme],
      },
    }),
  ),
  graphql.query('AudioPagesCombined', ({ variables }) =>
    HttpResponse.json({
      data: { audioPages: (variables.ids as string[]).map((id) => audioPageData(id, 'The Echo Song')) },
    }),
  ),
];
