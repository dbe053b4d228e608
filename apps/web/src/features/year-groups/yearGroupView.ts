import type { YearGroupLessonsQuery, YearGroupPageQuery } from '../../gql/graphql';
import { themeColours, type ThemeColours } from '../../lib/theme';
import type { YearGroupLike } from '../../lib/yearGroups';

export interface YearGroupLessonView {
  id: string;
  title: string;
  href: string;
}

export interface YearGroupUnitView {
  id: string;
  title: string;
  blurb: string | null;
  href: string;
  yearGroups: YearGroupLike[];
  /** The unit's lessons for this year; empty for anyone who may not read lessons (they are not asked). */
  lessons: YearGroupLessonView[];
}

export interface YearGroupProgrammeView {
  id: string;
  title: string;
  blurb: string | null;
  href: string;
  units: YearGroupUnitView[];
}

export interface YearGroupPageView {
  /** "Year 2 music". */
  heading: string;
  yearTitle: string;
  audienceSlug: string;
  audienceTitle: string;
  colours: ThemeColours;
  programmes: YearGroupProgrammeView[];
  lessonCount: number;
  unitCount: number;
}

const present = <T>(items: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null && item !== undefined);

/**
 * The address of a programme's page: /{audience}/{programme}, or for Secondary the key stage's, taken from the year
 * (/secondary/ks3/programme/{programme}: SPEC-GUIDE §2).
 */
function programmeHref(audienceSlug: string, programmeSlug: string, keyStage: string | null | undefined): string {
  if (audienceSlug === 'secondary' && keyStage && /^KS[345]$/.test(keyStage)) {
    return `/secondary/${keyStage.toLowerCase()}/programme/${programmeSlug}`;
  }
  return `/${audienceSlug}/${programmeSlug}`;
}

/**
 * A year group's page (issue 44): the audience's released programmes for the year, each with its units for the year
 * and their lessons for the year (a lesson filed under no year group is taught in its unit's years). Null when the
 * year or the audience is unknown, or nothing is written for the year: the page is then not found.
 */
export function toYearGroupPageView(
  data: YearGroupPageQuery | undefined,
  yearSlug: string,
  lessonsData?: YearGroupLessonsQuery,
): YearGroupPageView | null {
  const lessonsOfUnit = new Map(
    present(lessonsData?.programmes)
      .flatMap((programme) => present(programme.units))
      .map((unit) => [unit.documentId, present(unit.lessons)]),
  );
  const year = present(data?.yearGroups)[0];
  const audience = present(data?.audiences)[0];
  if (!year || !audience) return null;
  const programmes = present(data?.programmes)
    .filter((programme) => programme.released !== false)
    .map((programme): YearGroupProgrammeView => {
      const base = `/${audience.slug}/${programme.slug}`;
      return {
        id: programme.documentId,
        title: programme.title,
        blurb: programme.blurb ?? null,
        href: programmeHref(audience.slug, programme.slug, year.key_stage),
        units: present(programme.units).map((unit) => ({
          id: unit.documentId,
          title: unit.title,
          blurb: unit.blurb ?? null,
          href: `${base}/unit/${unit.documentId}`,
          yearGroups: present(unit.year_groups),
          lessons: (lessonsOfUnit.get(unit.documentId) ?? [])
            .filter((lesson) => {
              const years = present(lesson.year_groups);
              return years.length === 0 || years.some((group) => group.slug === yearSlug);
            })
            .map((lesson) => ({
              id: lesson.documentId,
              title: lesson.title,
              href: `${base}/unit/${unit.documentId}/lesson/${lesson.documentId}`,
            })),
        })),
      };
    });
  if (programmes.length === 0) return null;
  return {
    heading: `${year.title} music`,
    yearTitle: year.title,
    audienceSlug: audience.slug,
    audienceTitle: audience.title,
    colours: themeColours(audience.theme?.css),
    programmes,
    unitCount: programmes.reduce((sum, programme) => sum + programme.units.length, 0),
    lessonCount: programmes.reduce(
      (sum, programme) => sum + programme.units.reduce((count, unit) => count + unit.lessons.length, 0),
      0,
    ),
  };
}
