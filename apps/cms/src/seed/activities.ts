import type {
  ActivityBlueprint,
  ActivityOptionBlueprint,
  CurriculumAudienceSlug,
  SlideBlueprint,
  SongBlueprint,
} from './blueprints';
import { DEMO_VIDEO, fileId, lookUp, uploadedFile, type SeedContext } from './context';
import { DEMO_SONGS } from './demo-data';
import { createDocument, type DocumentId } from './documents';
import { printTeachingNotes, printWorksheet } from './printed';
import { STRAND_OBJECTIVES } from './taxonomy';

// Delivery option titles for the first and the second activity option.
const DELIVERY_TITLES: [string, string][] = [
  ['Teacher-led', 'With the resources'],
  ['In small groups', 'Independent practice'],
];

/** The song an activity teaches, by its key in data/songs.json. */
function songOf(key: string): SongBlueprint {
  const song = DEMO_SONGS.find((candidate) => candidate.key === key);
  if (!song) throw new Error(`Demo seed: no song '${key}' in src/seed/data/songs.json`);
  return song;
}

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

/** The score slide of a song: its notation with the words, its recording, and how to teach it in the notes. */
function scoreSlide(ctx: SeedContext, activity: ActivityBlueprint, written: { text: string; notes?: string }): object {
  if (!activity.song) throw new Error(`Demo seed: ${activity.key} has a score slide but names no song`);
  const song = songOf(activity.song);
  return {
    title: song.name,
    slide_template: 'score',
    slide_text: written.text,
    notation: song.abc,
    audio: fileId(ctx, activity.song),
    presenter_notes: written.notes ?? `${song.teaching}\n\n*About the music:* ${song.about}`,
  };
}

/** A slide as its activity's blueprint writes it; pictures and recordings default to the activity's own. */
function writtenSlide(ctx: SeedContext, activity: ActivityBlueprint, slide: SlideBlueprint): object {
  if (slide.template === 'score') return scoreSlide(ctx, activity, slide);
  const written = {
    title: slide.title,
    slide_template: slide.template,
    slide_text: slide.text,
    presenter_notes: slide.notes,
  };
  const image = (key?: string) => fileId(ctx, key ?? activity.picture);
  const audio = (key?: string) => fileId(ctx, key ?? activity.audio);
  switch (slide.template) {
    case 'image':
      return { ...written, main_image: image(slide.image) };
    case 'audio':
      return { ...written, audio: audio(slide.audio) };
    case 'audio_and_image':
      return { ...written, main_image: image(slide.image), audio: audio(slide.audio) };
    case 'two_columns':
      return {
        ...written,
        secondary_slide_text: slide.secondaryText,
        main_image: slide.image ? image(slide.image) : undefined,
        secondary_image: slide.secondaryImage ? image(slide.secondaryImage) : undefined,
      };
    case 'video':
      return {
        ...written,
        videos: [
          slide.file
            ? { title: slide.film, film_setup: 'single', video_file: fileId(ctx, slide.file) }
            : { title: slide.film, film_setup: 'single', embed: DEMO_VIDEO },
        ],
      };
    case 'audiocards':
      return {
        ...written,
        audiocards: slide.cards.map((card) => ({
          title: card.title,
          image: image(card.image),
          audio: audio(card.audio),
        })),
      };
  }
}

/** A standard slideshow: the activity's title, what pupils read and its picture, then the slides written for it. */
function standardSlides(ctx: SeedContext, activity: ActivityBlueprint): object[] {
  return [
    {
      title: activity.title,
      slide_template: 'image',
      slide_text: activity.forPupils,
      main_image: fileId(ctx, activity.picture),
      presenter_notes: `${activity.introduction}\n\n${activity.teachingOption}`,
    },
    ...(activity.slides ?? []).map((slide) => writtenSlide(ctx, activity, slide)),
  ];
}

async function seedSubSlideshow(ctx: SeedContext, title: string, slides: object[]): Promise<DocumentId> {
  return createDocument(ctx.strapi, 'api::activity-slideshow.activity-slideshow', { title, activity_slides: slides });
}

