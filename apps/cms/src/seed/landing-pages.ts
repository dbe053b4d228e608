import { fileId, lookUp, type SeedContext, type SeededCurriculum } from './context';
import { createDocument, type DocumentId } from './documents';
import { featureBox, type FeatureDestinations } from './feature-boxes';
import { DEMO_LANDING_PAGES, DEMO_PROJECTS } from './demo-data';

export async function seedProjects(
  ctx: SeedContext,
  curriculum: SeededCurriculum,
): Promise<Record<string, DocumentId>> {
  const projects: Record<string, DocumentId> = {};
  for (const project of DEMO_PROJECTS) {
    projects[project.slug] = await createDocument(ctx.strapi, 'api::project.project', {
      title: project.title,
      slug: project.slug,
      audience: ctx.audiences[project.audience],
      main_text: project.mainText,
      explore_activities_title: project.exploreActivitiesTitle,
      main_image: fileId(ctx, project.mainImage),
      activity_pages: project.activities.map((key) => lookUp(curriculum.activities, key, 'activity')),
      documents: project.documents.map((document) => ({ title: document.title, file: fileId(ctx, document.file) })),
    });
  }
  return projects;
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
