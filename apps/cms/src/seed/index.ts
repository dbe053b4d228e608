import type { Core } from '@strapi/strapi';

/** Seeds the demo content once: does nothing when any audience exists. */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  const existing = await strapi.documents('api::audience.audience').count({});
  if (existing > 0) return;
  strapi.log.info('Seeding demo content (stub)');
}
