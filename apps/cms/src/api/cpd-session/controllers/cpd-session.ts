import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { DETAIL_FIELDS, withoutDetails } from '../details';

export default factories.createCoreController('api::cpd-session.cpd-session', () => ({
  async find(ctx: Context) {
    const body = await super.find(ctx);
    return ctx.state.user ? body : withoutDetails(body, DETAIL_FIELDS.CpdSession);
  },
  async findOne(ctx: Context) {
    const body = await super.findOne(ctx);
    return ctx.state.user ? body : withoutDetails(body, DETAIL_FIELDS.CpdSession);
  },
}));
