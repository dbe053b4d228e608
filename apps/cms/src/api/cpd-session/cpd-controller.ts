import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { DETAIL_FIELDS, detailFieldQueried, detailFilterRefusal, withoutDetails } from '../../access/cpd-details';

/**
 * The REST controller of a CPD type: a visitor's list and detail answers lose the detail fields, and filtering or
 * sorting on them is refused, so the details cannot be probed either. Signed-in callers get Strapi's answers as they are.
 */
export const cpdController = (uid: 'api::cpd-session.cpd-session' | 'api::cpd-live-event.cpd-live-event') => {
  const fields = uid === 'api::cpd-session.cpd-session' ? DETAIL_FIELDS.CpdSession : DETAIL_FIELDS.CpdLiveEvent;
  return factories.createCoreController(uid, () => ({
    async find(ctx: Context) {
      const refused = ctx.state.user ? undefined : detailFieldQueried(ctx.query, fields);
      if (refused) return ctx.badRequest(detailFilterRefusal(refused));
      const body = await super.find(ctx);
      return ctx.state.user ? body : withoutDetails(body, fields);
    },
    async findOne(ctx: Context) {
      const body = await super.findOne(ctx);
      return ctx.state.user ? body : withoutDetails(body, fields);
    },
  }));
};
