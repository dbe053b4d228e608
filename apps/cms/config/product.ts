import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** Settings of this product that are not Strapi's own (read as strapi.config.get('product.*')). */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Demo content and demo accounts are created on a first start with an empty database. */
  seedDemoContent: env.bool('SEED_DEMO_CONTENT', true),
  /** The built web app the CMS serves at every path it does not answer itself. */
  webDistDir: path.resolve(process.cwd(), env('WEB_DIST_DIR', '../web/dist')),
  /** The external events site's WordPress REST events endpoint; empty serves the built-in demo feed. */
  liveEventsUrl: env('LIVE_EVENTS_URL', ''),
  liveEventsCacheSeconds: env.int('LIVE_EVENTS_CACHE_SECONDS', 300),
});
