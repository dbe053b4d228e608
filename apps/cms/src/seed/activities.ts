import type { ActivityBlueprint, ActivityOptionBlueprint, CurriculumAudienceSlug } from './blueprints';
import { DEMO_VIDEO, fileId, lookUp, uploadedFile, type SeedContext } from './context';
import { createDocument, type DocumentId } from './documents';
import { STRAND_OBJECTIVES } from './taxonomy';

// Delivery option titles for the first and the second activity option.
const DELIVERY_TITLES: [string, string][] = [
  ['Teacher-led', 'With the resources'],
  ['In small groups', 'Independent practice'],
];

/** Two delivery options whose details carry every kind of media: audio, a PDF, an image and a text file. */
function deliveryOptions(ctx: SeedContext, activity: ActivityBlueprint, optionIndex: number): object[] {
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
          title: 'Score and teaching notes',
          description: 'Print the score or project it so everyone can follow the music.',
          media: [fileId(ctx, activity.score)],
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
          description: 'The recording, the score and the picture together.',
          media: [fileId(ctx, activity.audio), fileId(ctx, activity.score), fileId(ctx, activity.picture)],
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
): Promise<DocumentId> {
  return createDocument(ctx.strapi, 'api::activity-option.activity-option', {
    title: option.title,
    introduction: option.introduction,
    introduction_pt2: option.introductionPt2,
    time: option.time,
    music: activity.music,
    equipment: activity.equipment,
    documents: [
      { title: `${activity.title}: score`, file: fileId(ctx, activity.score) },
      { title: 'Lesson plan', file: fileId(ctx, 'lessonPlan') },
    ],
    learning_objectives: activity.strands.slice(0, 2).map((strand) => ({ ...STRAND_OBJECTIVES[strand], audience })),
    delivery_option: deliveryOptions(ctx, activity, optionIndex),
  });
}

/** Three slides (four for listening and composing) that every standard activity slideshow has. */
function standardSlides(ctx: SeedContext, activity: ActivityBlueprint): object[] {
  const slides: object[] = [
    {
      title: activity.title,
      slide_template: 'image',
      slide_text: activity.introduction,
      main_image: fileId(ctx, activity.picture),
    },
    {
      title: 'Listen together',
      slide_template: 'audio_and_image',
      slide_text: `What do you notice? ${activity.lessonSummary}`,
      main_image: fileId(ctx, activity.picture),
      audio: fileId(ctx, activity.audio),
    },
  ];
  if (activity.type === 'Listening') {
    slides.push({
      title: 'Watch the orchestra',
      slide_template: 'video',
      slide_text: 'Watch the players closely. Which instruments can you see and hear?',
      videos: [{ title: 'The orchestra in rehearsal', film_setup: 'single', embed: DEMO_VIDEO }],
    });
  }
  if (activity.type === 'Composing') {
    slides.push({
      title: 'Plan your piece',
      slide_template: 'two_columns',
      slide_text: '**Start with:**\n\n- a steady pulse\n- one short idea\n- a clear ending',
      secondary_slide_text: '**Then try:**\n\n- repeating your idea\n- changing one thing\n- adding a second layer',
      main_image: fileId(ctx, activity.picture),
      secondary_image: fileId(ctx, 'cardComposing'),
    });
  }
  slides.push({
    title: 'Your turn',
    slide_template: 'audio',
    slide_text: activity.options[0].introduction,
    audio: fileId(ctx, activity.audio),
  });
  return slides;
}

async function seedSubSlideshow(ctx: SeedContext, title: string, slides: object[]): Promise<DocumentId> {
  return createDocument(ctx.strapi, 'api::activity-slideshow.activity-slideshow', { title, activity_slides: slides });
}

/**
 * The showcase slideshow: one slide per template (ten), a teacher-only slide left out of lesson mode,
 * and a sub_slide_buttons slide that opens two sub-slideshows.
 */
