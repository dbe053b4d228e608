import type { Core, UID } from '@strapi/strapi';
import { subscriptions } from './services/subscription';

const SUBSCRIPTION: UID.ContentType = 'api::subscription.subscription';
const MEMBER_ACCOUNT: UID.ContentType = 'api::member-account.member-account';
const CHANGES = ['create', 'update', 'delete'];

/**
 * Whenever a subscription or a membership is created, changed or deleted (by an editor in the admin panel, by
 * registration, by an owner managing members), the users it concerns get the role that matches their access at once:
 * the subscriber, their accepted members, or the member.
 */
export function syncRolesOnSubscriptionChanges(strapi: Core.Strapi): void {
  const concerned = async (uid: UID.ContentType, documentId: unknown): Promise<number[]> => {
    if (typeof documentId !== 'string') return [];
    if (uid === SUBSCRIPTION) {
      const row = await strapi.db.query(uid).findOne({ where: { documentId }, populate: { user: { select: ['id'] } } });
      const userId = row?.user?.id as number | undefined;
      return userId ? [userId, ...(await subscriptions(strapi).membersOf(userId))] : [];
    }
    const row = await strapi.db.query(uid).findOne({ where: { documentId }, populate: { member: { select: ['id'] } } });
    return row?.member?.id ? [row.member.id as number] : [];
  };

  strapi.documents.use(async (context, next) => {
    if ((context.uid !== SUBSCRIPTION && context.uid !== MEMBER_ACCOUNT) || !CHANGES.includes(context.action)) {
      return next();
    }
    const params = context.params as { documentId?: string };
    const before = await concerned(context.uid, params.documentId);
    const result = await next();
    const documentId = (result as { documentId?: string } | null)?.documentId;
    const after = context.action === 'delete' ? [] : await concerned(context.uid, documentId);
    for (const userId of new Set([...before, ...after])) await subscriptions(strapi).syncRole(userId);
    return result;
  });
}
