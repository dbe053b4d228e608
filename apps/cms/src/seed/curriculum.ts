import { seedActivity } from './activities';
import type {
  CustomUnitsBlueprint,
  LessonBlueprint,
  ProgrammeBlueprint,
  ThemeBlueprint,
  UnitBlueprint,
} from './blueprints';
import {
  DEMO_VIDEO,
  fileId,
  lookUp,
  uploadedFile,
  yearGroupIds,
  type SeedContext,
  type SeededCurriculum,
} from './context';
import { createDocument, type DocumentId } from './documents';
import { seedActivityLibrary, seedActivitySections, seedAtHomeLibrary, seedAudioLibrary } from './libraries';
import { DEMO_COMING_SOON, DEMO_PROGRAMMES } from './demo-data';
import {
  activityOf,
  lessonPageActivities,
  printLessonPlan,
  printProgrammeOverview,
  printUnitDocuments,
} from './printed';

const themeOf = (ctx: SeedContext, theme: ThemeBlueprint): object => ({
  css: { background: theme.background, color: theme.color },
  main_banner_image: fileId(ctx, theme.banner),
  main_banner_offset: theme.bannerOffset,
  programme_logo: theme.logo ? fileId(ctx, theme.logo) : undefined,
});

/** Where a lesson sits, for its plan's heading and file name. */
interface LessonPlace {
  programme: ProgrammeBlueprint;
  unitTitle: string;
  position: string;
}

/** The lesson's own plan, then the score of each song it teaches (titled by the score's name, as everywhere). */
async function lessonDocuments(ctx: SeedContext, lesson: LessonBlueprint, place: LessonPlace): Promise<object[]> {
  const songs = [...new Set(lessonPageActivities(lesson).flatMap((key) => activityOf(key).song ?? []))];
  return [
    { title: 'Lesson plan', file: await printLessonPlan(ctx, lesson, place) },
    ...songs.map((song) => ({ title: uploadedFile(ctx, `${song}Score`).name, file: fileId(ctx, `${song}Score`) })),
  ];
}

async function seedLesson(
  ctx: SeedContext,
  lesson: LessonBlueprint,
  activities: Record<string, DocumentId>,
  place: LessonPlace,
): Promise<DocumentId> {
  const activity = (key: string) => lookUp(activities, key, 'activity');
  return createDocument(ctx.strapi, 'api::lesson.lesson', {
    title: lesson.title,
    page_title: lesson.pageTitle,
    introduction: lesson.introduction,
    learning_objectives: lesson.objectives.map((text) => ({ text })),
    key_vocabulary: lesson.vocabulary,
    documents: await lessonDocuments(ctx, lesson, place),
    activities: lesson.activities.map((entry) =>
      typeof entry === 'string'
        ? { section_divider: false, activity: activity(entry) }
        : { section_divider: true, title: entry.divider },
    ),
    activities_above: (lesson.activitiesAbove ?? []).map(activity),
    activity_pool: (lesson.activityPool ?? []).map(activity),
    extensionactivities: (lesson.extensionActivities ?? []).map(activity),
    combination_key_configurations: lesson.combinationKeys ?? null,
    featured: lesson.featured ?? false,
    disable_lesson_mode: lesson.disableLessonMode ?? false,
    year_groups: yearGroupIds(ctx, lesson.yearGroups),
  });
}

/** Every activity a lesson shows, in any of its lists. */
const activitiesOfLesson = (lesson: LessonBlueprint): string[] => [
  ...(lesson.activitiesAbove ?? []),
  ...(lesson.activityPool ?? []),
  ...lesson.activities.filter((entry): entry is string => typeof entry === 'string'),
  ...(lesson.extensionActivities ?? []),
];

async function seedUnit(
  ctx: SeedContext,
  unit: UnitBlueprint,
  programme: ProgrammeBlueprint,
  ids: { programme: DocumentId; activityLibrary: DocumentId },
  seeded: SeededCurriculum,
  unitPosition: number,
): Promise<DocumentId> {
  const lessons: DocumentId[] = [];
  for (const [index, lesson] of unit.lessons.entries()) {
    const place = { programme, unitTitle: unit.title, position: `${unitPosition + 1}-${index + 1}` };
    lessons.push(await seedLesson(ctx, lesson, seeded.activities, place));
  }
  const printed = await printUnitDocuments(ctx, unit, programme, String(unitPosition + 1));

  const unitActivities = [...new Set(unit.lessons.flatMap(activitiesOfLesson))];
  const unitSections = programme.activityLibrary.sections
    .filter((section) => section.activities.some((key) => unitActivities.includes(key)))
    .map((section) => lookUp(seeded.sections, section.key, 'activity section'));

  return createDocument(ctx.strapi, 'api::scheme.scheme', {
    title: unit.title,
    blurb: unit.blurb,
    introduction: unit.introduction,
    year_groups: yearGroupIds(ctx, unit.yearGroups),
    documents: [
      { title: 'Unit overview', file: printed.overview },
      { title: 'Assessment grid', file: printed.assessment },
    ],
    programme: ids.programme,
    lessons,
    scheme_library: ids.activityLibrary,
    scheme_activities: unitActivities.map((key) => lookUp(seeded.activities, key, 'activity')),
    activity_sections: unitSections,
    performance_items: unit.performanceItems.map((item) => ({
      title: item.title,
      blurb: item.blurb,
      activity: item.activity ? lookUp(seeded.activities, item.activity, 'activity') : undefined,
      activity_section: item.section ? lookUp(seeded.sections, item.section, 'activity section') : undefined,
    })),
  });
}

