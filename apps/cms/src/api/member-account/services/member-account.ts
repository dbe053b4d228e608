import crypto from 'node:crypto';
import type { MemberAccountOverview } from '@classroom/contracts';
import type { Core, Data, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { invitationMail, sendMail } from '../../../accounts/mail/messages';
import { subscriptions } from '../../subscription/services/subscription';
import { fieldError } from '../../../platform/http/field-errors';

/**
 * Member accounts (SPEC-GUIDE §6: "Member account owners can invite members, remove invitations and remove members").
 * An owner is a teacher with a current subscription of their own (not a trial). They invite a colleague by e-mail;
 * the mail carries a one-time link; the colleague signs in or registers with that address and accepts; from then on
 * the colleague has access while the owner's subscription is current (src/api/subscription). Seats are limited
 * (MEMBER_ACCOUNT_SEATS): invitations and members together.
 */
const UID = 'api::member-account.member-account';
const PROFILE = 'api::user-profile.user-profile';

export type { MemberAccountOverview } from '@classroom/contracts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normaliseEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Invitation links carry a random token; only its hash is stored. */
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : '');

const createMemberAccountService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = (filters: Modules.Documents.Params.Filters.Any<typeof UID>) =>
    strapi.documents(UID).findMany({
      filters,
      sort: { invited_at: 'asc' },
      populate: { member: { fields: ['email'] }, owner: { fields: [] } },
    });

  const nameOf = async (userId: Data.ID): Promise<string> => {
    const profile = await strapi.documents(PROFILE).findFirst({
      filters: { user: { id: userId } },
      fields: ['first_name', 'last_name'],
    });
    return [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  };

  const isOwner = async (userId: number) => (await subscriptions(strapi).ownCurrent(userId))?.kind === 'subscription';

  const service = {
    seats(): number {
      return strapi.config.get<number>('product.accounts.memberSeats', 5);
    },

    async overview(userId: number): Promise<MemberAccountOverview> {
      const mine = await rows({ owner: { id: userId } });
      const joined = await rows({ member: { id: userId }, accepted_at: { $notNull: true } });
      const members = [];
      for (const row of mine.filter((candidate) => candidate.accepted_at && candidate.member)) {
        members.push({
          email: row.member!.email ?? '',
          name: await nameOf(row.member!.id),
          accepted_at: iso(row.accepted_at),
        });
      }
      const memberOf = [];
      for (const row of joined) if (row.owner) memberOf.push((await nameOf(row.owner.id)) || 'A colleague');
      return {
        eligible: await isOwner(userId),
        seats: service.seats(),
        invitations: mine
          .filter((row) => !row.accepted_at)
          .map((row) => ({ email: row.invitee_email ?? '', invited_at: iso(row.invited_at) })),
        members,
        member_of: memberOf,
      };
    },

    /** Invites a colleague and mails them the link. The answer is the same whether or not they have an account. */
    async invite(owner: { id: number; documentId: string; email: string }, invitee: unknown) {
      const email = normaliseEmail(invitee);
      if (!EMAIL.test(email)) {
        throw new errors.ValidationError('Please enter a valid e-mail address.', {
          errors: [fieldError(['invitee'], 'Please enter a valid e-mail address.')],
        });
      }
      if (email === owner.email.toLowerCase()) {
        throw new errors.ValidationError('You cannot invite yourself.', {
          errors: [fieldError(['invitee'], 'You cannot invite yourself.')],
        });
      }
      const mine = await rows({ owner: { id: owner.id } });
      const existing = mine.find((row) => row.invitee_email === email || row.member?.email === email);
      if (existing) {
        throw new errors.ApplicationError(
          existing.accepted_at ? `${email} is already a member.` : `${email} has already been invited.`,
        );
      }
      const seats = service.seats();
      if (mine.length >= seats) {
        throw new errors.ApplicationError(
          `All ${seats} member seats are in use. Remove a member or an invitation first.`,
        );
      }
      const token = crypto.randomBytes(32).toString('base64url');
      const created = await strapi.documents(UID).create({
        data: {
          owner: owner.documentId,
          invitee_email: email,
          invited_at: new Date().toISOString(),
          invitation_token: hashToken(token),
        },
      });
      try {
        await sendMail(strapi, invitationMail(strapi, email, (await nameOf(owner.id)) || owner.email, token));
      } catch (error) {
        strapi.log.error(`Member accounts: the invitation to ${email} could not be sent: ${(error as Error).message}`);
        await strapi.documents(UID).delete({ documentId: created.documentId });
        throw new errors.ApplicationError('The invitation could not be sent. Please try again later.');
      }
      return service.overview(owner.id);
    },

    async removeInvitation(ownerId: number, invitee: unknown) {
      const email = normaliseEmail(invitee);
      const [row] = await rows({ owner: { id: ownerId }, invitee_email: email, accepted_at: { $null: true } });
      if (!row) throw new errors.NotFoundError('There is no pending invitation for that address.');
      await strapi.documents(UID).delete({ documentId: row.documentId });
      return service.overview(ownerId);
    },

    /** Ends a member's access through this owner at once (their role is synced by src/api/subscription/role-sync). */
    async removeMember(ownerId: number, memberEmail: unknown) {
      const email = normaliseEmail(memberEmail);
      const [row] = await rows({ owner: { id: ownerId }, accepted_at: { $notNull: true }, member: { email } });
      if (!row) throw new errors.NotFoundError('There is no member with that address.');
      await strapi.documents(UID).delete({ documentId: row.documentId });
      return service.overview(ownerId);
    },

    /** What the invitation link shows before signing in: the address it was sent to and who sent it. */
    async invitationDetails(token: unknown): Promise<{ email: string; owner: string } | null> {
      if (typeof token !== 'string' || !token) return null;
      const [row] = await rows({ invitation_token: hashToken(token), accepted_at: { $null: true } });
      if (!row?.owner) return null;
      return { email: row.invitee_email ?? '', owner: (await nameOf(row.owner.id)) || 'A colleague' };
    },

    /** The signed-in invitee accepts: the link works once, and only for the address it was sent to. */
    async accept(user: { id: number; documentId: string; email: string }, token: unknown) {
      if (typeof token !== 'string' || !token) {
        throw new errors.ValidationError('The invitation link is incomplete.', {
          errors: [fieldError(['invitation'], 'The invitation link is incomplete.')],
        });
      }
      const [row] = await rows({ invitation_token: hashToken(token), accepted_at: { $null: true } });
      if (!row?.owner) {
        throw new errors.NotFoundError('This invitation is no longer valid. Ask your colleague to invite you again.');
      }
      if (row.invitee_email !== user.email.toLowerCase()) {
        throw new errors.ForbiddenError(
          'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
        );
      }
      if (row.owner.id === user.id) throw new errors.ApplicationError('You cannot accept your own invitation.');
      await strapi.documents(UID).update({
        documentId: row.documentId,
        // null clears the token (the link works once); Strapi's input types have no null for text attributes.
        data: { member: user.documentId, accepted_at: new Date().toISOString(), invitation_token: null as never },
      });
      return {
        owner: (await nameOf(row.owner.id)) || 'A colleague',
        access: await subscriptions(strapi).hasAccess(user.id),
      };
    },
  };
  return service;
};

type MemberAccountService = ReturnType<typeof createMemberAccountService>;

export function memberAccounts(strapi: Core.Strapi): MemberAccountService {
  return strapi.service('api::member-account.member-account') as unknown as MemberAccountService;
}

export default createMemberAccountService;
