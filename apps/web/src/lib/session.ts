import type { MeQuery, UserProfileFieldsFragment } from '../gql/graphql';

/**
 * The signed-in session as the accounts flow stores it in local storage (SPEC-GUIDE §3 "Stored session").
 * Logged in iff a token exists; content access only for the `active_subscriber` role type (SPEC-GUIDE §4).
 */
export const sessionKeys = {
  user: 'user',
  userProfile: 'userProfile',
  userRole: 'userRole',
  token: 'token',
} as const;

interface StoredUser {
  id?: number | string;
  documentId?: string;
  username?: string;
  email?: string;
}

/** The profile fields as `me` reads them (the generated `UserProfileFields` fragment), without its ids. */
export type StoredUserProfile = Omit<UserProfileFieldsFragment, 'documentId' | '__typename'>;

/** The role as `me` reads it (type and description). */
type StoredUserRole = Omit<NonNullable<NonNullable<MeQuery['me']>['role']>, '__typename'>;

/** Fired on this window when the session changes here; other tabs see the native `storage` event. */
const sessionChangeEvent = 'session-change';

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return localStorage.getItem(sessionKeys.token) || null;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

function getUserProfile(): StoredUserProfile | null {
  return readJson<StoredUserProfile>(sessionKeys.userProfile);
}

function getUserRole(): StoredUserRole | null {
  return readJson<StoredUserRole>(sessionKeys.userRole);
}

export function hasActiveSubscription(): boolean {
  return isLoggedIn() && getUserRole()?.type === 'active_subscriber';
}

/**
 * SPEC-GUIDE §4 "Successful auth stores token and user locally ... loads role and profile, marks logged in": writes the
 * whole stored session at once (one change notification).
 */
export function storeSession(session: {
  token: string;
  user: StoredUser;
  userRole: StoredUserRole | null;
  userProfile: StoredUserProfile | null;
}): void {
  localStorage.setItem(sessionKeys.token, session.token);
  localStorage.setItem(sessionKeys.user, JSON.stringify(session.user));
  writeJson(sessionKeys.userRole, session.userRole);
  writeJson(sessionKeys.userProfile, session.userProfile);
  notifySessionChange();
}

/** Replaces the stored role and profile (after a profile save, or when the CMS reports a changed role). */
export function updateStoredAccount(account: {
  userRole?: StoredUserRole | null;
  userProfile?: StoredUserProfile | null;
}) {
  if (account.userRole !== undefined) writeJson(sessionKeys.userRole, account.userRole);
  if (account.userProfile !== undefined) writeJson(sessionKeys.userProfile, account.userProfile);
  notifySessionChange();
}

function writeJson(key: string, value: object | null): void {
  if (value) localStorage.setItem(key, JSON.stringify(value));
  else localStorage.removeItem(key);
}

/** Logging out and an HTTP 401 both clear all local storage (SPEC-GUIDE §4, §8). */
export function clearSession(): void {
  localStorage.clear();
  notifySessionChange();
}

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(sessionChangeEvent));
}

export function subscribeToSession(listener: () => void): () => void {
  window.addEventListener(sessionChangeEvent, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(sessionChangeEvent, listener);
    window.removeEventListener('storage', listener);
  };
}

export interface Session {
  loggedIn: boolean;
  activeSubscriber: boolean;
  profile: StoredUserProfile | null;
}

/**
 * A visitor's session, one object: a server-rendered page is rendered with it, and a visitor's browser hydrates
 * with the very same value, so nothing re-renders while the page hydrates.
 */
export const VISITOR_SESSION: Session = { loggedIn: false, activeSubscriber: false, profile: null };

let snapshot: { fingerprint: string; session: Session } | null = null;

/** The session as one value that stays the same object until something stored changes (for useSyncExternalStore). */
export function getSessionSnapshot(): Session {
  const fingerprint = Object.values(sessionKeys)
    .map((key) => localStorage.getItem(key) ?? '')
    .join('\u0000');
  if (snapshot?.fingerprint !== fingerprint) {
    snapshot = {
      fingerprint,
      session:
        !isLoggedIn() && !getUserProfile()
          ? VISITOR_SESSION
          : { loggedIn: isLoggedIn(), activeSubscriber: hasActiveSubscription(), profile: getUserProfile() },
    };
  }
  return snapshot.session;
}
