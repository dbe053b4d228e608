import type { Core, UID } from '@strapi/strapi';
import { seedDemoAccounts } from './accounts';
import { seedAudienceFeatureBoxes, seedAudiences } from './audiences';
import type { SeedContext } from './context';
import { seedCpd } from './cpd';
import { seedCurriculum } from './curriculum';
import type { FeatureDestinations } from './feature-boxes';
import { seedLandingPages, seedProjects } from './landing-pages';
import { seedLiveProgrammes } from './live';
import { uploadDemoMedia } from './media';
import { seedPages } from './pages';
import { seedAgeGroups, seedLearningStrands, seedYearGroups } from './taxonomy';

/** Everything in dependency order, so relations are set when each entry is created. */
async function seedEverything(strapi: Core.Strapi): Promise<void> {
  const { media, print } = await uploadDemoMedia(strapi);
  const ageGroups = await seedAgeGroups(strapi);
  const strands = await seedLearningStrands(strapi);
  const yearGroups = await seedYearGroups(strapi);
  const audiences = await seedAudiences({ strapi, media, print, ageGroups, yearGroups, strands });
  const ctx: SeedContext = { strapi, media, print, ageGroups, yearGroups, strands, audiences };

  const curriculum = await seedCurriculum(ctx);
  const destinations: FeatureDestinations = {
    programmes: curriculum.programmes,
    liveProgrammes: await seedLiveProgrammes(ctx, curriculum),
    projects: await seedProjects(ctx, curriculum),
    landingPages: {},
  };
  await seedLandingPages(ctx, destinations);
  await seedAudienceFeatureBoxes(ctx, destinations);
  await seedCpd(ctx);
  await seedPages(ctx);
  await seedDemoAccounts(strapi);
}

/** "12 audiences, 3 files, ..." for every content type that has entries. */
async function describeCounts(strapi: Core.Strapi): Promise<string> {
  const labels: [UID.Schema, string][] = [
    ...Object.values(strapi.contentTypes)
      .filter((contentType) => contentType.uid.startsWith('api::'))
      .map((contentType): [UID.Schema, string] => [contentType.uid, contentType.info.pluralName]),
    ['plugin::upload.file', 'files'],
    ['plugin::users-permissions.user', 'users'],
    ['admin::user', 'admin users'],
  ];
  const counts: string[] = [];
  for (const [uid, label] of labels) {
    const count = await strapi.db.query(uid).count();
    if (count > 0) counts.push(`${count} ${label}`);
  }
  return counts.join(', ');
}

/**
 * Seeds the demo content and accounts once: does nothing when any audience exists. It all runs in one
 * transaction, so a failure leaves the database empty and the next start tries again.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  const existing = await strapi.documents('api::audience.audience').count({});
  if (existing > 0) return;

  const started = Date.now();
  await strapi.db.transaction(() => seedEverything(strapi));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  strapi.log.info(`Seeded demo content in ${seconds} s: ${await describeCounts(strapi)}`);
}
