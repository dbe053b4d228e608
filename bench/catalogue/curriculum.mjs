/**
 * Generated activities (with their options and slideshows), activity sections, lessons and units for one existing
 * programme, shaped like the demo's (apps/cms/src/seed/activities.ts and curriculum.ts) but at catalogue scale:
 * a unit has about ten lessons, a lesson several activities, a section about ten activities.
 * Everything goes through the Document Service, so components, relations and publication are as in the demo.
 */
import {
  ACTIVITY_FORMS,
  ACTIVITY_TYPES,
  DELIVERY_TITLES,
  EQUIPMENT,
  LESSON_FOCUSES,
  OPTION_TITLES,
  PIECES,
  SECTION_DIVIDERS,
  SECTION_TITLES,
  TERMS,
  THEMES,
  TIMES,
  UNIT_TOPICS,
} from './vocabulary.mjs';

/** The demo's stand-in film link (apps/cms/src/seed/context.ts). */
const DEMO_VIDEO = { url: 'https://vimeo.com/76979871' };
/** One activity in this many gets the showcase slideshow with every template and two sub-slideshows, as in the demo. */
const EVERY_TEMPLATE_EVERY = 24;
/** One activity in this many has no slideshow (the demo has a few), so 'Start Activity' is hidden for it. */
const NO_SLIDESHOW_EVERY = 12;

/**
 * @typedef {object} CatalogueContext
 * @property {import('@strapi/strapi').Core.Strapi} strapi
 * @property {import('./random.mjs').Random} random
 * @property {import('./media-copies.mjs').MediaPool} media
 * @property {import('./media-copies.mjs').DemoMedia} demo
 * @property {{ documentId: string, combination_key: string, title: string, description: string }[]} strands
 *
 * @typedef {object} ExistingProgramme
 * @property {string} documentId
 * @property {string} title
 * @property {string} audience documentId of its audience
 * @property {string} activityLibrary documentId of its activity library
 * @property {string} audioLibrary documentId of its audio library
 *
 * @typedef {{ documentId: string, title: string, type: string, strands: string[] }} GeneratedActivity
 */

/**
 * Creates one document and returns its documentId. Keys whose value is undefined are dropped first: Strapi reads a
 * present-but-undefined component key as an empty component (as apps/cms/src/seed/documents.ts explains).
 * @param {CatalogueContext} ctx
 * @param {import('@strapi/strapi').UID.ContentType} uid
 * @param {Record<string, unknown>} data
 */
export async function create(ctx, uid, data) {
  const created = await ctx.strapi.documents(uid).create({ data: JSON.parse(JSON.stringify(data)) });
  return created.documentId;
}

/** The files one activity's pages and slides show: its own picture, recording and score. */
function activityFiles(ctx) {
  return { picture: ctx.media.next('image'), recording: ctx.media.next('audio'), score: ctx.media.next('pdf') };
}

function deliveryOptions(ctx, files, optionIndex, title) {
  const [led, resourced] = DELIVERY_TITLES[optionIndex];
  return [
    {
      title: led,
      activity_detail: [
        {
          title: 'Listen together',
          description: `Play the recording for **${title}** once, then again while pupils join in.`,
          media: [files.recording],
        },
        { title: 'Score and teaching notes', description: 'Print or project the score.', media: [files.score] },
      ],
    },
    {
      title: resourced,
      activity_detail: [
        {
          title: 'Picture prompt',
          description: 'Project the picture: *what might this music sound like?*',
          media: [files.picture],
        },
        {
          title: 'Teaching notes',
          description: 'A checklist to paste into your plans.',
          media: [ctx.demo.teachingNotes.id],
        },
        {
          title: 'Everything in one place',
          description: 'The recording, the score and the picture together.',
          media: [files.recording, files.score, files.picture],
        },
      ],
    },
  ];
}

