/**
 * The documents made from the content itself as it is seeded: lesson plans from a lesson's activities, worksheets
 * and teaching notes from an activity, overviews and assessment grids from a unit, section or programme. Each is a
 * file of its own, so a document's title always names what is in it.
 */
import type { ActivityBlueprint, LessonBlueprint, ProgrammeBlueprint, UnitBlueprint } from './blueprints';
import type { SeedContext } from './context';
import { DEMO_PROGRAMMES, DEMO_SONGS, DEMO_TAXONOMY } from './demo-data';
import type { PrintedSheet } from './media/catalogue';
import { STRAND_OBJECTIVES } from './taxonomy';

/** The label the lesson page shows for an activity without a time. */
const FREE_FLOW = 'Free-flow';

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
const plain = (text: string): string =>
  text
    .replace(/\*\*|\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const timeOf = (activity: ActivityBlueprint): string => activity.time || FREE_FLOW;

const yearTitles = (slugs: string[] | undefined): string =>
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
function totalTime(activities: ActivityBlueprint[]): string {
  const minutes = activities.reduce((sum, activity) => sum + (parseInt(activity.time, 10) || 0), 0);
  const freeFlow = activities.filter((activity) => !activity.time).length;
  return `Total: ${minutes} mins${freeFlow ? ` plus ${freeFlow} ${FREE_FLOW.toLowerCase()}` : ''}`;
}

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

type WorksheetTask = Pick<PrintedSheet, 'rhythmGrid' | 'table'> & { kind: string };

/** A worksheet of blank rows to fill in, one column per thing to notice. */
const tableTask = (kind: string, firstColumn: string, columns: string[], blankRows: number, key: string) => ({
  kind,
  table: { firstColumn, columns, blankRows, key },
});

/** What an activity's worksheet asks for, by what the activity teaches. */
function worksheetTask(activity: ActivityBlueprint): WorksheetTask {
  if (activity.type === 'Composing' && activity.strands.includes('rhythm'))
    return { kind: 'rhythm grid', rhythmGrid: { rows: ['Clap', 'Stamp', 'Tap'], bars: 2 } };
  if (activity.type === 'Composing')
    return tableTask(
      'composing plan',
      'Section',
      ['Sounds or instruments', 'Loud or quiet', 'Fast or slow', 'What happens'],
      5,
      'Plan each section of your piece, then rehearse it from this plan.',
    );
  if (activity.type === 'Listening')
    return tableTask(
      'listening map',
      'Listen',
      ['What I heard', 'Which instruments', 'Loud or quiet', 'How it made me feel'],
      4,
      'Fill in a row each time you listen. What did you notice the second time?',
    );
  return tableTask(
    'practice checklist',
    'Run-through',
    ['Kept a steady pulse', 'Started together', 'Ended together', 'Watched the leader'],
    5,
    'Tick each box you managed. Choose one thing to improve before the next run-through.',
  );
}

/** A worksheet made from the activity's own instructions: a rhythm grid, a listening map, a plan or a checklist. */
export async function printWorksheet(ctx: SeedContext, activity: ActivityBlueprint): Promise<number> {
  const { kind, ...task } = worksheetTask(activity);
  return ctx.print(
    {
      fileName: `worksheet-${activity.key}.pdf`,
      name: `${activity.title}: worksheet`,
      alternativeText: `${activity.title}: a ${kind} for pupils`,
      caption: `${activity.title}: ${kind}`,
    },
    {
      title: activity.title,
      subtitle: `Worksheet: ${kind}`,
      sections: activity.options.map((option, index) => ({
        heading: `${index + 1}. ${option.title}`,
        text: plain([option.introduction, option.introductionPt2].filter(Boolean).join(' ')),
      })),
      ...task,
    },
  );
}

/** The teacher's notes for an activity: what it is, its options with their times, resources and objectives. */
export async function printTeachingNotes(ctx: SeedContext, activity: ActivityBlueprint): Promise<number> {
  return ctx.print(
    {
      fileName: `teaching-notes-${activity.key}.pdf`,
      name: `${activity.title}: teaching notes`,
      alternativeText: `Teaching notes for ${activity.title}`,
      caption: `${activity.title}: options, resources and objectives`,
    },
    {
      title: `${activity.title}: teaching notes`,
      subtitle: `${activity.type}, ${timeOf(activity)}`,
      sections: [
        { heading: 'The activity', text: plain(activity.introduction) },
        {
          heading: 'Teaching options',
          text: plain(activity.teachingOption),
          items: activity.options.map((option) => ({
            text: option.time ? `${option.title} (${option.time})` : option.title,
            detail: plain([option.introduction, option.introductionPt2].filter(Boolean).join(' ')),
          })),
        },
        { heading: 'Music', text: activity.music },
        { heading: 'Equipment', text: activity.equipment },
        {
          heading: 'Learning objectives',
          text: '',
          items: activity.strands.slice(0, 2).map((strand) => ({
            text: STRAND_OBJECTIVES[strand].title,
            detail: plain(STRAND_OBJECTIVES[strand].description),
          })),
        },
      ],
    },
  );
}

/** A unit's overview (its lessons with their activities and times) and its assessment grid (pupils by objectives). */
export async function printUnitDocuments(
  ctx: SeedContext,
  unit: UnitBlueprint,
  programme: ProgrammeBlueprint,
  position: string,
): Promise<{ overview: number; assessment: number }> {
  const unitActivities = [...new Set(unit.lessons.flatMap(lessonPageActivities))].map(activityOf);
  const strands = [...new Set(unitActivities.flatMap((activity) => activity.strands.slice(0, 2)))];
  const overview = await ctx.print(
    {
      fileName: `unit-overview-${programme.slug}-${position}.pdf`,
      name: `Unit overview: ${unit.title}`,
      alternativeText: `Overview of the unit ${unit.title}`,
      caption: `${unit.title}: the lessons week by week`,
    },
    {
      title: unit.title,
      subtitle: `${programme.title}: unit overview${unit.yearGroups ? ` for ${yearTitles(unit.yearGroups)}` : ''}`,
      sections: [
        { heading: 'About the unit', text: plain(unit.introduction) },
        ...unit.lessons.map((lesson, index) => {
          const activities = lessonPageActivities(lesson).map(activityOf);
          return {
            heading: `Lesson ${index + 1}: ${lesson.title}`,
            text: `${plain(lesson.introduction)} ${totalTime(activities)}.`,
            items: activities.map((activity) => ({ text: `${activity.title} (${timeOf(activity)})` })),
          };
        }),
        {
          heading: 'Performance opportunities',
          text: '',
          items: unit.performanceItems.map((item) => ({ text: item.title, detail: item.blurb })),
        },
      ],
    },
  );
  const assessment = await ctx.print(
    {
      fileName: `assessment-grid-${programme.slug}-${position}.pdf`,
      name: `Assessment grid: ${unit.title}`,
      alternativeText: `Assessment grid for the unit ${unit.title}`,
      caption: `${unit.title}: a grid to record each pupil against the unit's objectives`,
    },
    {
      title: `Assessment grid: ${unit.title}`,
      subtitle: programme.title,
      sections: [
        {
          heading: "The unit's objectives",
          text: '',
          items: strands.map((strand) => ({
            text: STRAND_OBJECTIVES[strand].title,
            detail: plain(STRAND_OBJECTIVES[strand].description),
          })),
        },
      ],
      table: {
        firstColumn: 'Pupil',
        columns: strands.map((strand) => STRAND_OBJECTIVES[strand].title),
        blankRows: 14,
        key: 'W working towards   S secure   D greater depth',
      },
    },
  );
  return { overview, assessment };
}

/** An activity section's overview: each of its activities with type, time and what pupils learn. */
export async function printSectionOverview(
  ctx: SeedContext,
  section: ProgrammeBlueprint['activityLibrary']['sections'][number],
  programme: ProgrammeBlueprint,
): Promise<number> {
  return ctx.print(
    {
      fileName: `section-overview-${section.key}.pdf`,
      name: `Section overview: ${programme.title}, ${section.title}`,
      alternativeText: `Overview of the ${section.title} activities of ${programme.title}`,
      caption: `${section.title}: every activity in the section`,
    },
    {
      title: `${section.title}: section overview`,
      subtitle: programme.activityLibrary.title,
      sections: [
        { heading: section.title, text: plain(section.introduction) },
        {
          heading: 'Activities',
          text: '',
          items: section.activities.map(activityOf).map((activity) => ({
            text: `${activity.title} (${activity.type}, ${timeOf(activity)})`,
            detail: activity.lessonSummary,
          })),
        },
      ],
    },
  );
}

/** A programme's overview: who it is for and its units with their lessons. */
export async function printProgrammeOverview(ctx: SeedContext, programme: ProgrammeBlueprint): Promise<number> {
  return ctx.print(
    {
      fileName: `programme-overview-${programme.slug}.pdf`,
      // The name a teacher downloads it under: every programme's summary document is its "Programme overview".
      name: 'Programme overview',
      alternativeText: `Overview of ${programme.title}: its units and lessons`,
      caption: `${programme.title}: units, lessons and year groups`,
    },
    {
      title: programme.title,
      subtitle: `Programme overview${programme.yearGroups ? ` for ${yearTitles(programme.yearGroups)}` : ''}`,
      sections: [
        { heading: plain(programme.blurb), text: plain(programme.introduction) },
        ...programme.units.map((unit) => ({
          heading: `${unit.title}${unit.yearGroups ? ` (${yearTitles(unit.yearGroups)})` : ''}`,
          text: plain(unit.introduction),
          items: unit.lessons.map((lesson) => ({ text: lesson.title, detail: plain(lesson.introduction) })),
        })),
      ],
    },
  );
}
