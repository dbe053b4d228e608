import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeToSession, VISITOR_SESSION, type Session } from '../lib/session';

/** What a server-rendered page shows (only visitors are served one), and what hydration starts from. */
const visitorSession = () => VISITOR_SESSION;

/** The stored session, re-read when it changes in this tab (login, logout, 401) or in another one. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, visitorSession);
}