async function createActivityOption(ctx, { title, files, optionIndex, strands, audience }) {
  const { random } = ctx;
  return create(ctx, 'api::activity-option.activity-option', {
    title: OPTION_TITLES[(optionIndex * 2 + random.integer(0, 1)) % OPTION_TITLES.length],
    introduction: `Begin **${title}** with the whole class, then let pupils lead. Keep the pulse steady throughout.`,
    introduction_pt2: random.chance(0.5) ? 'Challenge confident pupils to add a second layer.' : undefined,
    time: random.pick(TIMES) || undefined,
    music: `${random.pick(PIECES)} (recording and score)`,
    equipment: random.pick(EQUIPMENT),
    documents: [
      { title: `${title}: score`, file: files.score },
      { title: 'Lesson plan', file: ctx.demo.lessonPlan.id },
    ],
    learning_objectives: strands.slice(0, 2).map((strand) => ({
      title: `Develop ${strand.title.toLowerCase()}`,
      description: strand.description,
      audience,
    })),
    delivery_option: deliveryOptions(ctx, files, optionIndex, title),
  });
}

/** The demo's standard slideshow: picture, listen, a type-specific slide, then 'Your turn'. */
function standardSlides(ctx, { title, type, files }) {
  const slides = [
    { title, slide_template: 'image', slide_text: `Today: **${title}**.`, main_image: files.picture },
    {
      title: 'Listen together',
      slide_template: 'audio_and_image',
      slide_text: 'What do you notice? Which instruments can you hear?',
      main_image: files.picture,
      audio: files.recording,
    },
  ];
  if (type === 'Listening') {
    slides.push({
      title: 'Watch the orchestra',
      slide_template: 'video',
      slide_text: 'Watch the players closely.',
      videos: [{ title: 'The orchestra in rehearsal', film_setup: 'single', embed: DEMO_VIDEO }],
    });
  }
  if (type === 'Composing') {
    slides.push({
      title: 'Plan your piece',
      slide_template: 'two_columns',
      slide_text: '**Start with:**\n\n- a steady pulse\n- one short idea',
      secondary_slide_text: '**Then try:**\n\n- repeating your idea\n- adding a second layer',
      main_image: files.picture,
      secondary_image: ctx.media.next('image'),
    });
  }
  slides.push({
    title: 'Your turn',
    slide_template: 'audio',
    slide_text: 'Perform it together.',
    audio: files.recording,
  });
  return slides;
}

