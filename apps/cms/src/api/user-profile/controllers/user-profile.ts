import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { userProfiles } from '../services/user-profile';

/** Only the signed-in user's own profile, read or written; the core find/update actions are granted to nobody. */
export default factories.createCoreController('api::user-profile.user-profile', ({ strapi }) => ({
  /** GET /api/user-profile/me */
  async findOwn(ctx: Context) {
    const profile = await userProfiles(strapi).ownProfile(ctx.state.user.id);
    ctx.body = { data: profile ?? null };
  },

  /** PUT /api/user-profile/me { data: profile fields } */
  async updateOwn(ctx: Context) {
    const body = (ctx.request as unknown as { body?: { data?: unknown } }).body;
    const profile = await userProfiles(strapi).updateOwn(ctx.state.user, body?.data);
    ctx.body = { data: profile };
  },
}));
