/**
 * Year groups (issue #28): Reception to Year 13, each in a key stage. Labels are short enough for a card: a run of
 * years reads "Years 1–2", its key stages "KS1" or "KS1–2".
 */

/** A year group as the CMS gives it; only the title is needed (search results carry titles alone). */
export interface YearGroupLike {
  title: string;
  order?: number | null;
  key_stage?: string | null;
}

const KEY_STAGE_ORDER = ['EYFS', 'KS1', 'KS2', 'KS3', 'KS4', 'KS5'];

/** The year groups some programmes are written for (an audience's years), each once, in school order. */
export function yearGroupsOfProgrammes<Group extends { slug: string; order: number }>(
  programmes: readonly ({ year_groups?: readonly (Group | null)[] | null } | null)[] | null | undefined,
): Group[] {
  const groups = (programmes ?? [])
    .flatMap((programme) => programme?.year_groups ?? [])
    .flatMap((group) => (group ? [group] : []))
    .sort((a, b) => a.order - b.order);
  return [...new Map(groups.map((group) => [group.slug, group])).values()];
}

/** Reception is year 0; "Year 13" is 13. */
function schoolYearOf(group: YearGroupLike): number {
  if (typeof group.order === 'number') return group.order;
  if (/^reception$/i.test(group.title)) return 0;
  return Number(/\d+/.exec(group.title)?.[0] ?? Number.NaN);
}

/** The key stage of a school year in England: EYFS, KS1 (1–2), KS2 (3–6), KS3 (7–9), KS4 (10–11), KS5 (12–13). */
function keyStageOf(group: YearGroupLike): string | undefined {
  if (group.key_stage) return group.key_stage;
  const year = schoolYearOf(group);
  if (Number.isNaN(year)) return undefined;
  return KEY_STAGE_ORDER[year === 0 ? 0 : year <= 2 ? 1 : year <= 6 ? 2 : year <= 9 ? 3 : year <= 11 ? 4 : 5];
}

/** Consecutive numbers as runs: [1,2,3,5] -> [[1,3],[5,5]]. */
function runsOf(numbers: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/** "Year 2", "Years 1–3", "Reception–Year 2", "Years 1–2, 5"; empty when there are none. */
export function yearGroupsLabel(groups: YearGroupLike[]): string {
  const years = [...new Set(groups.map(schoolYearOf).filter((year) => !Number.isNaN(year)))].sort((a, b) => a - b);
  if (!years.length) return '';
  if (years.length === 1) return years[0] === 0 ? 'Reception' : `Year ${years[0]}`;
  const runs = runsOf(years);
  if (years[0] === 0) {
    const [, end] = runs[0];
    const first = end === 0 ? 'Reception' : `Reception–Year ${end}`;
    const rest = runs.slice(1).map(([a, b]) => (a === b ? `Year ${a}` : `Years ${a}–${b}`));
    return [first, ...rest].join(', ');
  }
  return `Years ${runs.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(', ')}`;
}

/** "KS1", "KS1–2", "EYFS–KS1"; empty when there are none. */
export function keyStagesLabel(groups: YearGroupLike[]): string {
  const stages = [...new Set(groups.map(keyStageOf).filter((stage): stage is string => !!stage))].sort(
    (a, b) => KEY_STAGE_ORDER.indexOf(a) - KEY_STAGE_ORDER.indexOf(b),
  );
  if (stages.length <= 1) return stages[0] ?? '';
  const first = stages[0];
  const last = stages[stages.length - 1];
  const contiguous = KEY_STAGE_ORDER.indexOf(last) - KEY_STAGE_ORDER.indexOf(first) === stages.length - 1;
  if (!contiguous) return stages.join(', ');
  return first === 'EYFS' ? `EYFS–${last}` : `${first}–${last.slice(2)}`;
}

/** "year-2" -> "Year 2", "reception" -> "Reception": the year group of an address. */
export function yearGroupTitleOfSlug(slug: string): string | undefined {
  if (slug === 'reception') return 'Reception';
  const year = /^year-(\d{1,2})$/.exec(slug)?.[1];
  return year && Number(year) >= 1 && Number(year) <= 13 ? `Year ${Number(year)}` : undefined;
}

/** The page of a year group's music in an audience: "/primary/year-2". */
export const yearGroupHref = (audienceSlug: string, yearSlug: string) => `/${audienceSlug}/${yearSlug}`;
