import type { Context } from 'koa';

/**
 * PostgreSQL's codes for "the server is shutting down or starting" (57P01-57P03), "cannot connect now", and SQLite's
 * "cannot open the database file".
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'SQLITE_CANTOPEN',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Timeout acquiring a connection/i,
  /terminating connection due to administrator command/i,
];

/** Whether an error (or its cause) says the database is out of reach for now, rather than that the request is bad. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, name, cause } = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** 503 with Retry-After and Strapi's error shape: something the product needs is out of reach for a moment. */
export function answerServiceUnavailable(
  ctx: Pick<Context, 'set'> & { status: number; body: unknown },
  message: string,
) {
  ctx.status = 503;
  ctx.set('Retry-After', '5');
  ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message } };
}