/**
 * The showcase slideshow: one slide per template of SPEC-GUIDE §3 (ten), a teacher-only slide left out of lesson mode,
 * and a sub_slide_buttons slide that opens two sub-slideshows.
 */
async function everyTemplateSlides(ctx: SeedContext, activity: ActivityBlueprint): Promise<object[]> {
  const bodyPercussion = await seedSubSlideshow(ctx, `${activity.title}: body percussion`, [
    {
      title: 'Clap the pulse',
      slide_template: 'image',
      slide_text: 'Clap on every beat. Keep your claps small and neat.',
      main_image: fileId(ctx, 'pictureClapping'),
      presenter_notes: 'Model small, quiet claps first: loud claps drift ahead of the beat.',
    },
    {
      title: 'Stamp and clap',
      slide_template: 'audio',
      slide_text: 'Stamp on beat one, clap on beats two, three and four.',
      audio: fileId(ctx, 'pulseWarmUp'),
      presenter_notes:
        'Count "stamp, clap, clap, clap" aloud for the first two bars, then let the class carry on alone.',
    },
  ]);
  const instruments = await seedSubSlideshow(ctx, `${activity.title}: instruments`, [
    {
      title: 'Drums keep the pulse',
      slide_template: 'audio_and_image',
      slide_text: 'Drums play on every beat.',
      main_image: fileId(ctx, 'instrumentDrum'),
      audio: fileId(ctx, 'pulseWarmUp'),
      presenter_notes: 'Give the drums to pupils who already keep a steady beat; they anchor everyone else.',
    },
    {
      title: 'Claves play the rhythm',
      slide_template: 'image',
      slide_text: 'Claves copy the rhythm of the words.',
      main_image: fileId(ctx, 'instrumentClaves'),
      presenter_notes: 'Say a short phrase, such as "march-ing to the beat", and let the claves copy its rhythm.',
    },
  ]);

  return [
    {
      title: activity.title,
      slide_template: 'image',
      slide_text: activity.forPupils,
      main_image: fileId(ctx, activity.picture),
      presenter_notes: `${activity.introduction}\n\n${activity.teachingOption}`,
    },
    {
      title: 'Before you start',
      include_in_lesson: false,
      slide_template: 'image',
      slide_text: 'Check the space: everyone needs room to march safely.',
      main_image: fileId(ctx, 'pictureMarching'),
      presenter_notes:
        'This slide is for you only and is hidden in lesson mode. Move chairs back and agree a freeze signal before you start.',
    },
    {
      title: 'Listen and tap',
      slide_template: 'audio',
      slide_text: 'Tap your knees gently on every beat.',
      audio: fileId(ctx, 'pulseWarmUp'),
      presenter_notes: 'Watch for pupils who speed up; tap beside them so they can lock on to your beat.',
    },
    {
      title: 'Watch the orchestra',
      slide_template: 'video',
      slide_text: 'How do the players keep together?',
      videos: [
        {
          title: 'In the Hall of the Mountain King',
          film_setup: 'single',
          embed: DEMO_VIDEO,
          video_file: fileId(ctx, 'orchestraFilm'),
        },
      ],
      presenter_notes:
        'The film shows the score of the Mountain King theme as it plays. Ask pupils to tap the pulse as it gets going.',
    },
    {
      title: 'Two views of the music',
      slide_template: 'two_videos',
      slide_text: 'Watch the score and the notes at the same time.',
      videos: [
        { title: 'The score', film_setup: 'main', video_file: fileId(ctx, 'conductorFilm') },
        { title: 'The notes', film_setup: 'follower', video_file: fileId(ctx, 'timpaniFilm') },
      ],
      presenter_notes:
        'Both films play Ode to Joy in step: the score on one side, each note as a coloured bar on the other. Ask which view makes the pulse easier to see.',
    },
    {
      title: 'March to the music',
      slide_template: 'audio_and_image',
      slide_text: 'March on the spot. Freeze when the music stops!',
      main_image: fileId(ctx, 'pictureMarching'),
      audio: fileId(ctx, 'pulseWarmUp'),
      presenter_notes: 'Pause the recording at random moments; anyone still moving sits out for one round.',
    },
    {
      title: 'Pulse or rhythm?',
      slide_template: 'flipcards',
      slide_text: 'Click a card to see the answer.',
      flipcards: [
        {
          title: 'Drum',
          card_1: fileId(ctx, 'instrumentDrum'),
          card_2: fileId(ctx, 'picturePulse'),
          audio: fileId(ctx, 'pulseWarmUp'),
        },
        {
          title: 'Voice',
          card_1: fileId(ctx, 'cardSinging'),
          card_2: fileId(ctx, 'pictureRhythm'),
          audio: fileId(ctx, 'echoSong'),
        },
        {
          title: 'Glockenspiel',
          card_1: fileId(ctx, 'instrumentGlockenspiel'),
          card_2: fileId(ctx, 'pictureRhythm'),
          audio: fileId(ctx, 'odeToJoy'),
        },
      ],
      presenter_notes:
        'Each card shows an instrument; its back says whether it is playing the pulse or a rhythm in the recording.',
    },
    {
      title: 'Which one keeps the beat?',
      slide_template: 'audiocards',
      slide_text: 'Play each card. Which music is easiest to march to?',
      audiocards: [
        { title: 'Marimba', image: fileId(ctx, 'instrumentMarimba'), audio: fileId(ctx, 'pulseWarmUp') },
        { title: 'Trumpet', image: fileId(ctx, 'instrumentTrumpet'), audio: fileId(ctx, 'ensembleRiff') },
        { title: 'Bells', image: fileId(ctx, 'instrumentBells'), audio: fileId(ctx, 'shimmer') },
      ],
      presenter_notes:
        'The marimba has a click on every beat; the bells have no steady beat at all. Ask pupils to explain their choice.',
    },
    {
      title: 'Pulse and rhythm',
      slide_template: 'two_columns',
      slide_text: '**Pulse**\n\nThe steady beat that never changes, like a ticking clock.',
      secondary_slide_text: '**Rhythm**\n\nThe pattern of long and short sounds, like the words of a song.',
      main_image: fileId(ctx, 'picturePulse'),
      secondary_image: fileId(ctx, 'pictureRhythm'),
      audio: fileId(ctx, 'pulseWarmUp'),
      secondary_audio: fileId(ctx, 'echoSong'),
      presenter_notes:
        'Play the two recordings one after the other: pupils tap the pulse to the first and clap the rhythm of the words to the second.',
    },
    {
      title: 'Choose how to play',
      slide_template: 'sub_slide_buttons',
      slide_text: 'Pick a way to keep the pulse.',
      sub_slides2: [bodyPercussion, instruments],
      presenter_notes: 'Let the class vote, or split into two groups and run both.',
    },
    {
      title: 'Put it all together',
      slide_template: 'all',
      slide_text: 'Listen, watch, then march and clap along with the music.',
      secondary_slide_text: 'Finish with a freeze when the music stops.',
      main_image: fileId(ctx, 'pictureMarching'),
      audio: fileId(ctx, 'pulseWarmUp'),
      secondary_image: fileId(ctx, 'pictureClapping'),
      secondary_audio: fileId(ctx, 'callAndResponse'),
      videos: [
        { title: 'In the Hall of the Mountain King', film_setup: 'single', video_file: fileId(ctx, 'orchestraFilm') },
      ],
      audiocards: [
        { title: 'Pulse Warm-up', image: fileId(ctx, 'instrumentMarimba'), audio: fileId(ctx, 'pulseWarmUp') },
      ],
      flipcards: [
        {
          title: 'Freeze!',
          card_1: fileId(ctx, 'pictureMarching'),
          card_2: fileId(ctx, 'pictureFreeze'),
          audio: fileId(ctx, 'callAndResponse'),
        },
      ],
      presenter_notes: 'A final run-through: half the class marches while the other half claps, then swap.',
    },
  ];
}

async function seedSlideshow(ctx: SeedContext, activity: ActivityBlueprint): Promise<DocumentId | undefined> {
  if (activity.slideshow === 'none') return undefined;
  const slides =
    activity.slideshow === 'every-template' ? await everyTemplateSlides(ctx, activity) : standardSlides(ctx, activity);
  return createDocument(ctx.strapi, 'api::activity-slideshow.activity-slideshow', {
    title: `${activity.title} slides`,
    activity_slides: slides,
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
