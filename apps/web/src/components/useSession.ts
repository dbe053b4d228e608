import { createContext, useContext, useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeToSession, VISITOR_SESSION, type Session } from '../lib/session';

/**
 * The session a server-rendered page was rendered with, and what its hydration starts from: a visitor's, or the
 * signed-in subscriber's whose lesson overview or lesson mode the CMS rendered (issue 44; entry-server.tsx).
 */
export const RenderedSessionContext = createContext<Session>(VISITOR_SESSION);

/** The stored session, re-read when it changes in this tab (login, logout, 401) or in another one. */
export function useSession(): Session {
  const rendered = useContext(RenderedSessionContext);
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, () => rendered);
}
