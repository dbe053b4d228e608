import { contextSlot } from '../../platform/async-context';
import { isDatabaseUnavailable } from '../../platform/database/unavailable';

/**
 * Strapi's sign-in check (the users-permissions strategy) answers any error it meets with "not signed in", so a
 * database restart under a request answered a valid token 401 and the web app signed the teacher out (issue 33).
 * The look-ups the check makes (the token's user and version, the role's permissions, the sign-in settings: all in
 * signed-in-cache.ts) note an outage here, and the check then fails with it, answered 503 by
 * src/middlewares/database-unavailable.ts.
 */
const checks = contextSlot<{ outage?: unknown }>('sign-in check');

/** Runs Strapi's sign-in check; throws the outage a look-up met instead of the check's "not signed in". */
export async function failingOnOutage<T>(check: () => Promise<T>): Promise<T> {
  const seen: { outage?: unknown } = {};
  const result = await checks.run(seen, check);
  if (seen.outage) throw seen.outage;
  return result;
}

/** Tells the sign-in check under way (if any) that a look-up met the database out of reach. */
function noteOutage(error: unknown): void {
  const seen = checks.getStore();
  if (seen && seen.outage === undefined && isDatabaseUnavailable(error)) seen.outage = error;
}

/** `read`, noting an outage it meets for the sign-in check under way. */
export function notingOutages<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await read(...args);
    } catch (error) {
      noteOutage(error);
      throw error;
    }
  };
}