/** The unit builder (strands to pick) and the plan whose lessons a custom unit is made from. */
async function seedCustomUnits(
  ctx: SeedContext,
  customUnits: CustomUnitsBlueprint,
  programme: ProgrammeBlueprint,
  programmeId: DocumentId,
  activities: Record<string, DocumentId>,
): Promise<void> {
  const audience = ctx.audiences[programme.audience];
  await createDocument(ctx.strapi, 'api::custom-scheme-builder.custom-scheme-builder', {
    title: customUnits.builderTitle,
    introduction: customUnits.builderIntroduction,
    number_required_strands: customUnits.requiredStrands,
    programme: programmeId,
    audience,
    learning_strands: customUnits.strands.map((strand) => ctx.strands[strand]),
  });
  const lessonPlans: DocumentId[] = [];
  for (const [index, lesson] of customUnits.lessons.entries()) {
    const place = { programme, unitTitle: customUnits.planTitle, position: `custom-${index + 1}` };
    lessonPlans.push(await seedLesson(ctx, lesson, activities, place));
  }
  await createDocument(ctx.strapi, 'api::custom-scheme-plan.custom-scheme-plan', {
    title: customUnits.planTitle,
    introduction: customUnits.planIntroduction,
    audience,
    programme: programmeId,
    lesson_plans: lessonPlans,
  });
}

async function seedProgramme(ctx: SeedContext, programme: ProgrammeBlueprint, seeded: SeededCurriculum): Promise<void> {
  // Libraries first: the programme points at them, and they only need the audience.
  const activityLibrary = await seedActivityLibrary(ctx, programme.activityLibrary, programme.audience);
  const audioLibrary = await seedAudioLibrary(ctx, programme.audioLibrary, programme.audience);
  Object.assign(seeded.audioPages, audioLibrary.pages);
  const atHomeLibrary = programme.atHomeLibrary ? await seedAtHomeLibrary(ctx, programme.atHomeLibrary) : undefined;

  const programmeId = await createDocument(ctx.strapi, 'api::programme.programme', {
    title: programme.title,
    slug: programme.slug,
    blurb: programme.blurb,
    introduction: programme.introduction,
    introduction_at_home: programme.introductionAtHome,
    schemes_intro: programme.schemesIntro,
    media_introduction: programme.mediaIntroduction,
    media_embed: DEMO_VIDEO,
    released: true,
    summary_document: await printProgrammeOverview(ctx, programme),
    audience: ctx.audiences[programme.audience],
    activity_library: activityLibrary,
    audio_library: audioLibrary.libraryId,
    activity_at_home_library: atHomeLibrary,
    theme: themeOf(ctx, programme.theme),
    year_groups: yearGroupIds(ctx, programme.yearGroups),
  });
  seeded.programmes[programme.slug] = programmeId;

  for (const activity of programme.activities) {
    seeded.activities[activity.key] = await seedActivity(
      ctx,
      activity,
      { documentId: programmeId, audience: programme.audience },
      seeded.activities,
    );
  }
  Object.assign(seeded.sections, await seedActivitySections(ctx, programme, activityLibrary, seeded.activities));

  // Units are created in order, so the programme lists them in that order.
  for (const [index, unit] of programme.units.entries()) {
    await seedUnit(ctx, unit, programme, { programme: programmeId, activityLibrary }, seeded, index);
  }
  if (programme.customUnits)
    await seedCustomUnits(ctx, programme.customUnits, programme, programmeId, seeded.activities);
}

/** Programmes with their libraries, activities, units and lessons, for Primary, Secondary and SEND. */
export async function seedCurriculum(ctx: SeedContext): Promise<SeededCurriculum> {
  const seeded: SeededCurriculum = { programmes: {}, activities: {}, sections: {}, audioPages: {} };
  for (const programme of DEMO_PROGRAMMES) await seedProgramme(ctx, programme, seeded);
  for (const programme of DEMO_COMING_SOON) {
    seeded.programmes[programme.slug] = await createDocument(ctx.strapi, 'api::programme.programme', {
      title: programme.title,
      slug: programme.slug,
      blurb: programme.blurb,
      introduction: programme.introduction,
      released: false,
      audience: ctx.audiences[programme.audience],
      theme: themeOf(ctx, programme.theme),
    });
  }
  return seeded;
}
