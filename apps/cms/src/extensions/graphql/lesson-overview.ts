import type { Core } from '@strapi/strapi';
import { readScopeConfig } from './read-scope';
import { fileUrlSigner } from '../../strapi-internals/upload-sign-file-urls';

/**
 * GraphQL for the lesson overview (SPEC-GUIDE §2 Lesson overview, §7 SchemeLessonsQuery): `lessonOverview(lessonId,
 * programmeSlug) { lesson programme scheme(documentId) }` reads the lesson with its documents and activity lists, the
 * programme for the breadcrumbs, and the published unit for 'Next:' and 'View in Activity Library'; with the lesson its
 * objectives and key vocabulary, and with each activity its lesson-mode slides (the overview's previews, issue 44).
 *
 * Why not Strapi's generic `lesson`, `scheme` and `programmes` fields: they resolve about twenty relations one by one,
 * each validating and sanitising its own query and output, and each root read opens a transaction, which made this
 * the slowest page to answer uncached (#13). Here each part is one query-engine read with its populate: one SQL
 * statement per relation, no transaction, and only the fields the page shows. The answer's shape follows the content
 * types' own names, so the web reads it as it read the generic fields.
 *
 * Access is the shadow CRUD's: the caller needs `find` on every type it reads (subscribers only,
 * src/access/permissions.ts). Nothing in it is per user, so the response cache shares it per access level (a custom
 * unit's data stays in the owner-scoped `customScheme` field). Lists are whole: the page shows every activity of a
 * lesson and every lesson of a unit (the generic fields cut each list at GraphQL's default page of 100).
 */

const LESSON = 'api::lesson.lesson';
const SCHEME = 'api::scheme.scheme';
const PROGRAMME = 'api::programme.programme';

/** What an activity card shows (the web's LessonActivityCardData). */
const ACTIVITY_CARD = ['documentId', 'title', 'time', 'type', 'lesson_summary', 'teaching_option'];
const ID_ONLY = { select: ['documentId'] };
const FILE = ['documentId', 'url', 'name', 'ext', 'caption', 'mime', 'alternativeText', 'formats'];
/** An activity card with its lesson-mode slides, for the overview's slide previews (issue 44). */
const WITH_SLIDES = {
  select: ACTIVITY_CARD,
  populate: {
    activity_slideshow: {
      select: ['documentId'],
      populate: {
        activity_slides: {
          select: ['id', 'title', 'include_in_lesson', 'slide_template'],
          populate: { main_image: { select: FILE } },
        },
      },
    },
  },
};

interface FileRow {
  documentId: string;
  url: string;
  name: string;
  ext: string | null;
  caption: string | null;
  mime: string;
}

interface CardRow {
  activity_slideshow?: { activity_slides?: { main_image?: FileRow | null }[] } | null;
}

interface LessonRow {
  documentId: string;
  documents?: { id: number; title: string | null; file: FileRow | null }[];
  activities_above?: CardRow[];
  activity_pool?: CardRow[];
  activities?: { activity?: CardRow | null }[];
  extensionactivities?: CardRow[];
}

/** Every slide picture of the lesson's activity cards, each activity once. */
function slidePicturesOf(lesson: LessonRow): { main_image?: FileRow | null }[] {
  const cards = [
    ...(lesson.activities_above ?? []),
    ...(lesson.activity_pool ?? []),
    ...(lesson.activities ?? []).map((entry) => entry.activity),
    ...(lesson.extensionactivities ?? []),
  ];
  const slides = new Set(cards.flatMap((card) => card?.activity_slideshow?.activity_slides ?? []));
  return [...slides].filter((slide) => slide.main_image);
}

interface OverviewArgs {
  lessonId: string;
  programmeSlug: string;
}

async function loadLesson(strapi: Core.Strapi, documentId: string) {
  const lesson = (await strapi.db.query(LESSON).findOne({
    where: { documentId },
    select: ['documentId', 'title', 'page_title', 'introduction', 'disable_lesson_mode'],
    populate: {
      year_groups: { select: ['title', 'order', 'key_stage'], orderBy: { order: 'asc' } },
      learning_objectives: { select: ['id', 'text'] },
      key_vocabulary: { select: ['id', 'term', 'meaning'] },
      documents: {
        select: ['id', 'title'],
        populate: { file: { select: ['documentId', 'url', 'name', 'ext', 'caption', 'mime'] } },
      },
      activities_above: WITH_SLIDES,
      activity_pool: WITH_SLIDES,
      activities: { select: ['id', 'section_divider', 'title'], populate: { activity: WITH_SLIDES } },
      extensionactivities: WITH_SLIDES,
    },
  })) as LessonRow | null;
  if (!lesson) return null;
  // As the generic media resolver does: a private upload provider hands out signed addresses.
  const signFileUrls = fileUrlSigner(strapi) as unknown as (file: FileRow) => Promise<FileRow>;
  for (const document of lesson.documents ?? []) {
    if (document.file) document.file = await signFileUrls(document.file);
  }
  for (const slide of slidePicturesOf(lesson)) slide.main_image = await signFileUrls(slide.main_image!);
  return lesson;
}

