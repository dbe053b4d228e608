import { AudienceSlug } from './blueprints';
import { fileId, type SeedContext } from './context';
import { createDocument, updateDocument, type DocumentId } from './documents';
import { featureBox, type FeatureDestinations } from './feature-boxes';
import { DEMO_AUDIENCES } from './demo-data';

const AUDIENCE_SLUGS = AudienceSlug.options;

/** The audiences without their feature boxes, which point at programmes and pages seeded later. */
export async function seedAudiences(ctx: Omit<SeedContext, 'audiences'>): Promise<Record<AudienceSlug, DocumentId>> {
  const audiences = {} as Record<AudienceSlug, DocumentId>;
  for (const slug of AUDIENCE_SLUGS) {
    const audience = DEMO_AUDIENCES[slug];
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
        main_banner_image: fileId(ctx, audience.theme.banner),
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
      featurebox: DEMO_AUDIENCES[slug].featureBoxes.map((box) => featureBox(ctx, box, destinations)),
    });
  }
}
