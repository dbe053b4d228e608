import type { BreadcrumbLabels, Crumb } from '../../components/Breadcrumbs';
import type { LessonActivityCardData } from '../../components/LessonActivityList';
import type { SchemeLessonsQueryQuery } from '../../gql/graphql';
import type { DocumentData } from '../../lib/documents';
import type { YearGroupLike } from '../../lib/yearGroups';
import { mergeLessonActivities, withUnitPool, type LessonActivityEntry } from '../../lib/lessonActivities';
import { nextLessonIn } from '../../lib/unitLessons';
import { slidePreviewsOf, totalTimeOf, type SlidePreview, type TotalTime } from './lessonPlan';

interface LessonRoute {
  audience: string;
  programme: string;
  unit: string;
  lesson: string;
  customUnit: boolean;
}

interface LessonView {
  heading: string;
  /** The lesson's own title when the heading is something else. */
  subtitle: string | null;
  introduction: string | null;
  /** The years it is written for (issue #28). */
  yearGroups: YearGroupLike[];
  documents: DocumentData[];
  /** What a teacher plans from (issue 44). */
  objectives: string[];
  vocabulary: { term: string; meaning: string }[];
  /** Of the activities the lesson teaches (not its extensions). */
  totalTime: TotalTime;
  slides: SlidePreview[];
  /** Lesson mode, unless the lesson disables it. */
  startLessonHref: string | null;
  entries: LessonActivityEntry<LessonActivityCardData>[];
  extensionActivities: LessonActivityEntry<LessonActivityCardData>[];
  activityHref: (activity: LessonActivityCardData) => string;
  libraryHref: (activity: LessonActivityCardData) => string | null;
  next: { title: string; href: string } | null;
  breadcrumbLabels: BreadcrumbLabels;
  /** A custom unit's trail, which passes through 'Your Custom Units' (SPEC-GUIDE §2 Breadcrumbs). */
  crumbs: Crumb[] | undefined;
  /** Where the lesson lives: '/{audience}/{programme}/unit/{unit}' or its custom-unit twin. */
  unitPath: string;
}

/** The lesson overview's props from SchemeLessonsQuery; null when the lesson (or a custom unit) is not found. */
export function toLessonView(data: SchemeLessonsQueryQuery, route: LessonRoute): LessonView | null {
  const { lesson, scheme, programme } = data.lessonOverview;
  if (!lesson) return null;
  const base = `/${route.audience}/${route.programme}`;
  const unitPath = `${base}/${route.customUnit ? 'custom-unit' : 'unit'}/${route.unit}`;
  const lessonPath = `${unitPath}/lesson/${lesson.documentId}`;

  let lessonList: readonly ({ documentId: string; title: string } | null)[] = [];
  let unitTitle: string | undefined;
  let activityLists = lesson;
  if (route.customUnit) {
    // Another teacher's custom unit reads as missing (the CMS scopes custom units to their owner), and so does a lesson
    // the unit does not have by the CMS's lesson rule (apps/cms/src/api/custom-scheme/services/custom-scheme.ts).
    const unitLesson = data.customScheme?.lessons.find((entry) => entry.lesson.documentId === lesson.documentId);
    if (!data.customScheme || !unitLesson) return null;
    unitTitle = data.customScheme.title;
    lessonList = data.customScheme.lessons.map((entry) => entry.lesson);
    // The pool as the CMS filtered it by the unit's strands.
    activityLists = withUnitPool(lesson, unitLesson.activity_pool);
  } else {
    unitTitle = scheme?.title;
    lessonList = scheme?.lessons ?? [];
  }

  const nextLesson = nextLessonIn(lessonList, lesson.documentId);

  // 'View in Activity Library': the unit's section holding the activity, else the activity on its own.
  const sections = scheme?.activity_sections ?? [];
  const libraryHref = (activity: LessonActivityCardData) => {
    const section = sections.find((candidate) =>
      candidate.activities.some((item) => item.documentId === activity.documentId),
    );
    if (!section) return `${base}/activity/-/-/${activity.documentId}`;
    const library = section.activity_library?.documentId ?? scheme?.scheme_library?.documentId ?? '-';
    return `${base}/activity/${library}/${section.documentId}/${activity.documentId}`;
  };

  const heading = route.customUnit ? lesson.page_title || 'Lesson overview' : lesson.page_title || lesson.title;
  const entries = mergeLessonActivities(activityLists);
  const startLessonHref = lesson.disable_lesson_mode ? null : `${lessonPath}/slides`;
  const taught = entries.flatMap((entry) => (entry.kind === 'activity' ? [entry.activity.time] : []));
  return {
    heading,
    subtitle: heading === lesson.title ? null : lesson.title,
    introduction: lesson.introduction ?? null,
    yearGroups: lesson.year_groups,
    documents: lesson.documents,
    objectives: lesson.learning_objectives.map((objective) => objective.text),
    vocabulary: lesson.key_vocabulary.map(({ term, meaning }) => ({ term, meaning })),
    totalTime: totalTimeOf(taught),
    slides: slidePreviewsOf(entries, startLessonHref),
    startLessonHref,
    entries,
    extensionActivities: lesson.extensionactivities.map((activity) => ({
      kind: 'activity' as const,
      key: `extension-${activity.documentId}`,
      activity,
    })),
    activityHref: (activity) => `${lessonPath}/activity/${activity.documentId}`,
    libraryHref,
    next: nextLesson ? { title: nextLesson.title, href: `${unitPath}/lesson/${nextLesson.documentId}` } : null,
    breadcrumbLabels: {
      audience: programme?.audience?.title,
      programme: programme?.title,
      unit: unitTitle,
      lesson: lesson.title,
    },
    crumbs: route.customUnit
      ? [
          { label: 'Home', href: '/' },
          { label: programme?.audience?.title ?? route.audience, href: `/${route.audience}` },
          { label: programme?.title ?? route.programme, href: base },
          { label: 'Your Custom Units', href: `${base}/custom-unit` },
          { label: unitTitle ?? 'Unit', href: unitPath },
        ]
      : undefined,
    unitPath,
  };
}
