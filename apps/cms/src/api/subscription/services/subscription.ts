import type { Core } from '@strapi/strapi';

/**
 * Who may read the teaching content (SPEC-GUIDE §4: "content access only if role type is active_subscriber"). The truth
 * is the Subscription entries; the users-permissions role follows them:
 * - a user has access with a current subscription or trial of their own, or as an accepted member of an owner who has
 *   one (member accounts);
 * - `syncRole` gives or takes the `active_subscriber` role to match, and runs whenever a subscription or membership
 *   changes (see role-sync.ts) and at every sign-in;
 * - `endLapsed`, the scheduled job, takes the role from every subscriber whose access has ended since.
 * Roles other than `authenticated` and `active_subscriber` (given by hand to staff, say) are never touched.
 */
const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const SUBSCRIPTION = 'api::subscription.subscription';
const MEMBER_ACCOUNT = 'api::member-account.member-account';

const SUBSCRIBER_ROLE = 'active_subscriber';
const REGISTERED_ROLE = 'authenticated';

type SubscriptionKind = 'trial' | 'subscription';

interface CurrentSubscription {
  documentId: string;
  kind: SubscriptionKind;
  starts_at: string | Date;
  ends_at: string | Date | null;
}

const endTime = (subscription: CurrentSubscription) =>
  subscription.ends_at === null ? Number.POSITIVE_INFINITY : new Date(subscription.ends_at).getTime();

/** Subscriptions that have started and not ended at `now`. */
function currentAt(now: Date) {
  const at = now.toISOString();
  return { starts_at: { $lte: at }, $or: [{ ends_at: { $null: true } }, { ends_at: { $gt: at } }] };
}

const createSubscriptionService = ({ strapi }: { strapi: Core.Strapi }) => {
  const roleIdByType = async (type: string): Promise<number> => {
    const role = await strapi.db.query(ROLE).findOne({ where: { type }, select: ['id'] });
    if (!role) throw new Error(`The users-permissions role '${type}' is missing`);
    return role.id as number;
  };

  const service = {
    /** The user's own current subscription or trial (the one that lasts longest), or null. */
    async ownCurrent(userId: number, now = new Date()): Promise<CurrentSubscription | null> {
      const rows = (await strapi.db.query(SUBSCRIPTION).findMany({
        where: { user: { id: userId }, ...currentAt(now) },
        select: ['documentId', 'kind', 'starts_at', 'ends_at'],
      })) as CurrentSubscription[];
      if (rows.length === 0) return null;
      return rows.sort((a, b) => endTime(b) - endTime(a))[0];
    },

    /** Owners whose member the user is (accepted invitations), with or without a current subscription. */
    async ownersOf(userId: number): Promise<number[]> {
      const memberships = await strapi.db.query(MEMBER_ACCOUNT).findMany({
        where: { member: { id: userId }, accepted_at: { $notNull: true } },
        populate: { owner: { select: ['id'] } },
      });
      return memberships.map((row: { owner?: { id: number } | null }) => row.owner?.id).filter(Boolean) as number[];
    },

    /** Accepted members of the owner. */
    async membersOf(ownerId: number): Promise<number[]> {
      const memberships = await strapi.db.query(MEMBER_ACCOUNT).findMany({
        where: { owner: { id: ownerId }, accepted_at: { $notNull: true } },
        populate: { member: { select: ['id'] } },
      });
      return memberships.map((row: { member?: { id: number } | null }) => row.member?.id).filter(Boolean) as number[];
    },

    async hasAccess(userId: number, now = new Date()): Promise<boolean> {
      if (await service.ownCurrent(userId, now)) return true;
      for (const ownerId of await service.ownersOf(userId)) {
        if (await service.ownCurrent(ownerId, now)) return true;
      }
      return false;
    },

    /** Gives or takes the subscriber role to match the user's access; returns the role type the user now has. */
    async syncRole(userId: number): Promise<string | null> {
      const user = await strapi.db.query(USER).findOne({
        where: { id: userId },
        populate: { role: { select: ['id', 'type'] } },
      });
      const current = user?.role?.type as string | undefined;
      if (!user || (current !== SUBSCRIBER_ROLE && current !== REGISTERED_ROLE)) return current ?? null;
      const wanted = (await service.hasAccess(userId)) ? SUBSCRIBER_ROLE : REGISTERED_ROLE;
      if (wanted !== current) {
        await strapi.db.query(USER).update({ where: { id: userId }, data: { role: await roleIdByType(wanted) } });
      }
      return wanted;
    },

    /** Starts the free trial of a new registration (SPEC: length configurable, default 30 days). */
    async startTrial(userDocumentId: string, now = new Date()): Promise<void> {
      const days = strapi.config.get<number>('product.accounts.trialDays', 30);
      await strapi.documents(SUBSCRIPTION).create({
        data: {
          user: userDocumentId,
          kind: 'trial',
          starts_at: now.toISOString(),
          ends_at: new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString(),
        },
      });
    },

    /** The scheduled job: every subscriber whose access has ended loses the role. Returns how many did. */
    async endLapsed(now = new Date()): Promise<number> {
      const subscribers = await strapi.db.query(USER).findMany({
        where: { role: { type: SUBSCRIBER_ROLE } },
        select: ['id'],
      });
      const registered = await roleIdByType(REGISTERED_ROLE);
      let ended = 0;
      for (const { id } of subscribers as { id: number }[]) {
        if (await service.hasAccess(id, now)) continue;
        await strapi.db.query(USER).update({ where: { id }, data: { role: registered } });
        ended++;
      }
      if (ended > 0) strapi.log.info(`Subscriptions: ${ended} user(s) lost the subscriber role (access ended)`);
      return ended;
    },
  };
  return service;
};

type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/** The service, typed (Strapi's registry does not know custom service methods). */
export function subscriptions(strapi: Core.Strapi): SubscriptionService {
  return strapi.service('api::subscription.subscription') as unknown as SubscriptionService;
}

export default createSubscriptionService;
