import type { AudienceSlug } from './blueprints';
import { DEMO_VIDEO, type SeedContext } from './context';
import { DEMO_PAGES } from './demo-data';
import { createDocument } from './documents';

/** Home, sign-up, terms, privacy and playlists pages (all single types). */
export async function seedPages(ctx: SeedContext): Promise<void> {
  const audiencesInMenuOrder: AudienceSlug[] = ['primary', 'secondary', 'send', 'live'];
  await createDocument(ctx.strapi, 'api::learning-resources-home.learning-resources-home', {
    ...DEMO_PAGES.home,
    media_embed: DEMO_VIDEO,
    audiences: audiencesInMenuOrder.map((slug) => ctx.audiences[slug]),
  });
  await createDocument(ctx.strapi, 'api::sign-up-page.sign-up-page', DEMO_PAGES.signUpPage);
  await createDocument(ctx.strapi, 'api::terms-and-condition.terms-and-condition', DEMO_PAGES.termsAndConditions);
  await createDocument(ctx.strapi, 'api::privacy-policy.privacy-policy', DEMO_PAGES.privacyPolicy);
  await createDocument(ctx.strapi, 'api::playlist-page.playlist-page', DEMO_PAGES.playlistPage);
}
