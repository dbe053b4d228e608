import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/**
 * Whether the CMS can be reached: while it restarts (or the database behind it does) it answers 503 with Retry-After,
 * or the network fails. Reads are retried meanwhile (lib/apolloClient.ts) and the app says "Reconnecting…"; the
 * session is never cleared for it (only a 401 does that, SPEC-GUIDE §8).
 */

/** The CMS's GraphQL code for "briefly unavailable" (apps/cms/src/middlewares/database-unavailable.ts). */
const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/** Told when a write failed because the CMS was out of reach: nothing is lost, it can be tried again. */
export const NOT_SAVED_WHILE_UNAVAILABLE =
  'Not saved: the classroom is briefly unavailable. Everything you changed is still here; try again in a moment.';

/** The same, when the browser says this device has no network: waiting for the classroom would not help. */
const NOT_SAVED_WHILE_OFFLINE =
  'Not saved: this device is offline. Everything you changed is still here; reconnect and try again.';

/** What a write that found the CMS out of reach tells, by whether the device itself is offline. */
export const notSavedText = () => (navigator.onLine ? NOT_SAVED_WHILE_UNAVAILABLE : NOT_SAVED_WHILE_OFFLINE);

/** A GraphQL answer that only says the CMS is briefly unavailable, turned into an error so that it can be retried. */
export class ServiceUnavailableError extends Error {
  constructor() {
    super('The classroom is briefly unavailable. Try again in a few seconds.');
    this.name = 'ServiceUnavailableError';
  }
}

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** Whether `error` means the CMS is out of reach for now (a retry is the remedy), not that the request is refused. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof ServiceUnavailableError) return true;
  if (ServerError.is(error)) return UNAVAILABLE_STATUSES.has(error.statusCode);
  if (CombinedGraphQLErrors.is(error)) return hasUnavailableErrors(error.errors);
  // fetch rejects with a TypeError when the network fails (no answer at all).
  return error instanceof TypeError;
}

export function hasUnavailableErrors(errors: readonly { extensions?: Record<string, unknown> }[] | undefined): boolean {
  return Boolean(errors?.length) && errors!.every((error) => error.extensions?.code === SERVICE_UNAVAILABLE);
}

// What is waiting for the CMS to be back: reads being retried, and the check started after a write failed.
const waiting = new Set<object>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const connection = {
  /** Whether something is waiting for the CMS to be reachable again. */
  reconnecting: () => waiting.size > 0,
  isWaitingFor: (work: object) => waiting.has(work),
  waitingFor(work: object) {
    if (waiting.has(work)) return;
    waiting.add(work);
    notify();
  },
  settled(work: object) {
    if (waiting.delete(work)) notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
