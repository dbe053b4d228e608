import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { DETAIL_FIELDS, detailFieldQueried, detailFilterRefusal, withoutDetails } from '../details';

export default factories.createCoreController('api::cpd-session.cpd-session', () => ({
  async find(ctx: Context) {
    const refused = ctx.state.user ? undefined : detailFieldQueried(ctx.query, DETAIL_FIELDS.CpdSession);
    if (refused) return ctx.badRequest(detailFilterRefusal(refused));
    const body = await super.find(ctx);
    return ctx.state.user ? body : withoutDetails(body, DETAIL_FIELDS.CpdSession);
  },
  async findOne(ctx: Context) {
    const body = await super.findOne(ctx);
    return ctx.state.user ? body : withoutDetails(body, DETAIL_FIELDS.CpdSession);
  },
}));
