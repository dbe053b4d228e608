import { fileId, lookUp, type SeedContext, type SeededCurriculum } from './context';
import { createDocument, type DocumentId } from './documents';
import { featureBox, type FeatureBoxBlueprint, type FeatureDestinations } from './feature-boxes';
import type { AudioKey, PdfKey } from './media';

export async function seedProjects(
  ctx: SeedContext,
  curriculum: SeededCurriculum,
): Promise<Record<string, DocumentId>> {
  const activity = (key: string) => lookUp(curriculum.activities, key, 'activity');
  return {
    'soundtrack-your-school': await createDocument(ctx.strapi, 'api::project.project', {
      title: 'Soundtrack Your School',
      slug: 'soundtrack-your-school',
      audience: ctx.audiences.secondary,
      main_text:
        'Students film a short documentary about their school and compose its soundtrack. The project brings together **Composing for Film** and **Ensemble Skills**, and finishes with a premiere screening for the whole school.\n\nAllow a half term, with one or two lessons a week.',
      explore_activities_title: 'Activities for the project',
      main_image: fileId(ctx, 'cardPerformance'),
      activity_pages: [
        activity('film-atmospheres'),
        activity('scoring-a-scene'),
        activity('riff-builders'),
        activity('arranging-a-cover'),
      ],
      documents: [
        { title: 'Project guide', file: fileId(ctx, 'lessonPlan') },
        { title: 'Cue sheet template', file: fileId(ctx, 'filmCueSheet') },
      ],
    }),
  };
}

interface LandingPageBlueprint {
  slug: string;
  title: string;
  mainText: string;
  document: PdfKey;
  audio: AudioKey;
  features: FeatureBoxBlueprint[];
}

/** Created in this order so each page may feature the one before it. */
const LANDING_PAGES: LandingPageBlueprint[] = [
  {
    slug: 'ks5',
    title: 'Key Stage 5',
    mainText:
      'Support for A level music: set-work listening with the orchestra, composition masterclasses and live rehearsals you can visit.',
    document: 'programmeOverview',
    audio: 'nightForest',
    features: [
      {
        title: 'Composing for Film',
        blurb: 'Film-scoring techniques for your composition portfolio.',
        image: 'cardListening',
        ageGroups: ['ks5'],
        linkLabel: 'View programme',
        link: { programme: 'composing-for-film' },
      },
      {
        title: 'Soundtrack Your School',
        blurb: 'A project that makes a great portfolio piece.',
        image: 'cardPerformance',
        linkLabel: 'View project',
        link: { project: 'soundtrack-your-school' },
      },
      {
        title: 'Orchestra in Schools',
        blurb: 'Visit a rehearsal and meet the players.',
        image: 'cardOrchestra',
        linkLabel: 'See live events',
        link: { liveProgramme: 'orchestra-in-schools' },
      },
    ],
  },
  {
    slug: 'ks4',
    title: 'Key Stage 4',
    mainText:
      'GCSE music made practical: ensemble skills for the performing component, film music for composing, and live concerts for appraising.',
    document: 'programmeOverview',
    audio: 'ensembleRiff',
    features: [
      {
        title: 'Ensemble Skills',
        blurb: 'Rehearsal skills for the ensemble performance.',
        image: 'cardPercussion',
        ageGroups: ['ks4'],
        linkLabel: 'View programme',
        link: { programme: 'ensemble-skills' },
      },
      {
        title: 'Orchestra in Schools',
        blurb: 'Hear the set works live.',
        image: 'cardOrchestra',
        linkLabel: 'See live events',
        link: { liveProgramme: 'orchestra-in-schools' },
      },
      {
        title: 'Moving on to Key Stage 5',
        blurb: 'See what comes next.',
        image: 'cardComposing',
        linkLabel: 'Key Stage 5',
        link: { landingPage: 'ks5' },
      },
    ],
  },
  {
    slug: 'ks3',
    title: 'Key Stage 3',
    mainText:
      'Years 7 to 9 are where students discover what music can do. Our Key Stage 3 programmes mix composing, performing and listening, with projects that feel real.',
    document: 'programmeOverview',
    audio: 'odeToJoy',
    features: [
      {
        title: 'Composing for Film',
        blurb: 'Atmosphere, leitmotif and tension.',
        image: 'cardListening',
        ageGroups: ['ks3'],
        linkLabel: 'View programme',
        link: { programme: 'composing-for-film' },
      },
      {
        title: 'Ensemble Skills',
        blurb: 'Riffs, chords and arranging.',
        image: 'cardPercussion',
        ageGroups: ['ks3'],
        linkLabel: 'View programme',
        link: { programme: 'ensemble-skills' },
      },
      {
        title: 'Soundtrack Your School',
        blurb: 'A cross-curricular film project.',
        image: 'cardPerformance',
        linkLabel: 'View project',
        link: { project: 'soundtrack-your-school' },
      },
      {
        title: 'Looking ahead to GCSE',
        blurb: 'What Key Stage 4 offers.',
        image: 'cardKeyboard',
        linkLabel: 'Key Stage 4',
        link: { landingPage: 'ks4' },
      },
      { title: 'Music Technology', blurb: 'Coming soon for Key Stage 3.', image: 'cardKeyboard', isPreview: true },
    ],
  },
];

/** Landing pages for Secondary key stages; `destinations.landingPages` is filled in as they are created. */
export async function seedLandingPages(ctx: SeedContext, destinations: FeatureDestinations): Promise<void> {
  for (const page of LANDING_PAGES) {
    destinations.landingPages[page.slug] = await createDocument(ctx.strapi, 'api::landing-page.landing-page', {
      title: page.title,
      slug: page.slug,
      main_text: page.mainText,
      audience: ctx.audiences.secondary,
      document: fileId(ctx, page.document),
      audio: fileId(ctx, page.audio),
      features: page.features.map((feature) => featureBox(ctx, feature, destinations)),
    });
  }
}
