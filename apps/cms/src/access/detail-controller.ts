import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from './caller';
import { detailFieldQueried, detailRefusal, detailRuleOf, readsDetails, withoutDetails } from './detail-fields';

type DetailUid =
  'api::cpd-session.cpd-session' | 'api::cpd-live-event.cpd-live-event' | 'api::live-production.live-production';

/**
 * The REST controller of a type with detail fields (src/access/detail-fields.ts): for a caller who may not read them,
 * list and detail answers lose them, and filtering or sorting on them is refused, so they cannot be probed either.
 * Whoever reads them gets Strapi's answers as they are. (The query engine's lifecycles withhold them too; this gives
 * the caller a clear 400 rather than an answer silently narrower than asked.)
 */
export const detailController = (uid: DetailUid) => {
  const rule = detailRuleOf(uid);
  if (!rule) throw new Error(`${uid} has no detail fields`);
  const reads = (ctx: Context) => readsDetails(rule.readers, callerOf(ctx)?.level);
  return factories.createCoreController(uid, () => ({
    async find(ctx: Context) {
      const refused = reads(ctx) ? undefined : detailFieldQueried(ctx.query, rule.fields);
      if (refused) return ctx.badRequest(detailRefusal(refused, rule.readers));
      const body = await super.find(ctx);
      return reads(ctx) ? body : withoutDetails(body, rule.fields);
    },
    async findOne(ctx: Context) {
      const body = await super.findOne(ctx);
      return reads(ctx) ? body : withoutDetails(body, rule.fields);
    },
  }));
};