/** The showcase slideshow: every template once, a teacher-only slide, and buttons opening two sub-slideshows. */
async function everyTemplateSlides(ctx, { title, files }) {
  const [film, secondFilm = film, thirdFilm = film] = ctx.demo.films.map((file) => file.id);
  const otherPicture = ctx.media.next('image');
  const otherRecording = ctx.media.next('audio');
  const subSlideshow = (subtitle, slides) =>
    create(ctx, 'api::activity-slideshow.activity-slideshow', {
      title: `${title}: ${subtitle}`,
      activity_slides: slides,
    });
  const bodyPercussion = await subSlideshow('body percussion', [
    { title: 'Clap the pulse', slide_template: 'image', slide_text: 'Clap on every beat.', main_image: files.picture },
    {
      title: 'Stamp and clap',
      slide_template: 'audio',
      slide_text: 'Stamp on one, clap on two.',
      audio: files.recording,
    },
  ]);
  const instruments = await subSlideshow('instruments', [
    {
      title: 'Drums keep the pulse',
      slide_template: 'audio_and_image',
      slide_text: 'Drums play on every beat.',
      main_image: otherPicture,
      audio: otherRecording,
    },
  ]);
  const card = (cardTitle) => ({
    title: cardTitle,
    card_1: files.picture,
    card_2: otherPicture,
    audio: files.recording,
  });
  return [
    { title, slide_template: 'image', slide_text: `Today: **${title}**.`, main_image: files.picture },
    {
      title: 'Teacher notes',
      include_in_lesson: false,
      slide_template: 'image',
      slide_text: 'For the teacher only: hidden in lesson mode.',
      main_image: otherPicture,
    },
    {
      title: 'Listen and tap',
      slide_template: 'audio',
      slide_text: 'Tap gently on every beat.',
      audio: files.recording,
    },
    {
      title: 'Watch the section',
      slide_template: 'video',
      slide_text: 'How do the players keep together?',
      videos: [{ title: 'The section', film_setup: 'single', embed: DEMO_VIDEO, video_file: film }],
    },
    {
      title: 'Two views',
      slide_template: 'two_videos',
      slide_text: 'Watch both players at once.',
      videos: [
        { title: 'The conductor', film_setup: 'main', video_file: secondFilm },
        { title: 'The timpani', film_setup: 'follower', video_file: thirdFilm },
      ],
    },
    {
      title: 'Move to the music',
      slide_template: 'audio_and_image',
      slide_text: 'Freeze when the music stops!',
      main_image: otherPicture,
      audio: otherRecording,
    },
    {
      title: 'Pulse or rhythm?',
      slide_template: 'flipcards',
      slide_text: 'Click a card.',
      flipcards: [card('Drum'), card('Voice')],
    },
    {
      title: 'Which one keeps the beat?',
      slide_template: 'audiocards',
      slide_text: 'Play each card.',
      audiocards: [
        { title: 'First', image: files.picture, audio: files.recording },
        { title: 'Second', image: otherPicture, audio: otherRecording },
      ],
    },
    {
      title: 'Pulse and rhythm',
      slide_template: 'two_columns',
      slide_text: '**Pulse**\n\nThe steady beat.',
      secondary_slide_text: '**Rhythm**\n\nLong and short sounds.',
      main_image: files.picture,
      secondary_image: otherPicture,
      audio: files.recording,
      secondary_audio: otherRecording,
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
      slide_text: 'Listen, watch, then perform.',
      secondary_slide_text: 'Finish with a freeze.',
      main_image: files.picture,
      audio: files.recording,
      secondary_image: otherPicture,
      secondary_audio: otherRecording,
      videos: [{ title: 'The full orchestra', film_setup: 'single', video_file: film }],
      audiocards: [{ title: 'Once more', image: files.picture, audio: files.recording }],
      flipcards: [card('Freeze!')],
    },
  ];
}

/**
 * One activity page with two activity options and (mostly) a slideshow, in an existing programme and audience.
 * @param {CatalogueContext} ctx
 * @param {ExistingProgramme} programme
 * @param {number} number the activity's position in the whole generated catalogue (decides its slideshow)
 * @param {GeneratedActivity[]} earlier activities generated before it in the programme ('More activities like this')
 * @returns {Promise<GeneratedActivity>}
 */
async function createActivity(ctx, programme, number, earlier) {
  const { random } = ctx;
  const type = random.pick(ACTIVITY_TYPES);
  const title = `${random.pick(THEMES)} ${random.pick(ACTIVITY_FORMS[type])}`;
  const strands = random.sample(ctx.strands, random.integer(1, 3));
  const files = activityFiles(ctx);

  const activityOptions = [];
  for (const optionIndex of [0, 1]) {
    activityOptions.push(
      await createActivityOption(ctx, { title, files, optionIndex, strands, audience: programme.audience }),
    );
  }
  let activitySlideshow;
  if (number % NO_SLIDESHOW_EVERY !== NO_SLIDESHOW_EVERY - 1) {
    const slides =
      number % EVERY_TEMPLATE_EVERY === 0
        ? await everyTemplateSlides(ctx, { title, files })
        : standardSlides(ctx, { title, type, files });
    activitySlideshow = await create(ctx, 'api::activity-slideshow.activity-slideshow', {
      title: `${title} slides`,
      activity_slides: slides,
    });
  }
  const documentId = await create(ctx, 'api::activity-page.activity-page', {
    title,
    time: random.pick(TIMES) || undefined,
    type,
    introduction: `In **${title}** pupils explore the ${type.toLowerCase()} side of the ${random.pick(THEMES).toLowerCase()} theme, then share what they made.`,
    lesson_summary: `Pupils take part in ${title.toLowerCase()} and talk about what they heard.`,
    teaching_option: 'Works as a warm-up or as the main activity of a lesson.',
    learning_strands: strands.map((strand) => strand.documentId),
    audiences: [programme.audience],
    programme: programme.documentId,
    relatedActivities: random.sample(earlier.slice(-12), random.integer(0, 3)).map((activity) => activity.documentId),
    activityOptions,
    activity_slideshow: activitySlideshow,
  });
  return { documentId, title, type, strands: strands.map((strand) => strand.combination_key) };
}

