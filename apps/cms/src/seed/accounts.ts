import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { createDocument } from './documents';

interface DemoTeacherAccount {
  email: string;
  password: string;
  /** The users-permissions role type the account has (it follows `access`, see src/api/subscription). */
  roleType: 'active_subscriber' | 'authenticated';
  /** Its own year's subscription, a seat in the owner's member account, or nothing. */
  access: 'subscription' | 'member of owner' | 'none';
  profile: {
    salutation: string;
    first_name: string;
    last_name: string;
    school: string;
    postcode: string;
    role: string;
    phone_number: string;
  };
}

/** The demo sign-ins, shared by the seed, the tests and the README. */
export const DEMO_ACCOUNTS = {
  /** A teacher with an active subscription: sees all content. */
  subscriber: {
    email: 'subscriber@example.com',
    password: 'Teacher123',
    roleType: 'active_subscriber',
    access: 'subscription',
    profile: {
      salutation: 'Ms',
      first_name: 'Sarah',
      last_name: 'Okafor',
      school: 'Riverside Primary School',
      postcode: 'LS6 2AB',
      role: 'Music lead',
      phone_number: '0113 496 0001',
    },
  },
  /** Registered but without a subscription: gets the subscribe modal on teaching content. */
  registered: {
    email: 'registered@example.com',
    password: 'Teacher123',
    roleType: 'authenticated',
    access: 'none',
    profile: {
      salutation: 'Mr',
      first_name: 'Tom',
      last_name: 'Hughes',
      school: 'Hillside Academy',
      postcode: 'BS7 8CD',
      role: 'Class teacher',
      phone_number: '0117 496 0002',
    },
  },
  /** The member-account owner: the school's subscriber who invites and removes colleagues. */
  owner: {
    email: 'owner@example.com',
    password: 'Teacher123',
    roleType: 'active_subscriber',
    access: 'subscription',
    profile: {
      salutation: 'Dr',
      first_name: 'Priya',
      last_name: 'Shah',
      school: 'Northfield Secondary School',
      postcode: 'M14 5EF',
      role: 'Head of music',
      phone_number: '0161 496 0003',
    },
  },
  /** A colleague in the owner's member account: reads all content through the owner's subscription. */
  member: {
    email: 'member@example.com',
    password: 'Teacher123',
    roleType: 'active_subscriber',
    access: 'member of owner',
    profile: {
      salutation: 'Mr',
      first_name: 'Sam',
      last_name: 'Lee',
      school: 'Northfield Secondary School',
      postcode: 'M14 5EF',
      role: 'Music teacher',
      phone_number: '0161 496 0004',
    },
  },
} satisfies Record<string, DemoTeacherAccount>;

/** How long the demo subscriptions last from the first start. */
const DEMO_SUBSCRIPTION_DAYS = 365;

/** The CMS administrator for /admin (a super admin). */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin12345',
  firstname: 'Demo',
  lastname: 'Administrator',
};

interface AdminUserService {
  exists(attributes: { email: string }): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<unknown>;
}
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}

/** Returns true when the account was created, false when a user with that e-mail already existed. */
async function seedTeacherAccount(strapi: Core.Strapi, account: DemoTeacherAccount): Promise<boolean> {
  const existing = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: account.email } });
  if (existing) return false;

  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: account.roleType } });
  if (!role) throw new Error(`Demo seed: the users-permissions role '${account.roleType}' does not exist`);

  // The plugin's own service: it creates through the Document Service, which hashes the password.
  const user = (await strapi.plugin('users-permissions').service('user').add({
    username: account.email,
    email: account.email,
    password: account.password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.documentId,
  })) as { documentId: string };

  await createDocument(strapi, 'api::user-profile.user-profile', { ...account.profile, user: user.documentId });
  return true;
}

/**
 * The super admin's password: ADMIN_PASSWORD when set; the demo's documented one outside production; in production
 * a random one (printed once, at the start that creates the account), never a literal anyone can read in the source.
 */
export function adminPassword({ configured, production }: { configured: string; production: boolean }) {
  if (configured) return { password: configured, generated: false };
  if (!production) return { password: DEMO_ADMIN.password, generated: false };
  // Strapi's rule for admin passwords: 8+ characters with upper and lower case letters and a number.
  return { password: `${crypto.randomBytes(15).toString('base64url')}Aa1`, generated: true };
}

async function seedAdminAccount(strapi: Core.Strapi): Promise<boolean> {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists({ email: DEMO_ADMIN.email })) return false;
  const superAdmin = await (strapi.service('admin::role') as unknown as AdminRoleService).getSuperAdmin();
  if (!superAdmin) throw new Error('Demo seed: the super admin role does not exist');
  const { password, generated } = adminPassword({
    configured: strapi.config.get<string>('product.adminPassword', ''),
    production: strapi.config.get<boolean>('product.production', false),
  });
  // As `strapi admin:create-user` does it: the service hashes the password.
  await users.create({ ...DEMO_ADMIN, password, isActive: true, roles: [superAdmin.id], registrationToken: null });
  if (generated) {
    strapi.log.warn(`Super admin created: ${DEMO_ADMIN.email} with password ${password} (shown once; change it)`);
  }
  return true;
}

/** Creates the demo accounts that do not exist yet; returns how many were created. */
export async function seedDemoAccounts(strapi: Core.Strapi): Promise<number> {
  let created = 0;
  for (const account of Object.values(DEMO_ACCOUNTS)) if (await seedTeacherAccount(strapi, account)) created++;
  if (await seedAdminAccount(strapi)) created++;
  await seedDemoAccess(strapi);
  return created;
}

const USER = 'plugin::users-permissions.user';

/**
 * Gives the demo accounts their access in the subscription model: a year's subscription for the subscriber and the
 * owner, and the member's seat in the owner's member account. Idempotent: an account that has a subscription or a
 * membership already is left alone, so it also mends a database seeded before subscriptions existed.
 */
export async function seedDemoAccess(strapi: Core.Strapi, now = new Date()): Promise<void> {
  const userId = async (email: string) =>
    (await strapi.db.query(USER).findOne({ where: { email }, select: ['id', 'documentId'] })) as {
      id: number;
      documentId: string;
    } | null;
  const owner = await userId(DEMO_ACCOUNTS.owner.email);
  for (const account of Object.values(DEMO_ACCOUNTS) as DemoTeacherAccount[]) {
    const user = await userId(account.email);
    if (!user) continue;
    if (account.access === 'subscription') {
      const has = await strapi.db.query('api::subscription.subscription').count({ where: { user: { id: user.id } } });
      if (has > 0) continue;
      await strapi.documents('api::subscription.subscription').create({
        data: {
          user: user.documentId,
          kind: 'subscription',
          starts_at: now.toISOString(),
          ends_at: new Date(now.getTime() + DEMO_SUBSCRIPTION_DAYS * 24 * 60 * 60 * 1000).toISOString(),
          note: 'Demo account',
        },
      });
    }
    if (account.access === 'member of owner' && owner) {
      const has = await strapi.db
        .query('api::member-account.member-account')
        .count({ where: { member: { id: user.id } } });
      if (has > 0) continue;
      await strapi.documents('api::member-account.member-account').create({
        data: {
          owner: owner.documentId,
          member: user.documentId,
          invitee_email: account.email,
          invited_at: now.toISOString(),
          accepted_at: now.toISOString(),
        },
      });
    }
  }
}
