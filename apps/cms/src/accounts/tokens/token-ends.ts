import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { fieldError, invalidFields, type FieldError } from '../../platform/http/field-errors';
import { bodyOf } from '../../platform/http/request-body';
import { bearerToken, createUserTokenVerifier } from './user-token';

/**
 * Sign-in sessions and how they end. Each sign-in (and the token a password change or reset answers) is a session of
 * its own: its token carries a session id (`sid`) and the millisecond it was issued (`iatms`).
 * - Log Out (POST /api/auth/logout) ends the session of the token it is sent with: the session's id is kept on the
 *   user (`ended_sessions`, private) until that token would have expired anyway. The teacher's other devices, and the
 *   presenter view beside them, stay signed in.
 * - A password change or reset, and Log Out with `{ "scope": "all" }` (the account page's "Sign out of every device",
 *   Strapi's own word for it), end every session: tokens issued before `tokens_valid_after` (private) stop.
 * Each request compares its token with the user read from the signed-in cache (src/extensions/users-permissions/
 * signed-in-cache.ts), which a user write clears at once in every process (src/platform/changes).
 */
export const TOKENS_VALID_AFTER = 'tokens_valid_after';
/**
 * `{ [session id]: the expiry of its token in ms, or null }`, as JSON in text: a write is made only if it is unchanged.
 */
export const ENDED_SESSIONS = 'ended_sessions';

const USER = 'plugin::users-permissions.user';

/** Past this many ended sessions whose tokens are still unexpired, logging out once more ends every session. */
const MAX_ENDED_SESSIONS = 200;
/** Log-outs of one teacher's devices racing each other: each try re-reads what the others wrote. */
const MAX_WRITE_ATTEMPTS = 10;

interface UsersPermissionsPlugin {
  contentTypes: Record<string, { schema: { attributes: Record<string, unknown> } }>;
}

export function addTokenEndFields(plugin: UsersPermissionsPlugin): void {
  const attributes = plugin.contentTypes.user.schema.attributes;
  attributes[TOKENS_VALID_AFTER] = { type: 'datetime', private: true, configurable: false };
  attributes[ENDED_SESSIONS] = { type: 'text', private: true, configurable: false };
}

/** A new session's id, for the token of a sign-in. */
export const newSessionId = () => crypto.randomBytes(12).toString('base64url');

/** What a sign-in token says about its session. */
export interface SessionToken {
  /** When the token was issued, in milliseconds. */
  issuedAt: number;
  session: string;
  /** When the token expires, in milliseconds; null when it never does. */
  expiresAt: number | null;
}

export function sessionTokenOf(payload: {
  iat?: unknown;
  iatms?: unknown;
  sid?: unknown;
  exp?: unknown;
}): SessionToken {
  const seconds = (value: unknown) => (typeof value === 'number' ? value * 1000 : 0);
  const issuedAt = typeof payload.iatms === 'number' ? payload.iatms : seconds(payload.iat);
  return {
    issuedAt,
    // Tokens issued before sessions had ids are told apart by the moment they were issued.
    session: typeof payload.sid === 'string' ? payload.sid : `issued-${issuedAt}`,
    expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : null,
  };
}

type EndedSessions = Record<string, number | null>;

function endedSessionsOf(stored: unknown): EndedSessions {
  if (typeof stored !== 'string' || !stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as EndedSessions) : {};
  } catch {
    return {};
  }
}

/** Whether `token`'s session has ended for `user` (read with both private fields). */
export function tokenEnded(token: SessionToken, user: Record<string, unknown> | null | undefined): boolean {
  const validAfter = user?.[TOKENS_VALID_AFTER];
  if (validAfter && token.issuedAt < new Date(validAfter as string | Date).getTime()) return true;
  return Object.prototype.hasOwnProperty.call(endedSessionsOf(user?.[ENDED_SESSIONS]), token.session);
}

/** The data to save with a password change: every session ends now. */
export function endingEarlierTokens<T extends Record<string, unknown>>(params: T): T {
  return 'password' in params && params.password ? { ...params, [TOKENS_VALID_AFTER]: new Date() } : params;
}

async function endEverySession(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db
    .query(USER)
    .update({ where: { id: userId }, data: { [TOKENS_VALID_AFTER]: new Date(), [ENDED_SESSIONS]: null } });
}

/**
 * Ends one session: adds it to the user's ended sessions (dropping those whose tokens have expired), written only if
 * nobody changed the list since it was read, so two devices logging out at once both end.
 */
async function endSession(strapi: Core.Strapi, userId: number, token: SessionToken): Promise<void> {
  const users = strapi.db.query(USER);
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const user = await users.findOne({ where: { id: userId }, select: [ENDED_SESSIONS] });
    const stored = (user?.[ENDED_SESSIONS] as string | null | undefined) ?? null;
    const now = Date.now();
    const ended = Object.entries({ ...endedSessionsOf(stored), [token.session]: token.expiresAt }).filter(
      ([, expiresAt]) => expiresAt === null || expiresAt > now,
    );
    if (ended.length > MAX_ENDED_SESSIONS) return endEverySession(strapi, userId);
    const { count } = await users.updateMany({
      where: { id: userId, [ENDED_SESSIONS]: stored === null ? { $null: true } : stored },
      data: { [ENDED_SESSIONS]: JSON.stringify(Object.fromEntries(ended)) },
    });
    if (count > 0 || !user) return;
  }
  throw new errors.ApplicationError('The session could not be ended. Try again.');
}

/**
 * POST /api/auth/logout (the plugin's own route): ends this device's session, or with `{ "scope": "all" }` every
 * session of the signed-in teacher.
 */
export function logOut(strapi: Core.Strapi) {
  const verify = createUserTokenVerifier(strapi);
  return async (ctx: Context) => {
    const user = ctx.state.user as { id?: number } | undefined;
    const payload = verify(bearerToken(ctx.get('authorization')) ?? '');
    if (!user?.id || payload?.id !== user.id) return ctx.unauthorized('Missing authentication');
    const { scope, ...rest } = bodyOf(ctx);
    const problems: FieldError[] = Object.keys(rest).map((key) => fieldError([key], 'Unknown field.'));
    if (scope !== undefined && scope !== 'all') problems.push(fieldError(['scope'], 'scope can only be "all".'));
    if (problems.length) throw invalidFields(problems);

    if (scope === 'all') await endEverySession(strapi, user.id);
    else await endSession(strapi, user.id, sessionTokenOf(payload));
    ctx.body = { ok: true };
  };
}
