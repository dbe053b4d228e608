/** An activity's own printed sheets: a worksheet for pupils and the teacher's notes. */
import type { ActivityBlueprint } from '../blueprints';
import type { SeedContext } from '../context';
import type { PrintedSheet } from '../media/catalogue';
import { STRAND_OBJECTIVES } from '../taxonomy';
import { plain, timeOf } from './sheet-text';

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
