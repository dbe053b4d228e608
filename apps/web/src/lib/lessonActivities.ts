/**
 * SPEC-GUIDE §2 Lesson overview: "Activities merge in order: activities_above, activity_pool (filtered by learning
 * strands), listed activities", the listed ones with their section dividers. Shared by the lesson overview and the
 * activity page ('Next:' within the lesson), so both walk the lesson in the same order.
 */
interface LessonActivity {
  documentId: string;
  learning_strands?: readonly ({ documentId: string } | null)[] | null;
}

interface LessonActivityLists<A extends LessonActivity> {
  activities_above?: readonly (A | null)[] | null;
  activity_pool?: readonly (A | null)[] | null;
  activities?:
    | readonly ({
        id?: string | null;
        section_divider?: boolean | null;
        title?: string | null;
        activity?: A | null;
      } | null)[]
    | null;
}

export type LessonActivityEntry<A> =
  { kind: 'divider'; key: string; title: string } | { kind: 'activity'; key: string; activity: A };

/**
 * The lesson's entries in SPEC order. The pool keeps only activities sharing a strand with `strandIds` when strands
 * are given (a custom unit's chosen strands); without them (a published unit) the whole pool is taught. An activity
 * listed twice appears once, where it first comes; a divider with no activity under it is dropped.
 */
export function mergeLessonActivities<A extends LessonActivity>(
  lesson: LessonActivityLists<A>,
  strandIds?: readonly string[],
): LessonActivityEntry<A>[] {
  const inStrands = (activity: A) =>
    !strandIds || (activity.learning_strands ?? []).some((strand) => strand && strandIds.includes(strand.documentId));

  const candidates: LessonActivityEntry<A>[] = [
    ...(lesson.activities_above ?? []).flatMap((activity) =>
      activity ? [{ kind: 'activity' as const, key: `above-${activity.documentId}`, activity }] : [],
    ),
    ...(lesson.activity_pool ?? []).flatMap((activity) =>
      activity && inStrands(activity)
        ? [{ kind: 'activity' as const, key: `pool-${activity.documentId}`, activity }]
        : [],
    ),
    ...(lesson.activities ?? []).flatMap((entry, index): LessonActivityEntry<A>[] => {
      if (!entry) return [];
      const key = `listed-${entry.id ?? index}`;
      const divider: LessonActivityEntry<A>[] =
        entry.section_divider && entry.title?.trim() ? [{ kind: 'divider', key, title: entry.title.trim() }] : [];
      const activity: LessonActivityEntry<A>[] = entry.activity
        ? [{ kind: 'activity', key: `${key}-activity`, activity: entry.activity }]
        : [];
      return [...divider, ...activity];
    }),
  ];

  const seen = new Set<string>();
  const unique = candidates.filter((entry) => {
    if (entry.kind === 'divider') return true;
    if (seen.has(entry.activity.documentId)) return false;
    seen.add(entry.activity.documentId);
    return true;
  });
  return unique.filter((entry, index) => entry.kind === 'activity' || unique[index + 1]?.kind === 'activity');
}

/** The activities alone, in lesson order. */
export function lessonActivitiesInOrder<A extends LessonActivity>(entries: readonly LessonActivityEntry<A>[]): A[] {
  return entries.flatMap((entry) => (entry.kind === 'activity' ? [entry.activity] : []));
}

/** The activity after `currentId` in the lesson, or null at the end (or when the activity is not in the lesson). */
export function nextLessonActivity<A extends LessonActivity>(
  entries: readonly LessonActivityEntry<A>[],
  currentId: string,
): A | null {
  const activities = lessonActivitiesInOrder(entries);
  const index = activities.findIndex((activity) => activity.documentId === currentId);
  return index >= 0 ? (activities[index + 1] ?? null) : null;
}

/**
 * A custom unit's lesson keeps the pool the CMS chose by the unit's strands (`customScheme.lessons.activity_pool`,
 * ids only: the lesson holds the activities' data). The rule itself lives in the CMS; this only applies its answer.
 */
export function withUnitPool<L extends { activity_pool: readonly (LessonActivity | null)[] }>(
  lesson: L,
  unitPool: readonly { documentId: string }[],
): L {
  const kept = new Set(unitPool.map((activity) => activity.documentId));
  const activity_pool = lesson.activity_pool.filter((activity) => activity && kept.has(activity.documentId));
  return { ...lesson, activity_pool: activity_pool as L['activity_pool'] };
}
