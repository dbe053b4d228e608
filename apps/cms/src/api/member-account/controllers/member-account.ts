import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { memberAccounts } from '../services/member-account';

type Body = Record<string, unknown> | undefined;
const bodyOf = (ctx: Context) => (ctx.request as unknown as { body?: Body }).body ?? {};

/** SPEC-GUIDE §7 member-account calls (POST invitation, remove-invitation, remove-member) and what the screen needs. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/member-account: the signed-in user's invitations, members and memberships. */
  async overview(ctx: Context) {
    ctx.body = { data: await memberAccounts(strapi).overview(ctx.state.user.id) };
  },

  /** POST /api/member-account/invitation { invitee } */
  async invite(ctx: Context) {
    ctx.body = { data: await memberAccounts(strapi).invite(ctx.state.user, bodyOf(ctx).invitee) };
  },

  /** POST /api/member-account/remove-invitation { invitee } */
  async removeInvitation(ctx: Context) {
    ctx.body = { data: await memberAccounts(strapi).removeInvitation(ctx.state.user.id, bodyOf(ctx).invitee) };
  },

  /** POST /api/member-account/remove-member { member_email } */
  async removeMember(ctx: Context) {
    ctx.body = { data: await memberAccounts(strapi).removeMember(ctx.state.user.id, bodyOf(ctx).member_email) };
  },

  /** GET /api/member-account/invitation-details?invitation=...: public, for the page the mailed link opens. */
  async invitationDetails(ctx: Context) {
    const details = await memberAccounts(strapi).invitationDetails(ctx.query.invitation);
    if (!details) return ctx.notFound('This invitation is no longer valid. Ask your colleague to invite you again.');
    ctx.body = { data: details };
  },

  /** POST /api/member-account/accept { invitation } */
  async accept(ctx: Context) {
    ctx.body = { data: await memberAccounts(strapi).accept(ctx.state.user, bodyOf(ctx).invitation) };
  },
});
