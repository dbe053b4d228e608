/** The showcase slideshow: every slide template of SPEC-GUIDE §3 in one activity, with two sub-slideshows. */
import type { ActivityBlueprint } from './blueprints';
import { DEMO_VIDEO, fileId, type SeedContext } from './context';
import { createDocument, type DocumentId } from './documents';

async function seedSubSlideshow(ctx: SeedContext, title: string, slides: object[]): Promise<DocumentId> {
  return createDocument(ctx.strapi, 'api::activity-slideshow.activity-slideshow', { title, activity_slides: slides });
}

/**
 * The showcase's slides after the activity's opening slide (an image one, activity-slides.ts): one slide per other
 * template of SPEC-GUIDE §3 (nine), a teacher-only slide left out of lesson mode, and a sub_slide_buttons slide that
 * opens two sub-slideshows.
 */
export async function everyTemplateSlides(ctx: SeedContext, activity: ActivityBlueprint): Promise<object[]> {
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
