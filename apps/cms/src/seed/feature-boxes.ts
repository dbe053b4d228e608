import { fileId, lookUp, type SeedContext } from './context';
import type { DocumentId } from './documents';
import type { FeatureBoxBlueprint } from './blueprints';

/** Seeded destinations by slug; filled in as the seed goes, so a box may only point at something created earlier. */
export interface FeatureDestinations {
  programmes: Record<string, DocumentId>;
  landingPages: Record<string, DocumentId>;
  projects: Record<string, DocumentId>;
  liveProgrammes: Record<string, DocumentId>;
}

function programmeLink(
  ctx: SeedContext,
  link: NonNullable<FeatureBoxBlueprint['link']>,
  destinations: FeatureDestinations,
): object {
  const target =
    'programme' in link
      ? { programme: lookUp(destinations.programmes, link.programme, 'programme') }
      : 'landingPage' in link
        ? { landing_page: lookUp(destinations.landingPages, link.landingPage, 'landing page') }
        : 'project' in link
          ? { project: lookUp(destinations.projects, link.project, 'project') }
          : { live_programme: lookUp(destinations.liveProgrammes, link.liveProgramme, 'live programme') };
  return {
    title: link.title,
    document: link.document ? fileId(ctx, link.document) : undefined,
    audio: link.audio ? fileId(ctx, link.audio) : undefined,
    ...target,
  };
}

/** A content.featurebox component value. */
export function featureBox(ctx: SeedContext, box: FeatureBoxBlueprint, destinations: FeatureDestinations): object {
  return {
    title: box.title,
    blurb: box.blurb,
    is_preview: box.isPreview ?? false,
    link_label: box.linkLabel,
    tag_age_groups: (box.ageGroups ?? []).map((slug) => lookUp(ctx.ageGroups, slug, 'age group')),
    featured_image: box.image ? fileId(ctx, box.image) : undefined,
    programmelink: box.link ? programmeLink(ctx, box.link, destinations) : undefined,
  };
}
