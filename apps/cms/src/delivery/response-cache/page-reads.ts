import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * What a server-rendered page read (src/delivery/server-rendering): the render's own GraphQL requests, over loopback
 * to this process, carry this process's render secret, and each answer, cached or computed, then names what it read
 * (read-tags.ts) in `X-Classroom-Reads`. The page is kept with the union of those tags, so a write purges only the
 * pages that read what it wrote. No other caller is told (the secret is made at start and never leaves the process).
 */
export const RENDER_REQUEST_HEADER = 'x-classroom-render';
export const READS_HEADER = 'x-classroom-reads';

const secret = crypto.randomBytes(24).toString('base64url');

/** The headers server rendering sends with its GraphQL requests. */
export const renderRequestHeaders = (): Record<string, string> => ({ [RENDER_REQUEST_HEADER]: secret });

/** Whether the request is server rendering's own, which is told what each answer read. */
export function asksForReads(headers: IncomingHttpHeaders): boolean {
  const given = headers[RENDER_REQUEST_HEADER];
  if (typeof given !== 'string' || given.length !== secret.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

/** The header's value: the tags, space-separated (tags hold no spaces). */
export const readsHeaderValue = (tags: readonly string[]) => tags.join(' ');
