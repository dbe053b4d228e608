import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { cacheLimits } from '../../platform/cache-limits';
import { changeSignals } from '../../platform/changes';
import { ENDED_SESSIONS, sessionTokenOf, tokenEnded, TOKENS_VALID_AFTER, type SessionToken } from './token-ends';
import { bearerToken, createUserTokenVerifier } from './user-token';
import { levelOfRole, type Caller, type Level } from '../../access/caller';

/*
 * A caller's level (src/access/caller.ts) is all a shared answer depends on (SPEC-GUIDE §6). Any other caller (a bad
 * or expired token, a blocked user, a role this product does not give such as staff, an API token) is left to Strapi
 * itself and never cached.
 */

export interface AccessLevels {
  /** Runs `listener` whenever levels are forgotten, for other caches of who-may-read-what. */
  onForget(listener: () => void): void;
  /**
   * The caller from the Authorization header, or undefined when the cache must stay out of the way; `until`: when the
   * caller's token stops being valid (epoch milliseconds; a visitor's, never).
   */
  identify(authorization: string | undefined): Promise<(Caller & { until: number }) | undefined>;
  /** Forgets every user's level: a role, subscription or membership changed. */
  forgetAll(): void;
  /** How many times levels were forgotten: an answer computed across a change is not kept. */
  epoch(): number;
}

interface VerifiedToken {
  userId: number;
  session: SessionToken;
  /** The token's expiry, epoch milliseconds (never, when it names none). */
  expiresAt: number;
}

interface UserAccess {
  level: Level | 'none';
  user: Record<string, unknown> | null;
}

const kept = new WeakMap<Core.Strapi, AccessLevels>();

/**
 * The one reading of callers of this CMS process (the response cache, search, the signed-in caches), forgotten on
 * every access change (src/platform/changes).
 */
export function accessLevels(strapi: Core.Strapi): AccessLevels {
  let levels = kept.get(strapi);
  if (!levels) {
    const created = createAccessLevels(strapi);
    changeSignals(strapi).onAccessChange(() => created.forgetAll());
    levels = created;
    kept.set(strapi, levels);
  }
  return levels;
}

function createAccessLevels(strapi: Core.Strapi): AccessLevels {
  // The level of each signed-in user, so a hit needs a verified JWT and no database round-trip.
  const levels = new LRUCache<number, UserAccess>(cacheLimits(strapi, 'accessLevels'));
  let epoch = 0;
  const listeners: (() => void)[] = [];
  const verify = createUserTokenVerifier(strapi);
  // Tokens already checked, until they expire: a signature check per hit would be most of a hit's cost.
  const tokenLimits = cacheLimits(strapi, 'verifiedTokens');
  const verifiedTokens = new LRUCache<string, VerifiedToken>(tokenLimits);
  const checked = (token: string): VerifiedToken | undefined => {
    const known = verifiedTokens.get(token);
    if (known) return known;
    const payload = verify(token);
    if (typeof payload?.id !== 'number') return undefined;
    const expiresAt = payload.exp ? payload.exp * 1000 : Number.POSITIVE_INFINITY;
    const verified = { userId: payload.id, session: sessionTokenOf(payload), expiresAt };
    const expiresIn = expiresAt - Date.now();
    if (expiresIn > 0) verifiedTokens.set(token, verified, { ttl: Math.min(expiresIn, tokenLimits.ttl ?? expiresIn) });
    return verified;
  };

  const userAccess = async (userId: number): Promise<UserAccess> => {
    const known = levels.get(userId);
    if (known) return known;
    const readEpoch = epoch;
    const user = await strapi.db.query('plugin::users-permissions.user').findOne({
      where: { id: userId },
      select: ['id', 'blocked', TOKENS_VALID_AFTER, ENDED_SESSIONS],
      populate: { role: { select: ['type'] } },
    });
    const access: UserAccess = {
      level: (!user?.blocked && levelOfRole(user?.role?.type)) || 'none',
      user: user ?? null,
    };
    // A change seen while we were reading makes what we read old news.
    if (readEpoch === epoch) levels.set(userId, access);
    return access;
  };

  return {
    async identify(authorization) {
      if (!authorization) return { level: 'visitor', until: Number.POSITIVE_INFINITY };
      const token = bearerToken(authorization);
      if (!token) return undefined;
      const verified = checked(token);
      if (!verified) return undefined;
      const { level, user } = await userAccess(verified.userId);
      // An ended session (logged out, password changed) is left to Strapi, which refuses it.
      if (level === 'none' || tokenEnded(verified.session, user)) return undefined;
      return { level, userId: verified.userId, until: verified.expiresAt };
    },
    forgetAll() {
      epoch += 1;
      levels.clear();
      for (const listener of listeners) listener();
    },
    onForget(listener) {
      listeners.push(listener);
    },
    epoch: () => epoch,
  };
}
