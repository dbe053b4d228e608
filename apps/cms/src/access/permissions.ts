/**
 * Who may call what, declared once (SPEC-GUIDE §6) and applied at every bootstrap by `applyPermissions`.
 * This table is the whole truth for the three roles: an action missing here is removed from the role,
 * so a permission ticked by hand in the admin panel does not survive a restart.
 *
 * - public: anonymous visitors (home, audience and programme pages, live programmes, CPD index, terms, privacy,
 *   sign-up, sign-in).
 * - authenticated: registered users without an active subscription: what public has, plus their own account.
 * - active_subscriber: every piece of teaching content.
 * Playlists and custom units are granted to subscribers; src/access/ownership.ts scopes every such call to the owner.
 */
import type { Core, UID } from '@strapi/strapi';
import { OWNED_TYPES } from './ownership';
import { LEVELS, roleOfLevel, type Level, type ProductRole } from './caller';

const read = (type: string) => [`api::${type}.${type}.find`, `api::${type}.${type}.findOne`];

/** Content that anonymous visitors see. Units are listed on programme pages; their lessons are not public. */
export const PUBLIC_CONTENT = [
  'age-group',
  'audience',
  'programme',
  'scheme',
  'learning-resources-home',
  'sign-up-page',
  'terms-and-condition',
  'privacy-policy',
  'cpd',
  'cpd-session',
  'cpd-live-event',
  'live-programme',
  'live-performance',
  // Its card shows on the public live programme page; the rest of it is subscriber content (access/detail-fields.ts).
  'live-production',
  'project',
  'landing-page',
  'custom-scheme-plan',
  'year-group',
];

/** Content that needs an active subscription. */
export const SUBSCRIBER_CONTENT = [
  'lesson',
  'activity-page',
  'activity-option',
  'activity-slideshow',
  'activity-section',
  'activity-library',
  'audio-library',
  'audio-page-container',
  'audio-page',
  'at-home-library',
  'at-home-activity',
  'learning-strand',
  'custom-scheme-builder',
  'playlist-page',
];

/** Editorial content: drafted, previewed and published by editors (draft & publish, issue 31). Accounts and teachers'
 * own playlists, custom units and teaching history are saved as they are made. */
export const EDITORIAL_TYPES = [...PUBLIC_CONTENT, ...SUBSCRIBER_CONTENT].map((type) => `api::${type}.${type}`);

// E-mail confirmation is not used, so its calls are granted to nobody (the resend call tells whether an address
// exists).
const SIGN_IN = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  // The page a member-account invitation link opens: who invited which address.
  'api::member-account.member-account.invitationDetails',
];

const OWN_ACCOUNT = [
  'plugin::users-permissions.user.me',
  // Log Out ends every sign-in token of the account (src/accounts/tokens/token-ends.ts).
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.changePassword',
  // The account page's "e-mail me a change-password link" is the forgot-password call, made while signed in.
  'plugin::users-permissions.auth.forgotPassword',
  // ...and the link in that mail is followed while still signed in.
  'plugin::users-permissions.auth.resetPassword',
  // Their own profile only (src/api/user-profile), and their memberships (src/api/member-account).
  'api::user-profile.user-profile.findOwn',
  'api::user-profile.user-profile.updateOwn',
  'api::member-account.member-account.overview',
  'api::member-account.member-account.accept',
];

/** Member-account owners' calls; the has-own-subscription policy lets only owners through. */
const MEMBER_ACCOUNT_OWNER = ['invite', 'removeInvitation', 'removeMember'].map(
  (action) => `api::member-account.member-account.${action}`,
);

const MEDIA = ['plugin::upload.content-api.find', 'plugin::upload.content-api.findOne'];

const ACTIVE_SUBSCRIBER_ROLE = {
  name: 'Active subscriber',
  type: 'active_subscriber',
  description: 'A teacher with an active subscription or trial: reads all teaching content.',
};

export const ROLE_PERMISSIONS: Record<ProductRole, string[]> = {
  public: [...SIGN_IN, ...PUBLIC_CONTENT.flatMap(read)],
  authenticated: [...OWN_ACCOUNT, ...PUBLIC_CONTENT.flatMap(read)],
  active_subscriber: [
    ...OWN_ACCOUNT,
    ...MEMBER_ACCOUNT_OWNER,
    ...PUBLIC_CONTENT.flatMap(read),
    ...SUBSCRIBER_CONTENT.flatMap(read),
    ...MEDIA,
    // The Music at Home link a teacher shares with families.
    'api::at-home.at-home.link',
    // Their own playlists and custom units: src/access/ownership.ts scopes every one of these to the token user.
    ...['find', 'findOne', 'create', 'update', 'delete'].map((action) => `api::playlist.playlist.${action}`),
    ...['find', 'findOne', 'create', 'delete'].map((action) => `api::custom-scheme.custom-scheme.${action}`),
    // Their own teaching history (only subscribers open lessons); its only routes are these three.
    ...['mine', 'recordOpened', 'recordPosition'].map((action) => `api::teaching-history.teaching-history.${action}`),
    // Class sessions started from lesson mode; each call checks the session is the caller's
    // (src/delivery/class-sessions).
    ...['start', 'overview', 'showSlide', 'setJoining', 'removePupil', 'end'].map(
      (action) => `api::class-session.class-session.${action}`,
    ),
  ],
};

/** The least level (src/access/caller.ts) whose role reads content type `uid` by this table, if any does. */
export const leastLevelReading = (uid: string): Level | undefined =>
  LEVELS.find((level) => ROLE_PERMISSIONS[roleOfLevel(level)].includes(`${uid}.find`));

/**
 * Content that belongs to one user. The response cache (src/delivery/response-cache) never shares an answer that
 * reaches any of it, and writing it leaves every shared answer fresh.
 */
export const PER_USER_CONTENT_TYPES: UID.Schema[] = [
  ...OWNED_TYPES,
  'plugin::users-permissions.user',
  'api::user-profile.user-profile',
  'api::subscription.subscription',
  'api::member-account.member-account',
];

/** Writing these changes what some user may read: the cached access levels are dropped at once. */
export const ACCESS_CONTENT_TYPES: (UID.Schema | 'strapi::core-store')[] = [
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
  'plugin::users-permissions.permission',
  'api::subscription.subscription',
  'api::member-account.member-account',
  // The users-permissions settings (e-mail confirmation) that every sign-in check reads.
  'strapi::core-store',
];

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Makes each role's permissions exactly the table above (creating the subscriber role when missing). */
export async function applyPermissions(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query(ROLE_UID);
  if (!(await roles.findOne({ where: { type: ACTIVE_SUBSCRIBER_ROLE.type } }))) {
    await roles.create({ data: ACTIVE_SUBSCRIBER_ROLE });
  }
  for (const [type, wanted] of Object.entries(ROLE_PERMISSIONS)) {
    const role = await roles.findOne({ where: { type }, populate: ['permissions'] });
    if (!role) throw new Error(`Role ${type} is missing`);
    const have = new Map<string, number>(role.permissions.map((p: { action: string; id: number }) => [p.action, p.id]));
    const stale = [...have].filter(([action]) => !wanted.includes(action)).map(([, id]) => id);
    if (stale.length) await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: stale } } });
    for (const action of wanted.filter((a) => !have.has(a))) {
      await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
    }
  }
}
