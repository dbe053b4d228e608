import type { AudienceSlug } from './blueprints';
import type { SeedContext } from './context';
import { createDocument, updateDocument, type DocumentId } from './documents';
import { featureBox, type FeatureBoxBlueprint, type FeatureDestinations } from './feature-boxes';
import type { ImageKey } from './media';

interface AudienceBlueprint {
  title: string;
  menuOrder: number;
  subtitle: string;
  introduction: string;
  librariesIntro: string;
  section2Intro: string;
  activityLibraryIntro: string;
  audioLibraryIntro: string;
  theme: { background: string; color: string; banner: ImageKey };
  featureBoxes: FeatureBoxBlueprint[];
}

const AUDIENCES: Record<AudienceSlug, AudienceBlueprint> = {
  primary: {
    title: 'Primary',
    menuOrder: 1,
    subtitle: 'Music for Key Stages 1 and 2',
    introduction:
      'Fully resourced programmes for primary classrooms, created with the players of the orchestra. Every lesson comes with recordings, slides and printable scores, so **you do not need to be a music specialist** to teach them with confidence.',
    librariesIntro: 'Build your own lessons from hundreds of activities and recordings.',
    section2Intro: 'New to the programmes? Start with **Music Foundations** and follow the units in order.',
    activityLibraryIntro:
      'Every primary activity, grouped by type so you can find a warm-up, a song or a composing task in seconds.',
    audioLibraryIntro: 'Recordings by the orchestra for listening, singing and playing along.',
    theme: { background: '#1d3557', color: '#ffffff', banner: 'bannerPrimary' },
    featureBoxes: [
      {
        title: 'Music Foundations',
        blurb: 'Pulse, pitch and singing for Key Stage 1 and lower Key Stage 2.',
        image: 'cardSinging',
        ageGroups: ['ks1', 'ks2'],
        linkLabel: 'Explore Music Foundations',
        link: {
          programme: 'music-foundations',
          title: 'Music Foundations',
          document: 'programmeOverview',
          audio: 'echoSong',
        },
      },
      {
        title: 'Listening and Appraising',
        blurb: 'Meet the orchestra and learn to talk about music.',
        image: 'cardOrchestra',
        ageGroups: ['ks2'],
        linkLabel: 'Explore Listening and Appraising',
        link: { programme: 'listening-and-appraising', title: 'Listening and Appraising' },
      },
      {
        title: 'Sing Together',
        blurb: 'Whole-school singing assemblies, coming next term.',
        image: 'cardPerformance',
        ageGroups: ['ks1', 'ks2'],
        link: { programme: 'sing-together', title: 'Sing Together' },
      },
      {
        title: 'Composing Lab',
        blurb: 'A preview of our new composing programme for Year 6.',
        image: 'cardComposing',
        ageGroups: ['ks2'],
        isPreview: true,
      },
      { title: 'More programmes on the way', blurb: 'We add new programmes every term.' },
    ],
  },
  secondary: {
    title: 'Secondary',
    menuOrder: 2,
    subtitle: 'Music for Key Stages 3, 4 and 5',
    introduction:
      'Practical, creative programmes for secondary music departments, from Year 7 composing projects to support for GCSE and A level. Choose your key stage to get started.',
    librariesIntro: 'All our secondary activities and recordings in one place, ready for you to build your own units.',
    section2Intro: 'Projects bring several programmes together around a real-world brief.',
    activityLibraryIntro: 'Composing, performing and listening activities for secondary students.',
    audioLibraryIntro: 'Film cues, backing tracks and orchestral recordings.',
    theme: { background: '#1b6f68', color: '#ffffff', banner: 'bannerSecondary' },
    featureBoxes: [
      {
        title: 'Key Stage 3',
        blurb: 'Years 7 to 9: composing, ensemble playing and listening.',
        image: 'cardComposing',
        ageGroups: ['ks3'],
        linkLabel: 'Explore KS3',
        link: { landingPage: 'ks3', title: 'Key Stage 3' },
      },
      {
        title: 'Key Stage 4',
        blurb: 'GCSE support: performing, composing and appraising.',
        image: 'cardKeyboard',
        ageGroups: ['ks4'],
        linkLabel: 'Explore KS4',
        link: { landingPage: 'ks4', title: 'Key Stage 4' },
      },
      {
        title: 'Key Stage 5',
        blurb: 'A level: analysis and composition with the orchestra.',
        image: 'cardOrchestra',
        ageGroups: ['ks5'],
        linkLabel: 'Explore KS5',
        link: { landingPage: 'ks5', title: 'Key Stage 5' },
      },
      {
        title: 'Soundtrack Your School',
        blurb: 'A cross-year project: score a film about your school.',
        image: 'cardPerformance',
        ageGroups: ['ks3', 'ks4'],
        linkLabel: 'See the project',
        link: { project: 'soundtrack-your-school', title: 'Soundtrack Your School' },
      },
      {
        title: 'Composing for Film',
        blurb: 'Atmosphere, leitmotif and tension.',
        image: 'cardListening',
        ageGroups: ['ks3'],
        linkLabel: 'Explore Composing for Film',
        link: { programme: 'composing-for-film', title: 'Composing for Film' },
      },
      {
        title: 'Ensemble Skills',
        blurb: 'Riffs, chords and arranging.',
        image: 'cardPercussion',
        ageGroups: ['ks3', 'ks4'],
        linkLabel: 'Explore Ensemble Skills',
        link: { programme: 'ensemble-skills', title: 'Ensemble Skills' },
      },
      {
        title: 'Music Technology',
        blurb: 'Recording and producing in the classroom: preview.',
        image: 'cardKeyboard',
        ageGroups: ['ks4', 'ks5'],
        isPreview: true,
      },
      { title: 'Your next project', blurb: 'Tell us what you would like to see next.' },
    ],
  },
  send: {
    title: 'SEND',
    menuOrder: 3,
    subtitle: 'Music for learners with special educational needs and disabilities',
    introduction:
      'Multi-sensory, flexible music sessions developed with special schools. Every activity can be adapted for your learners, with **clear routines, repetition and choice** at its heart.',
    librariesIntro: 'Find activities and recordings to build sessions around your learners.',
    section2Intro: 'Each programme follows the same calm session structure.',
    activityLibraryIntro: 'Sensory and movement activities, grouped by session stage.',
    audioLibraryIntro: 'Calm, steady and playful recordings for sensory sessions.',
    theme: { background: '#5a3d82', color: '#ffffff', banner: 'bannerSend' },
    featureBoxes: [
      {
        title: 'Sensory Sounds',
        blurb: 'Multi-sensory sessions for learners with complex needs.',
        image: 'cardListening',
        ageGroups: ['all-ages'],
        linkLabel: 'Explore Sensory Sounds',
        link: { programme: 'sensory-sounds', title: 'Sensory Sounds' },
      },
      {
        title: 'Move to the Music',
        blurb: 'Movement, rhythm and song.',
        image: 'cardMovement',
        ageGroups: ['all-ages'],
        linkLabel: 'Explore Move to the Music',
        link: { programme: 'move-to-the-music', title: 'Move to the Music' },
      },
      {
        title: 'Sensory Stories',
        blurb: 'Music and storytelling for all: preview.',
        image: 'cardOrchestra',
        ageGroups: ['early-years', 'ks1'],
        isPreview: true,
      },
      { title: 'Coming soon', blurb: 'More SEND programmes are in development with our partner schools.' },
    ],
  },
  live: {
    title: 'Live',
    menuOrder: 4,
    subtitle: 'Concerts and workshops with the orchestra',
    introduction:
      'Bring your class to hear a full symphony orchestra, or invite our players into your school. Every live event comes with **classroom resources** to prepare your pupils and follow up afterwards.',
    librariesIntro: 'Activities and recordings linked to our live productions.',
    section2Intro: 'Explore our live offer',
    activityLibraryIntro: 'Activities to prepare for a concert.',
    audioLibraryIntro: 'Recordings of the music you will hear live.',
    theme: { background: '#3d0c11', color: '#ffffff', banner: 'bannerLive' },
    featureBoxes: [
      {
        title: 'Orchestra in Schools',
        blurb: 'Schools concerts, relaxed performances and workshops.',
        image: 'cardOrchestra',
        ageGroups: ['ks1', 'ks2', 'ks3'],
        linkLabel: 'Explore Orchestra in Schools',
        link: { liveProgramme: 'orchestra-in-schools', title: 'Orchestra in Schools' },
      },
      {
        title: 'Family Concerts',
        blurb: 'Weekend concerts for families: details coming soon.',
        image: 'cardPerformance',
        ageGroups: ['all-ages'],
        link: { liveProgramme: 'family-concerts', title: 'Family Concerts' },
      },
    ],
  },
};