/**
 * Activities for a programme, then sections of about ten of them in its activity library.
 * @param {CatalogueContext} ctx
 * @param {ExistingProgramme} programme
 * @param {{ count: number, firstNumber: number }} options
 */
export async function seedProgrammeActivities(ctx, programme, { count, firstNumber }) {
  /** @type {GeneratedActivity[]} */
  const activities = [];
  for (let index = 0; index < count; index += 1) {
    activities.push(await createActivity(ctx, programme, firstNumber + index, activities));
  }

  /** @type {{ documentId: string, activities: string[] }[]} */
  const sections = [];
  for (let start = 0; start < activities.length;) {
    const size = Math.min(ctx.random.integer(8, 12), activities.length - start);
    const members = activities.slice(start, start + size).map((activity) => activity.documentId);
    const title = SECTION_TITLES[sections.length % SECTION_TITLES.length];
    sections.push({
      activities: members,
      documentId: await create(ctx, 'api::activity-section.activity-section', {
        title,
        introduction: `${title} from ${programme.title}, ready to drop into any lesson.`,
        activities: members,
        documents: [{ title: 'Section overview', file: ctx.demo.programmeOverview.id }],
        activity_library: programme.activityLibrary,
      }),
    });
    start += size;
  }
  return { activities, sections };
}

/**
 * The entries of a lesson's activity list: sometimes with section dividers, as in the demo's lessons.
 * @param {CatalogueContext} ctx
 * @param {GeneratedActivity[]} chosen
 */
function activityEntries(ctx, chosen) {
  const entries = chosen.map((activity) => ({ section_divider: false, activity: activity.documentId }));
  if (!ctx.random.chance(0.5)) return entries;
  return [
    { section_divider: true, title: SECTION_DIVIDERS[0] },
    entries[0],
    { section_divider: true, title: SECTION_DIVIDERS[1] },
    ...entries.slice(1, -1),
    { section_divider: true, title: SECTION_DIVIDERS[2] },
    entries[entries.length - 1],
  ];
}

/**
 * One lesson of a unit: three to five activities from the unit's set, sometimes extension activities, an
 * activities-above list or a strand-filtered pool, as the lesson page merges them.
 * @param {CatalogueContext} ctx
 * @param {{ title: string, unitActivities: GeneratedActivity[], programmeActivities: GeneratedActivity[] }} lesson
 */
async function createLesson(ctx, { title, unitActivities, programmeActivities }) {
  const { random, media, demo } = ctx;
  const chosen = random.sample(unitActivities, random.integer(3, 5));
  const others = programmeActivities.filter((activity) => !chosen.includes(activity));
  const pool = random.chance(1 / 6) ? random.sample(others, random.integer(2, 4)) : [];
  const above = random.chance(1 / 8) ? random.sample(others, 1) : [];
  const extension = random.sample(others, random.integer(0, 2));
  const documentId = await create(ctx, 'api::lesson.lesson', {
    title,
    page_title: random.chance(0.2) ? `${title}: lesson overview` : undefined,
    introduction: `Pupils ${chosen[0].title.toLowerCase()}, then move on to ${chosen[chosen.length - 1].title.toLowerCase()}.`,
    documents: [
      { title: 'Lesson plan', file: media.next('pdf') },
      { title: 'Curriculum map', file: demo.programmeOverview.id },
      // No file: the lesson page lists only documents with both a title and a file, as in the demo.
      { title: 'Assessment grid (coming soon)' },
    ],
    activities: activityEntries(ctx, chosen),
    activities_above: above.map((activity) => activity.documentId),
    activity_pool: pool.map((activity) => activity.documentId),
    extensionactivities: extension.map((activity) => activity.documentId),
    combination_key_configurations: pool.length
      ? [...new Set(pool.flatMap((activity) => activity.strands))].slice(0, 2)
      : null,
    featured: random.chance(0.1),
    disable_lesson_mode: random.chance(0.05),
  });
  return { documentId, shown: [...above, ...pool, ...chosen, ...extension] };
}

