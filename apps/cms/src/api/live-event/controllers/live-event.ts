import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { demoEventsFeed, demoMedia } from '../services/demo-events';

const FAILURE = 'Error fetching or processing live event data';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/live-events: the external events, ready to show. A broken events site is logged, never a 500. */
  async find(ctx: Context) {
    try {
      ctx.body = { data: await strapi.service('api::live-event.live-event').list() };
    } catch (error) {
      strapi.log.error(`${FAILURE}: ${(error as Error).message}`);
      ctx.status = 502;
      ctx.body = { data: null, error: { status: 502, name: 'BadGatewayError', message: FAILURE } };
    }
  },

  /** GET /api/demo-events/wp/v2/events: the demo feed in WordPress's shape. */
  async demoEvents(ctx: Context) {
    ctx.body = demoEventsFeed(ctx.origin);
  },

  /** GET /api/demo-events/wp/v2/media/:id: a seeded image as a WordPress media item. */
  async demoMedia(ctx: Context) {
    const images = await strapi.db.query('plugin::upload.file').findMany({
      where: { mime: { $startsWith: 'image/' } },
      orderBy: { id: 'asc' },
      limit: 8,
    });
    const media = demoMedia(Number(ctx.params.id) || 0, images);
    if (!media) return ctx.notFound();
    ctx.body = media;
  },
});
