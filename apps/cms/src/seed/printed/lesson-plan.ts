/** A lesson's printed plan: the scores of its songs, its objectives, timings, resources and extensions. */
import type { ActivityBlueprint, LessonBlueprint, ProgrammeBlueprint } from '../blueprints';
import type { SeedContext } from '../context';
import { DEMO_SONGS } from '../demo-data';
import type { PrintedSheet } from '../media/catalogue';
import { activityOf, lessonPageActivities, plain, slug, timeOf, totalTime, yearTitles } from './sheet-text';

/** The notation of each song the activities teach, once each, in their order. */
const songScores = (activities: ActivityBlueprint[]): string[] =>
  [...new Set(activities.flatMap((activity) => (activity.song ? [activity.song] : [])))].map((key) => {
    const song = DEMO_SONGS.find((candidate) => candidate.key === key);
    if (!song) throw new Error(`Demo seed: no song '${key}' in src/seed/data/songs.json`);
    return song.abc;
  });

/**
 * A lesson's plan: the scores of the songs it teaches, its objectives, each activity with the lesson page's time,
 * resources and extensions.
 */
export async function printLessonPlan(
  ctx: SeedContext,
  lesson: LessonBlueprint,
  where: { programme: ProgrammeBlueprint; unitTitle: string; position: string },
): Promise<number> {
  const activities = lessonPageActivities(lesson).map(activityOf);
  const extensions = (lesson.extensionActivities ?? []).map(activityOf);
  const title = lesson.pageTitle ?? lesson.title;
  const sheet: PrintedSheet = {
    title: `Lesson plan: ${lesson.title}`,
    subtitle: `${where.programme.title}, ${where.unitTitle}${lesson.yearGroups ? ` (${yearTitles(lesson.yearGroups)})` : ''}`,
    sections: [
      { heading: title, text: plain(lesson.introduction) },
      {
        heading: 'By the end of the lesson',
        text: '',
        // The objectives the overview shows, so the page and the printed plan agree.
        items: lesson.objectives.map((text) => ({ text })),
      },
      {
        heading: 'Timings',
        text: lesson.activityPool?.length
          ? 'In the order of the lesson page. Activities from the pool appear when they suit the strands your unit was built from.'
          : 'In the order of the lesson page.',
        items: [
          ...activities.map((activity) => ({
            text: `${activity.title} (${timeOf(activity)})`,
            detail: `${activity.type}. ${plain(activity.options[0].introduction)}`,
          })),
          { text: totalTime(activities) },
        ],
      },
      {
        heading: 'Resources',
        text: '',
        items: activities.map((activity) => ({ text: activity.music, detail: activity.equipment })),
      },
      ...(extensions.length
        ? [
            {
              heading: 'To extend the lesson',
              text: '',
              items: extensions.map((activity) => ({
                text: `Extension: ${activity.title}`,
                detail: activity.lessonSummary,
              })),
            },
          ]
        : []),
    ],
  };
  return ctx.print(
    {
      fileName: `lesson-plan-${where.programme.slug}-${where.position}-${slug(lesson.title)}.pdf`,
      name: `Lesson plan: ${lesson.title}`,
      alternativeText: `Lesson plan for ${lesson.title}`,
      caption: `${lesson.title}: objectives, timings and resources`,
    },
    sheet,
    songScores(activities),
  );
}
