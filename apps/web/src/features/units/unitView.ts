import type { BreadcrumbLabels } from '../../components/Breadcrumbs';
import type { SchemesQueryQuery } from '../../gql/graphql';
import type { DocumentData } from '../../lib/documents';
import type { YearGroupLike } from '../../lib/yearGroups';

interface UnitView {
  title: string;
  introduction: string | null;
  yearGroups: YearGroupLike[];
  documents: DocumentData[];
  lessons: { id: string; title: string; introduction: string | null; href: string; yearGroups: YearGroupLike[] }[];
  performanceItems: { id: string; title: string; blurb: string | null; href: string | null }[];
  breadcrumbLabels: BreadcrumbLabels;
}

/** The unit page's props from SchemesQuery; null when the unit does not exist. */
export function toUnitView(data: SchemesQueryQuery, route: { audience: string; programme: string }): UnitView | null {
  const scheme = data.scheme;
  if (!scheme) return null;
  const programme = data.programmes.find(Boolean);
  const base = `/${route.audience}/${route.programme}`;
  return {
    title: scheme.title,
    introduction: scheme.introduction ?? null,
    yearGroups: (scheme.year_groups ?? []).flatMap((group) => (group ? [group] : [])),
    documents: (scheme.documents ?? []).flatMap((document) => (document ? [document] : [])),
    lessons: scheme.lessons.flatMap((lesson) =>
      lesson
        ? [
            {
              id: lesson.documentId,
              title: lesson.title,
              introduction: lesson.introduction ?? null,
              yearGroups: (lesson.year_groups ?? []).flatMap((group) => (group ? [group] : [])),
              href: `${base}/unit/${scheme.documentId}/lesson/${lesson.documentId}`,
            },
          ]
        : [],
    ),
    // A performance item points at an activity or at a library section (SPEC-GUIDE §2 Unit page).
    performanceItems: (scheme.performance_items ?? []).flatMap((item) => {
      if (!item?.title) return [];
      const section = item.activity_section;
      const library = section?.activity_library?.documentId ?? scheme.scheme_library?.documentId ?? '-';
      const href = item.activity
        ? `${base}/activity/-/-/${item.activity.documentId}`
        : section
          ? `${base}/activity/${library}/${section.documentId}`
          : null;
      return [{ id: item.id, title: item.title, blurb: item.blurb ?? null, href }];
    }),
    breadcrumbLabels: { audience: programme?.audience?.title, programme: programme?.title, unit: scheme.title },
  };
}
