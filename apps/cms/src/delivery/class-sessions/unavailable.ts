import type { Context, Next } from 'koa';
import { ClassSessionsUnavailable } from './store';

/** How long a pupil's page or lesson mode waits before asking again when the sessions are out of reach. */
export const RETRY_AFTER_SECONDS = 2;
export const UNAVAILABLE_MESSAGE = 'The class can’t be reached just now. Trying again in a moment…';

/**
 * A route middleware of every class-session call: when the sessions cannot be read or kept (Redis out of reach or too
 * slow) the call answers 503 with Retry-After and a message a child reads, in Strapi's error shape, instead of a 500.
 */
export async function answerWhenUnavailable(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof ClassSessionsUnavailable)) throw error;
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: UNAVAILABLE_MESSAGE } };
  }
}
