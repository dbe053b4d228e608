/**
 * An activity page with its two options, their delivery details and printed documents, and its slideshow
 * (activity-slides.ts).
 */
import type { ActivityBlueprint, ActivityOptionBlueprint, CurriculumAudienceSlug } from './blueprints';
import { seedSlideshow, songOf } from './activity-slides';
import { fileId, lookUp, uploadedFile, type SeedContext } from './context';
import { createDocument, type DocumentId } from './documents';
import { printTeachingNotes, printWorksheet } from './printed';
import { STRAND_OBJECTIVES } from './taxonomy';

// Delivery option titles for the first and the second activity option.
const DELIVERY_TITLES: [string, string][] = [
  ['Teacher-led', 'With the resources'],
  ['In small groups', 'Independent practice'],
];

/** The activity's printed documents: the song's score or a worksheet, and its teaching notes, by title. */
interface ActivityDocuments {
  /** The score of its song, its worksheet from data/media.json, or one made from the activity. */
  sheet: { title: string; file: number };
  notes: { title: string; file: number };
}

async function printActivityDocuments(ctx: SeedContext, activity: ActivityBlueprint): Promise<ActivityDocuments> {
  const sheetKey = activity.song ? `${activity.song}Score` : activity.worksheet;
  // A document is titled by its file's name, so one file never shows under two titles.
  const sheet = sheetKey
    ? { title: uploadedFile(ctx, sheetKey).name, file: fileId(ctx, sheetKey) }
    : { title: `${activity.title}: worksheet`, file: await printWorksheet(ctx, activity) };
  return {
    sheet,
    notes: { title: `${activity.title}: teaching notes`, file: await printTeachingNotes(ctx, activity) },
  };
}

/** Two delivery options whose details carry every kind of media: audio, a PDF, an image and a text file. */
function deliveryOptions(
  ctx: SeedContext,
  activity: ActivityBlueprint,
  optionIndex: number,
  documents: ActivityDocuments,
): object[] {
  const [led, resourced] = DELIVERY_TITLES[optionIndex];
  const audio = uploadedFile(ctx, activity.audio);
  return [
    {
      title: led,
      activity_detail: [
        {
          title: 'Listen together',
          description: `Play **${audio.name}** once without stopping, then again while pupils join in.`,
          media: [fileId(ctx, activity.audio)],
        },
        {
          title: activity.song ? 'The score' : 'The worksheet',
          description: activity.song
            ? 'Print the score or project it so everyone can follow the music.'
            : 'Print one worksheet per pair, or project it and fill it in together.',
          media: [documents.sheet.file],
        },
      ],
    },
    {
      title: resourced,
      activity_detail: [
        {
          title: 'Picture prompt',
          description: 'Project the picture and ask: *what might this music sound like?*',
          media: [fileId(ctx, activity.picture)],
        },
        {
          title: 'Teaching notes',
          description: 'A plain-text checklist, easy to paste into your own plans.',
          media: [fileId(ctx, 'teachingNotes')],
        },
        {
          title: 'Everything in one place',
          description: 'The recording, the printed sheet and the picture together.',
          media: [fileId(ctx, activity.audio), documents.sheet.file, fileId(ctx, activity.picture)],
        },
      ],
    },
  ];
}

async function seedActivityOption(
  ctx: SeedContext,
  activity: ActivityBlueprint,
  option: ActivityOptionBlueprint,
  optionIndex: number,
  audience: DocumentId,
  documents: ActivityDocuments,
): Promise<DocumentId> {
  return createDocument(ctx.strapi, 'api::activity-option.activity-option', {
    title: option.title,
    introduction: option.introduction,
    introduction_pt2: option.introductionPt2,
    time: option.time,
    music: activity.music,
    equipment: activity.equipment,
    documents: [documents.sheet, documents.notes],
    learning_objectives: activity.strands.slice(0, 2).map((strand) => ({ ...STRAND_OBJECTIVES[strand], audience })),
    delivery_option: deliveryOptions(ctx, activity, optionIndex, documents),
  });
}

/** Creates the activity page with its options and slideshow; related activities must already exist. */
export async function seedActivity(
  ctx: SeedContext,
  activity: ActivityBlueprint,
  programme: { documentId: DocumentId; audience: CurriculumAudienceSlug },
  seededActivities: Record<string, DocumentId>,
): Promise<DocumentId> {
  const audience = ctx.audiences[programme.audience];
  const documents = await printActivityDocuments(ctx, activity);
  const activityOptions: DocumentId[] = [];
  for (const [index, option] of activity.options.entries()) {
    activityOptions.push(await seedActivityOption(ctx, activity, option, index, audience, documents));
  }
  return createDocument(ctx.strapi, 'api::activity-page.activity-page', {
    title: activity.title,
    notation: activity.song ? songOf(activity.song).abc : undefined,
    time: activity.time || undefined,
    type: activity.type,
    introduction: activity.introduction,
    lesson_summary: activity.lessonSummary,
    teaching_option: activity.teachingOption,
    learning_strands: activity.strands.map((strand) => ctx.strands[strand]),
    audiences: [audience],
    programme: programme.documentId,
    relatedActivities: (activity.related ?? []).map((key) => lookUp(seededActivities, key, 'activity')),
    activityOptions,
    activity_slideshow: await seedSlideshow(ctx, activity),
  });
}
