/**
 * The content's words as a printed sheet shows them: plain text, times as the lesson page gives them, year groups by
 * title; and the activities by key, in a lesson page's order.
 */
import type { ActivityBlueprint, LessonBlueprint } from '../blueprints';
import { DEMO_PROGRAMMES, DEMO_TAXONOMY } from '../demo-data';

/** The label the lesson page shows for an activity without a time. */
export const FREE_FLOW = 'Free-flow';

/** Every activity of every programme by key: lessons may list another programme's activities. */
const ACTIVITIES: Record<string, ActivityBlueprint> = Object.fromEntries(
  DEMO_PROGRAMMES.flatMap((programme) => programme.activities.map((activity) => [activity.key, activity])),
);

export function activityOf(key: string): ActivityBlueprint {
  const activity = ACTIVITIES[key];
  if (!activity) throw new Error(`Demo seed: no activity '${key}' in the programmes`);
  return activity;
}

/** Markdown to the plain words a printed sheet shows. */
export const plain = (text: string): string =>
  text
    .replace(/\*\*|\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const timeOf = (activity: ActivityBlueprint): string => activity.time || FREE_FLOW;

export const yearTitles = (slugs: string[] | undefined): string =>
  (slugs ?? [])
    .map((yearGroup) => DEMO_TAXONOMY.yearGroups.find((entry) => entry.slug === yearGroup)?.title ?? yearGroup)
    .join(', ');

/** The activities in the order the lesson page lists them: above, pool, then the listed ones (SPEC-GUIDE §2). */
export const lessonPageActivities = (lesson: LessonBlueprint): string[] => [
  ...(lesson.activitiesAbove ?? []),
  ...(lesson.activityPool ?? []),
  ...lesson.activities.filter((entry): entry is string => typeof entry === 'string'),
];

/** "Total: 25 mins", with the free-flow activities counted apart: the same sum the lesson page's times make. */
export function totalTime(activities: ActivityBlueprint[]): string {
  const minutes = activities.reduce((sum, activity) => sum + (parseInt(activity.time, 10) || 0), 0);
  const freeFlow = activities.filter((activity) => !activity.time).length;
  return `Total: ${minutes} mins${freeFlow ? ` plus ${freeFlow} ${FREE_FLOW.toLowerCase()}` : ''}`;
}
