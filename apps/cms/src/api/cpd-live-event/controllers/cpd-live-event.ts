import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { DETAIL_FIELDS, detailFieldQueried, detailFilterRefusal, withoutDetails } from '../../cpd-session/details';

export default factories.createCoreController('api::cpd-live-event.cpd-live-event', () => ({
  async find(ctx: Context) {
    const refused = ctx.state.user ? undefined : detailFieldQueried(ctx.query, DETAIL_FIELDS.CpdLiveEvent);
    if (refused) return ctx.badRequest(detailFilterRefusal(refused));
    const body = await super.find(ctx);
    return ctx.state.user ? body : withoutDetails(body, DETAIL_FIELDS.CpdLiveEvent);
  },
  async findOne(ctx: Context) {
    const body = await super.findOne(ctx);
    return ctx.state.user ? body : withoutDetails(body, DETAIL_FIELDS.CpdLiveEvent);
  },
}));
