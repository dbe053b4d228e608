/**
 * Preview of drafts (issue 31). The admin panel's Preview (config/admin.ts) opens the entry's real page with a
 * short-lived signed preview token, which only the admin panel's preview-URL route (admin sign-in required) mints.
 * A request carrying a valid token in `X-Preview-Token` reads drafts instead of published versions
 * (src/access/publication.ts), with the caller's own access: the token changes which version is read, never who may
 * read it, so a leaked token opens no paywall. Its answers are never kept: `Cache-Control: private, no-store`,
 * `X-Robots-Tag: noindex`, and the response cache passes it by (src/response-cache/request.ts). A forged, altered or
 * expired token is ignored: the request reads published versions.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

export const PREVIEW_HEADER = 'x-preview-token';
/** The web app's page address carries the token in this query parameter and sends it back in the header. */
export const PREVIEW_PARAMETER = 'preview';

/** A preview is opened from the edit view and looked at there: 30 minutes is ample, and short enough to leak little. */
const DEFAULT_TTL_SECONDS = 30 * 60;

/** The signing key, derived from the admin panel's own secret: the same in every process, nothing more to configure. */
function signingKey(strapi: Core.Strapi): Buffer {
  const adminSecret = strapi.config.get<string>('admin.auth.secret');
  if (!adminSecret) throw new Error('admin.auth.secret is not set');
  return crypto.createHmac('sha256', adminSecret).update('classroom preview token v1').digest();
}

const sign = (key: Buffer, expires: number) =>
  crypto.createHmac('sha256', key).update(`preview:${expires}`).digest('base64url');

interface AdminState {
  auth?: { strategy?: { name?: string } };
  user?: { id?: number };
}

/** Mints a token, for the admin panel's preview handler only: refused outside an admin-authenticated request. */
export function mintPreviewToken(strapi: Core.Strapi, now = Date.now()): string {
  const ctx = strapi.requestContext.get() as { state?: AdminState } | undefined;
  if (ctx?.state?.auth?.strategy?.name !== 'admin' || !ctx.state.user?.id) {
    throw new Error('Only a signed-in editor in the admin panel may open a preview');
  }
  const ttl = strapi.config.get<number>('product.previewTokenSeconds') ?? DEFAULT_TTL_SECONDS;
  const expires = Math.floor(now / 1000) + ttl;
  return `${expires}.${sign(signingKey(strapi), expires)}`;
}

/** True for a token this CMS signed that has not expired. */
function isValidPreviewToken(strapi: Core.Strapi, token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(signingKey(strapi), expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Koa middleware (config/middlewares.ts): marks preview requests, and keeps their answers out of every cache. */
export function previewRequests(strapi: Core.Strapi) {
  return async (ctx: Context, next: Next) => {
    const token = ctx.get(PREVIEW_HEADER);
    // The web app's page opened with a token: the page itself must not be indexed or kept either.
    const previewPage = typeof ctx.query?.[PREVIEW_PARAMETER] === 'string';
    if (token && isValidPreviewToken(strapi, token)) ctx.state.preview = true;
    await next();
    if (ctx.state.preview || previewPage) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex');
    }
  };
}
