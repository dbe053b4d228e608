import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeToSession, type Session } from '../lib/session';

/** The stored session, re-read when it changes in this tab (login, logout, 401) or in another one. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot);
}
