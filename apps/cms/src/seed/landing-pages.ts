import { fileId, lookUp, type SeedContext, type SeededCurriculum } from './context';
import { createDocument, type DocumentId } from './documents';
import { featureBox, type FeatureDestinations } from './feature-boxes';
import { DEMO_LANDING_PAGES } from './demo-data';

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

/** Landing pages for Secondary key stages; `destinations.landingPages` is filled in as they are created. */
export async function seedLandingPages(ctx: SeedContext, destinations: FeatureDestinations): Promise<void> {
  for (const page of DEMO_LANDING_PAGES) {
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
