import type { Crumb } from '../../components/Breadcrumbs';
import type { ActivityOptionFieldsFragment, ActivityPageQuery, ActivityPageQueryVariables } from '../../gql/graphql';
import type { DocumentData } from '../../lib/documents';
import { mergeLessonActivities, nextLessonActivity, withUnitPool } from '../../lib/lessonActivities';
import { splitIds } from '../../lib/libraries';
import { titleFromSlug } from '../../lib/slugs';

/**
 * The four route shapes of SPEC-GUIDE §2 Activity page (the fourth, /-/-/activity/-/-/{id}, is a library one with '-').
 */
export type ActivityRoute =
  | { kind: 'lesson'; audience: string; programme: string; unit: string; lesson: string; activity: string }
  | { kind: 'custom-unit-lesson'; audience: string; programme: string; unit: string; lesson: string; activity: string }
  | { kind: 'library'; audience: string; programme: string; library: string; section: string; activity: string };

/** The path of the activity itself, before the option and delivery segments. */
export function activityPath(route: ActivityRoute): string {
  const base = `/${route.audience}/${route.programme}`;
  switch (route.kind) {
    case 'lesson':
      return `${base}/unit/${route.unit}/lesson/${route.lesson}/activity/${route.activity}`;
    case 'custom-unit-lesson':
      return `${base}/custom-unit/${route.unit}/lesson/${route.lesson}/activity/${route.activity}`;
    case 'library':
      return `${base}/activity/${route.library}/${route.section}/${route.activity}`;
  }
}

export function activityPageVariables(route: ActivityRoute): ActivityPageQueryVariables {
  const inLesson = route.kind !== 'library';
  const sectionIds = route.kind === 'library' ? splitIds(route.section) : [];
  return {
    id: route.activity,
    sectionIds,
    programmeSlug: route.programme,
    lessonId: inLesson ? route.lesson : '',
    schemeId: route.kind === 'lesson' ? route.unit : '',
    customSchemeId: route.kind === 'custom-unit-lesson' ? route.unit : '',
    inLesson,
    inUnit: route.kind === 'lesson',
    inCustomUnit: route.kind === 'custom-unit-lesson',
    inSections: sectionIds.length > 0,
  };
}

const present = (segment: string) => segment !== '-' && segment !== '';

/**
 * SPEC-GUIDE §2: Home, audience, programme, Your Custom Units, unit, lesson, Activity Library, section ('-' skipped).
 */
export function activityBreadcrumbs(route: ActivityRoute, data: ActivityPageQuery): Crumb[] {
  const programme = data.programmes.find(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  const audiencePath = `/${route.audience}`;
  const programmePath = `${audiencePath}/${route.programme}`;
  if (present(route.audience))
    crumbs.push({ label: programme?.audience?.title ?? titleFromSlug(route.audience), href: audiencePath });
  if (present(route.programme))
    crumbs.push({ label: programme?.title ?? titleFromSlug(route.programme), href: programmePath });

  if (route.kind === 'lesson' || route.kind === 'custom-unit-lesson') {
    const custom = route.kind === 'custom-unit-lesson';
    if (custom) crumbs.push({ label: 'Your Custom Units', href: `${programmePath}/custom-unit` });
    const unitPath = `${programmePath}/${custom ? 'custom-unit' : 'unit'}/${route.unit}`;
    const unitTitle = custom ? data.customScheme?.title : data.scheme?.title;
    crumbs.push({ label: unitTitle ?? 'Unit', href: unitPath });
    crumbs.push({ label: data.lesson?.title ?? 'Lesson', href: `${unitPath}/lesson/${route.lesson}` });
    return crumbs;
  }

  const sections = (data.activitySections ?? []).flatMap((section) => (section ? [section] : []));
  if (present(route.library)) {
    crumbs.push({ label: 'Activity Library', href: `${programmePath}/activity/${route.library}` });
  } else if (sections.length && present(route.audience)) {
    // Sections reached from the activity filter, which merges libraries.
    crumbs.push({ label: 'Activity Library', href: `${programmePath}/activity-filter` });
  }
  if (sections.length) {
    crumbs.push({ label: sections[0].title, href: `${programmePath}/activity/${route.library}/${route.section}` });
  }
  return crumbs;
}

export interface DeliveryView {
  id: string;
  title: string;
  href: string;
  details: NonNullable<NonNullable<ActivityOptionFieldsFragment['delivery_option']>[number]>['activity_detail'];
}

interface OptionView {
  id: string;
  title: string;
  href: string;
  option: ActivityOptionFieldsFragment;
}

/** The option and delivery tabs, and which are open: the URL's, else the first (an unknown id falls back too). */
export function activityTabs(
  options: readonly (ActivityOptionFieldsFragment | null)[],
  path: string,
  optionId: string | undefined,
  deliveryId: string | undefined,
): { options: OptionView[]; option: OptionView | null; deliveries: DeliveryView[]; delivery: DeliveryView | null } {
  const views = options.flatMap((option) =>
    option ? [{ id: option.documentId, title: option.title, href: `${path}/${option.documentId}`, option }] : [],
  );
  const option = views.find((view) => view.id === optionId) ?? views[0] ?? null;
  const deliveries = (option?.option.delivery_option ?? []).flatMap((delivery) =>
    delivery
      ? [
          {
            id: delivery.id,
            title: delivery.title ?? 'Delivery',
            href: `${path}/${option?.id}/${delivery.id}`,
            details: delivery.activity_detail,
          },
        ]
      : [],
  );
  const delivery = deliveries.find((view) => view.id === deliveryId) ?? deliveries[0] ?? null;
  return { options: views, option, deliveries, delivery };
}

/** 'Next:' within the lesson, in the lesson overview's order (a custom unit's pool filtered by its strands). */
export function nextInLesson(route: ActivityRoute, data: ActivityPageQuery): { title: string; href: string } | null {
  if (route.kind === 'library' || !data.lesson) return null;
  let lesson = data.lesson;
  if (route.kind === 'custom-unit-lesson') {
    // The CMS's lesson rule: the unit's lesson with its pool filtered by the unit's strands (none if not the unit's).
    const unitLesson = data.customScheme?.lessons.find((entry) => entry.lesson.documentId === route.lesson);
    if (!unitLesson) return null;
    lesson = withUnitPool(lesson, unitLesson.activity_pool);
  }
  const next = nextLessonActivity(mergeLessonActivities(lesson), route.activity);
  if (!next) return null;
  const path = activityPath(route);
  return { title: next.title, href: `${path.slice(0, path.lastIndexOf('/'))}/${next.documentId}` };
}

/** Learning objectives for this audience (an objective without an audience applies to every one). */
export function objectivesFor(option: ActivityOptionFieldsFragment, audience: string) {
  return (option.learning_objectives ?? []).flatMap((objective) =>
    objective && (!objective.audience || !present(audience) || objective.audience.slug === audience) ? [objective] : [],
  );
}

export const optionDocuments = (option: ActivityOptionFieldsFragment): DocumentData[] =>
  (option.documents ?? []).flatMap((document) => (document ? [document] : []));