const loadScheme = (strapi: Core.Strapi, documentId: string) =>
  strapi.db.query(SCHEME).findOne({
    where: { documentId },
    select: ['documentId', 'title'],
    populate: {
      lessons: { select: ['documentId', 'title'] },
      scheme_library: ID_ONLY,
      activity_sections: {
        select: ['documentId'],
        populate: { activity_library: ID_ONLY, activities: ID_ONLY },
      },
    },
  });

const loadProgramme = (strapi: Core.Strapi, slug: string) =>
  strapi.db.query(PROGRAMME).findOne({
    where: { slug },
    select: ['documentId', 'title'],
    populate: { audience: { select: ['documentId', 'title'] } },
  });

export function registerLessonOverview(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({
      typeDefs: `
        "A lesson-mode slide of an activity, previewed on the overview (issue 44)."
        type LessonOverviewSlide {
          id: ID!
          title: String
          include_in_lesson: Boolean
          slide_template: String
          main_image: UploadFile
        }

        type LessonOverviewSlideshow {
          documentId: ID!
          activity_slides: [LessonOverviewSlide!]!
        }

        "An activity card of the lesson overview."
        type LessonOverviewActivity {
          documentId: ID!
          title: String!
          time: String
          type: String
          lesson_summary: String
          teaching_option: String
          activity_slideshow: LessonOverviewSlideshow
        }

        "What pupils will know or be able to do by the end of the lesson."
        type LessonOverviewObjective {
          id: ID!
          text: String!
        }

        "A word the lesson teaches, with its meaning."
        type LessonOverviewVocabularyTerm {
          id: ID!
          term: String!
          meaning: String!
        }

        "A school year the lesson is written for (issue #28)."
        type LessonOverviewYearGroup {
          title: String!
          order: Int!
          key_stage: String!
        }

        "A document of the lesson: listed by the web only with a title and a file."
        type LessonOverviewDocument {
          id: ID!
          title: String
          file: UploadFile
        }

        "An entry of the lesson's listed activities: a section divider or an activity."
        type LessonOverviewEntry {
          id: ID!
          section_divider: Boolean
          title: String
          activity: LessonOverviewActivity
        }

        type LessonOverviewLesson {
          documentId: ID!
          title: String!
          page_title: String
          introduction: String
          disable_lesson_mode: Boolean
          learning_objectives: [LessonOverviewObjective!]!
          key_vocabulary: [LessonOverviewVocabularyTerm!]!
          year_groups: [LessonOverviewYearGroup!]!
          documents: [LessonOverviewDocument!]!
          activities_above: [LessonOverviewActivity!]!
          activity_pool: [LessonOverviewActivity!]!
          activities: [LessonOverviewEntry!]!
          extensionactivities: [LessonOverviewActivity!]!
        }

        type LessonOverviewLink {
          documentId: ID!
        }

        type LessonOverviewUnitLesson {
          documentId: ID!
          title: String!
        }

        type LessonOverviewSection {
          documentId: ID!
          activity_library: LessonOverviewLink
          activities: [LessonOverviewLink!]!
        }

        "The published unit around the lesson: its lessons in order, its library and its sections' activities."
        type LessonOverviewScheme {
          documentId: ID!
          title: String!
          lessons: [LessonOverviewUnitLesson!]!
          scheme_library: LessonOverviewLink
          activity_sections: [LessonOverviewSection!]!
        }

        type LessonOverviewAudience {
          documentId: ID!
          title: String!
        }

        type LessonOverviewProgramme {
          documentId: ID!
          title: String!
          audience: LessonOverviewAudience
        }

        type LessonOverview {
          "Null when no lesson has this documentId."
          lesson: LessonOverviewLesson
          "The programme of the page's address (breadcrumbs); null when no programme has the slug."
          programme: LessonOverviewProgramme
          "A published unit (a teacher's custom unit is read through customScheme); null when there is none."
          scheme(documentId: ID!): LessonOverviewScheme
        }

        extend type Query {
          "A lesson overview's content in one read (SPEC §2 Lesson overview)."
          lessonOverview(lessonId: ID!, programmeSlug: String!): LessonOverview!
        }
      `,
      resolvers: {
        Query: {
          lessonOverview: (_parent: unknown, args: OverviewArgs) => args,
        },
        LessonOverview: {
          lesson: ({ lessonId }: OverviewArgs) => loadLesson(strapi, lessonId),
          programme: ({ programmeSlug }: OverviewArgs) => loadProgramme(strapi, programmeSlug),
          scheme: (_parent: OverviewArgs, { documentId }: { documentId: string }) => loadScheme(strapi, documentId),
        },
      },
      resolversConfig: readScopeConfig(strapi, 'Query.lessonOverview'),
    }));
}
