import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { teachingHistory } from '../services/teaching-history';

const bodyData = (ctx: Context) => (ctx.request as unknown as { body?: { data?: unknown } }).body?.data;

/** The signed-in teacher's own history only; the core actions have no routes. */
export default factories.createCoreController('api::teaching-history.teaching-history', ({ strapi }) => ({
  /** GET /api/teaching-history/mine */
  async mine(ctx: Context) {
    ctx.body = { data: await teachingHistory(strapi).mine() };
  },

  /** PUT /api/teaching-history/opened { data: { path: the lesson overview's address } } */
  async recordOpened(ctx: Context) {
    ctx.body = { data: await teachingHistory(strapi).record('opened', bodyData(ctx)) };
  },

  /** PUT /api/teaching-history/position { data: { path: the lesson-mode address of the slide shown } } */
  async recordPosition(ctx: Context) {
    ctx.body = { data: await teachingHistory(strapi).record('position', bodyData(ctx)) };
  },
}));
