import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeToSession, type Session } from '../lib/session';

/** A visitor's: what a server-rendered page shows (only visitors are served one), and what hydration starts from. */
const VISITOR: Session = { loggedIn: false, activeSubscriber: false, profile: null };
const visitorSession = () => VISITOR;

/** The stored session, re-read when it changes in this tab (login, logout, 401) or in another one. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, visitorSession);
}
