import { clearSession, getToken } from './session';

/**
 * SPEC-GUIDE §8 "HTTP 401 from content server: clear all local storage and redirect to /", for GraphQL
 * (lib/apolloClient.ts) and REST (lib/rest.ts) alike. Whichever call meets the 401 first does both, at once; the calls
 * still in flight and the retries still pending that meet it after that leave them be: each further
 * `location.assign` would start the way home again, aborting the one under way. A 401 to a token that is no longer
 * the stored one (the teacher has signed in again since, in another tab) ends nothing.
 */

/** How the browser goes to a page; tests pass their own, as jsdom cannot navigate. */
export type Redirect = (path: string) => void;

export const assignLocation: Redirect = (path) => window.location.assign(path);

/** The redirects already under way: one per page (every caller shares `assignLocation`), one per test's own. */
const underWay = new WeakSet<Redirect>();

/** A call sent with `sentToken` was answered 401. */
export function sessionRefused(sentToken: string | null, redirect: Redirect = assignLocation): void {
  if (underWay.has(redirect)) return;
  const stored = getToken();
  if (sentToken && stored && stored !== sentToken) return;
  underWay.add(redirect);
  try {
    clearSession();
  } finally {
    redirect('/');
  }
}

/** Lets `redirect` be used again (tests reuse one across cases). */
export function forgetRedirect(redirect: Redirect): void {
  underWay.delete(redirect);
}
