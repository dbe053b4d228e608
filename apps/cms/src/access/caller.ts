/**
 * Who is asking, in the one vocabulary every access decision uses (content, detail and file fields, files and
 * documents, search, the response cache, server rendering): a `Caller` at one of three levels, each reading all the
 * one before reads. The one role → level table is here; nothing else maps a users-permissions role to what it reads
 * (tests/import-boundaries.test.ts reads the sources to keep it so).
 */
import { isSystemRead } from './as-system';
import { requestAuth } from '../strapi-internals/request-auth';

/** Visitors, signed-in teachers without a subscription, subscribers (SPEC-GUIDE §6). */
export const LEVELS = ['visitor', 'registered', 'subscriber'] as const;
export type Level = (typeof LEVELS)[number];

/** The roles this product gives (src/access/permissions.ts); any other role is given by hand (staff, say). */
export type ProductRole = 'public' | 'authenticated' | 'active_subscriber';

/** The one role → level table. */
export const ROLE_LEVELS: Readonly<Record<ProductRole, Level>> = {
  public: 'visitor',
  authenticated: 'registered',
  active_subscriber: 'subscriber',
};

/** A caller reading at `level`; `userId` for a signed-in one. The system (no caller) reads everything. */
export interface Caller {
  level: Level;
  userId?: number;
}

/** The level of a role this product gives, or undefined for any other role. */
export const levelOfRole = (roleType: string | undefined): Level | undefined =>
  roleType !== undefined && Object.prototype.hasOwnProperty.call(ROLE_LEVELS, roleType)
    ? ROLE_LEVELS[roleType as ProductRole]
    : undefined;

/** The role of a level, as the permissions table names it. */
export const roleOfLevel = (level: Level): ProductRole =>
  (Object.keys(ROLE_LEVELS) as ProductRole[]).find((role) => ROLE_LEVELS[role] === level)!;

interface SignedInUser {
  id?: unknown;
  role?: { type?: string } | null;
}

/**
 * The caller a users-permissions user (with its role populated) reads as: a subscriber by the subscriber role,
 * otherwise a signed-in teacher (a role given by hand reads what any signed-in teacher reads); a visitor without one.
 */
export function callerOfUser(user: SignedInUser | null | undefined): Caller {
  if (!user) return { level: 'visitor' };
  const level = levelOfRole(user.role?.type ?? undefined) === 'subscriber' ? 'subscriber' : 'registered';
  return typeof user.id === 'number' ? { level, userId: user.id } : { level };
}

/**
 * The caller of a request as Strapi's sign-in check left it (`ctx.state.user`), or undefined for the system: the admin
 * panel, no request at all, and reads the product makes on its own behalf inside one (`asSystem`).
 */
export function callerOf(ctx: { state?: unknown } | undefined | null): Caller | undefined {
  if (!ctx || isSystemRead()) return undefined;
  const { strategy, routeType } = requestAuth(ctx);
  if (strategy === 'admin' || routeType === 'admin') return undefined;
  return callerOfUser((ctx.state as { user?: SignedInUser } | undefined)?.user);
}

const rank = (level: Level) => LEVELS.indexOf(level);

/** Whether a caller at `level` reads what `needed` reads. */
export const mayRead = (level: Level, needed: Level): boolean => rank(level) >= rank(needed);

/** The level that may read all of several things together (a relation and what it leads to). */
export const strictest = (...needed: Level[]): Level => LEVELS[Math.max(...needed.map(rank))] ?? 'subscriber';

/** The least level meeting a rule's declared readers (the detail and file fields' declarations). */
export const LEVEL_OF_READERS: Readonly<Record<'everyone' | 'signed-in' | 'subscribers', Level>> = {
  everyone: 'visitor',
  'signed-in': 'registered',
  subscribers: 'subscriber',
};
