/**
 * The lesson rule of custom units as pure functions (no Strapi), so it can be tested on its own. The rule is written
 * down, and applied, in services/custom-scheme.ts.
 */

export const DEFAULT_REQUIRED_STRANDS = 4;

interface Strand {
  documentId: string;
  combination_key: string;
}

interface PoolActivity {
  documentId: string;
  learning_strands?: readonly ({ documentId: string } | null)[] | null;
}

export interface PlanLesson {
  documentId: string;
  combination_key_configurations?: unknown;
  activity_pool?: readonly (PoolActivity | null)[] | null;
}

export interface CustomUnitLesson<L extends PlanLesson> {
  lesson: L;
  activity_pool: PoolActivity[];
}

/** The combinations a lesson's configuration lists; an empty result means "no configuration". */
export function combinationsOf(configuration: unknown): string[][] {
  if (!Array.isArray(configuration)) return [];
  return configuration.flatMap((entry): string[][] => {
    if (typeof entry === 'string') return entry.trim() ? [[entry.trim()]] : [];
    if (Array.isArray(entry) && entry.length && entry.every((key) => typeof key === 'string' && key.trim()))
      return [entry.map((key: string) => key.trim())];
    return [];
  });
}

/** Does a plan lesson belong to a unit whose strands have these combination keys? */
export function lessonSuitsStrands(configuration: unknown, chosenKeys: readonly string[]): boolean {
  const combinations = combinationsOf(configuration);
  if (!combinations.length) return true;
  return combinations.some((combination) => combination.every((key) => chosenKeys.includes(key)));
}

/** The lesson's activity pool kept to activities sharing a strand with the unit, in pool order. */
export function poolForStrands(pool: PlanLesson['activity_pool'], strandIds: readonly string[]): PoolActivity[] {
  return (pool ?? []).flatMap((activity) =>
    activity && (activity.learning_strands ?? []).some((strand) => strand && strandIds.includes(strand.documentId))
      ? [activity]
      : [],
  );
}

/** The rule above as one pure function: the unit's lessons in plan order, each with its filtered pool. */
export function customUnitLessons<L extends PlanLesson>(
  planLessons: readonly (L | null)[],
  strands: readonly Strand[],
): CustomUnitLesson<L>[] {
  const keys = strands.map((strand) => strand.combination_key);
  const ids = strands.map((strand) => strand.documentId);
  const seen = new Set<string>();
  return planLessons.flatMap((lesson) => {
    if (!lesson || seen.has(lesson.documentId)) return [];
    seen.add(lesson.documentId);
    if (!lessonSuitsStrands(lesson.combination_key_configurations, keys)) return [];
    return [{ lesson, activity_pool: poolForStrands(lesson.activity_pool, ids) }];
  });
}

/**
 * A relation as a client may send it (GraphQL: an id; REST: an id, `{ documentId }`, or `{ connect | set: [...] }`)
 * as a list of documentIds, or null when it is in no form we accept (numeric ids included: ask by documentId).
 */
export function relationIds(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    const ids = value.map((entry) => relationIds(entry));
    return ids.every((entry): entry is string[] => entry !== null && entry.length === 1) ? ids.flat() : null;
  }
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object.documentId === 'string') return [object.documentId];
    const keys = Object.keys(object);
    if (keys.length === 1 && (keys[0] === 'connect' || keys[0] === 'set')) return relationIds(object[keys[0]]);
  }
  return null;
}