async function everyTemplateSlides(ctx: SeedContext, activity: ActivityBlueprint): Promise<object[]> {
  const bodyPercussion = await seedSubSlideshow(ctx, `${activity.title}: body percussion`, [
    {
      title: 'Clap the pulse',
      slide_template: 'image',
      slide_text: 'Clap on every beat. Keep your claps small and neat.',
      main_image: fileId(ctx, 'cardPercussion'),
    },
    {
      title: 'Stamp and clap',
      slide_template: 'audio',
      slide_text: 'Stamp on beat one, clap on beats two, three and four.',
      audio: fileId(ctx, 'pulseWarmUp'),
    },
  ]);
  const instruments = await seedSubSlideshow(ctx, `${activity.title}: instruments`, [
    {
      title: 'Drums keep the pulse',
      slide_template: 'audio_and_image',
      slide_text: 'Drums play on every beat.',
      main_image: fileId(ctx, 'cardPercussion'),
      audio: fileId(ctx, 'pulseWarmUp'),
    },
    {
      title: 'Claves play the rhythm',
      slide_template: 'image',
      slide_text: 'Claves copy the rhythm of the words.',
      main_image: fileId(ctx, 'cardKeyboard'),
    },
  ]);

  return [
    {
      title: activity.title,
      slide_template: 'image',
      slide_text: activity.introduction,
      main_image: fileId(ctx, activity.picture),
    },
    {
      title: 'Teacher notes',
      include_in_lesson: false,
      slide_template: 'image',
      slide_text:
        'For the teacher only: this slide is hidden in lesson mode. Check that everyone has space to march safely before you start.',
      main_image: fileId(ctx, 'cardPercussion'),
    },
    {
      title: 'Listen and tap',
      slide_template: 'audio',
      slide_text: 'Tap your knees gently on every beat.',
      audio: fileId(ctx, 'pulseWarmUp'),
    },
    {
      title: 'Watch the percussion section',
      slide_template: 'video',
      slide_text: 'How do the players keep together?',
      videos: [
        {
          title: 'Percussion section',
          film_setup: 'single',
          embed: DEMO_VIDEO,
          video_file: fileId(ctx, 'orchestraFilm'),
        },
      ],
    },
    {
      title: 'Two views of the pulse',
      slide_template: 'two_videos',
      slide_text: 'Watch the conductor and the timpani player at the same time.',
      videos: [
        { title: 'The conductor', film_setup: 'main', video_file: fileId(ctx, 'conductorFilm') },
        { title: 'The timpani', film_setup: 'follower', video_file: fileId(ctx, 'timpaniFilm') },
      ],
    },
    {
      title: 'March to the music',
      slide_template: 'audio_and_image',
      slide_text: 'March on the spot. Freeze when the music stops!',
      main_image: fileId(ctx, 'cardMovement'),
      audio: fileId(ctx, 'pulseWarmUp'),
    },
    {
      title: 'Pulse or rhythm?',
      slide_template: 'flipcards',
      slide_text: 'Click a card to see the answer.',
      flipcards: [
        {
          title: 'Drum',
          card_1: fileId(ctx, 'cardPercussion'),
          card_2: fileId(ctx, 'cardOrchestra'),
          audio: fileId(ctx, 'pulseWarmUp'),
        },
        {
          title: 'Voice',
          card_1: fileId(ctx, 'cardSinging'),
          card_2: fileId(ctx, 'cardListening'),
          audio: fileId(ctx, 'echoSong'),
        },
        {
          title: 'Keyboard',
          card_1: fileId(ctx, 'cardKeyboard'),
          card_2: fileId(ctx, 'cardComposing'),
          audio: fileId(ctx, 'odeToJoy'),
        },
      ],
    },
    {
      title: 'Which one keeps the beat?',
      slide_template: 'audiocards',
      slide_text: 'Play each card. Which music is easiest to march to?',
      audiocards: [
        { title: 'Marimba', image: fileId(ctx, 'cardPercussion'), audio: fileId(ctx, 'pulseWarmUp') },
        { title: 'Brass', image: fileId(ctx, 'cardPerformance'), audio: fileId(ctx, 'ensembleRiff') },
        { title: 'Bells', image: fileId(ctx, 'cardListening'), audio: fileId(ctx, 'shimmer') },
      ],
    },
    {
      title: 'Pulse and rhythm',
      slide_template: 'two_columns',
      slide_text: '**Pulse**\n\nThe steady beat that never changes, like a ticking clock.',
      secondary_slide_text: '**Rhythm**\n\nThe pattern of long and short sounds, like the words of a song.',
      main_image: fileId(ctx, 'cardPercussion'),
      secondary_image: fileId(ctx, 'cardSinging'),
      audio: fileId(ctx, 'pulseWarmUp'),
      secondary_audio: fileId(ctx, 'echoSong'),
    },
    {
      title: 'Choose how to play',
      slide_template: 'sub_slide_buttons',
      slide_text: 'Pick a way to keep the pulse.',
      sub_slides2: [bodyPercussion, instruments],
    },
    {
      title: 'Put it all together',
      slide_template: 'all',
      slide_text: 'Listen, watch, then march and clap along with the orchestra.',
      secondary_slide_text: 'Finish with a freeze when the music stops.',
      main_image: fileId(ctx, 'cardPerformance'),
      audio: fileId(ctx, 'pulseWarmUp'),
      secondary_image: fileId(ctx, 'cardMovement'),
      secondary_audio: fileId(ctx, 'callAndResponse'),
      videos: [{ title: 'The full orchestra', film_setup: 'single', video_file: fileId(ctx, 'orchestraFilm') }],
      audiocards: [{ title: 'Pulse Warm-up', image: fileId(ctx, 'cardPercussion'), audio: fileId(ctx, 'pulseWarmUp') }],
      flipcards: [
        {
          title: 'Freeze!',
          card_1: fileId(ctx, 'cardMovement'),
          card_2: fileId(ctx, 'cardPerformance'),
          audio: fileId(ctx, 'callAndResponse'),
        },
      ],
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
  const activityOptions: DocumentId[] = [];
  for (const [index, option] of activity.options.entries()) {
    activityOptions.push(await seedActivityOption(ctx, activity, option, index, audience));
  }
  return createDocument(ctx.strapi, 'api::activity-page.activity-page', {
    title: activity.title,
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