export const AUDIENCE_SLUGS = Object.keys(AUDIENCES) as AudienceSlug[];

/** The audiences without their feature boxes, which point at programmes and pages seeded later. */
export async function seedAudiences(ctx: Omit<SeedContext, 'audiences'>): Promise<Record<AudienceSlug, DocumentId>> {
  const audiences = {} as Record<AudienceSlug, DocumentId>;
  for (const slug of AUDIENCE_SLUGS) {
    const audience = AUDIENCES[slug];
    audiences[slug] = await createDocument(ctx.strapi, 'api::audience.audience', {
      title: audience.title,
      slug,
      menu_order: audience.menuOrder,
      subtitle: audience.subtitle,
      introduction: audience.introduction,
      libraries_intro: audience.librariesIntro,
      section2_intro: audience.section2Intro,
      activity_library_intro: audience.activityLibraryIntro,
      audio_library_intro: audience.audioLibraryIntro,
      theme: {
        css: { background: audience.theme.background, color: audience.theme.color },
        main_banner_image: ctx.media[audience.theme.banner].id,
      },
    });
  }
  return audiences;
}

/**
 * Adds the feature boxes once everything they link to exists. This is the seed's one update: audiences come
 * first because libraries, programmes and activities all point at them.
 */
export async function seedAudienceFeatureBoxes(ctx: SeedContext, destinations: FeatureDestinations): Promise<void> {
  for (const slug of AUDIENCE_SLUGS) {
    await updateDocument(ctx.strapi, 'api::audience.audience', ctx.audiences[slug], {
      featurebox: AUDIENCES[slug].featureBoxes.map((box) => featureBox(ctx, box, destinations)),
    });
  }
}