/**
 * Units of eight to twelve lessons for a programme. Each unit works with a window of the programme's
 * activities, overlapping its neighbours', so an activity appears in several lessons and units.
 * @param {CatalogueContext} ctx
 * @param {ExistingProgramme} programme
 * @param {{ lessonCount: number, activities: GeneratedActivity[], sections: { documentId: string, activities: string[]
 * }[] }} options
 */
export async function seedProgrammeUnits(ctx, programme, { lessonCount, activities, sections }) {
  const { random, demo } = ctx;
  /** Lessons per unit, adding up to lessonCount; a short remainder joins the last unit. */
  const unitSizes = [];
  for (let left = lessonCount; left > 0;) {
    const size = left < 14 ? left : random.integer(8, 12);
    unitSizes.push(size);
    left -= size;
  }
  const windowSize = Math.min(activities.length, 10);
  const step =
    unitSizes.length > 1 ? Math.max(1, Math.floor((activities.length - windowSize) / (unitSizes.length - 1))) : 0;

  let lessons = 0;
  for (const [unitIndex, size] of unitSizes.entries()) {
    const unitActivities = activities.slice(unitIndex * step, unitIndex * step + windowSize);
    const topic = UNIT_TOPICS[(unitIndex + random.integer(0, 2)) % UNIT_TOPICS.length];
    const lessonIds = [];
    /** @type {Set<GeneratedActivity>} */
    const shown = new Set();
    for (let lessonIndex = 0; lessonIndex < size; lessonIndex += 1) {
      const lesson = await createLesson(ctx, {
        title: `${topic} ${lessonIndex + 1}: ${random.pick(LESSON_FOCUSES)}`,
        unitActivities,
        programmeActivities: activities,
      });
      lessonIds.push(lesson.documentId);
      lesson.shown.forEach((activity) => shown.add(activity));
    }
    const shownIds = [...shown].map((activity) => activity.documentId);
    const unitSections = sections.filter((section) => section.activities.some((id) => shownIds.includes(id)));
    await create(ctx, 'api::scheme.scheme', {
      title: `${topic} (${TERMS[unitIndex % TERMS.length]})`,
      blurb: `${size} lessons on ${topic.toLowerCase()}`,
      introduction: `A unit of ${size} lessons. Each lesson builds on the last; start with lesson 1.`,
      documents: [
        { title: 'Unit overview', file: demo.programmeOverview.id },
        { title: 'Lesson plan template', file: demo.lessonPlan.id },
      ],
      programme: programme.documentId,
      lessons: lessonIds,
      scheme_library: programme.activityLibrary,
      scheme_activities: shownIds,
      activity_sections: unitSections.map((section) => section.documentId),
      performance_items: [
        { title: 'Class performance', blurb: 'Perform the piece you made.', activity: unitActivities[0].documentId },
        ...(unitSections.length
          ? [
              {
                title: 'Explore more',
                blurb: 'More activities like these.',
                activity_section: unitSections[0].documentId,
              },
            ]
          : []),
      ],
    });
    lessons += size;
  }
  return { units: unitSizes.length, lessons };
}
