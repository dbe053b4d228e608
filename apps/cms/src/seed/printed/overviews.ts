/** The overviews of a unit (with its assessment grid), an activity section and a programme. */
import type { ProgrammeBlueprint, UnitBlueprint } from '../blueprints';
import type { SeedContext } from '../context';
import { STRAND_OBJECTIVES } from '../taxonomy';
import { activityOf, lessonPageActivities, plain, timeOf, totalTime, yearTitles } from './sheet-text';

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
