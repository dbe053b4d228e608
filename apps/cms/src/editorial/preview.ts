/**
 * Preview of drafts (issues 31 and 43). The admin panel's Preview (config/admin.ts) opens the entry's real page with
 * a short-lived signed preview token, which only the admin panel's preview-URL route (admin sign-in required) mints.
 * The token names the one document (and locale) it previews and the editor who made it, and lives minutes
 * (PREVIEW_TOKEN_SECONDS, 5 by default). A request carrying a valid token in `X-Preview-Token` reads that document's
 * draft and the published versions of everything else (src/access/publication.ts), with the caller's own access: the
 * token changes which version of one document is read, never who may read it, so a leaked token opens no paywall and
 * no other draft. Its answers are never kept: `Cache-Control: private, no-store`, `X-Robots-Tag: noindex`, and the
 * response cache passes it by (src/delivery/response-cache/request.ts). A forged, altered or expired token, or one
 * whose editor is no longer an active admin, is ignored: the request reads published versions.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { requestAuth } from '../strapi-internals/request-auth';

export const PREVIEW_HEADER = 'x-preview-token';
/** The web app's page address carries the token in this query parameter and sends it back in the header. */
export const PREVIEW_PARAMETER = 'preview';

/** The document a token previews (read from `ctx.state.preview` by src/access/publication.ts). */
export interface PreviewTarget {
  uid: string;
  documentId: string;
  locale?: string | null;
}

/** A preview is opened from the edit view and looked at there at once: a leaked link is soon worth nothing. */
const DEFAULT_TTL_SECONDS = 5 * 60;
/** Longer than any token this CMS mints (a uid, a documentId, a locale, two numbers and a signature). */
const MAX_TOKEN_LENGTH = 600;

/** What a token names, in short keys: it travels in a URL. */
const TokenPayload = z.object({
  /** The content type's uid. */
  u: z.string().min(1).max(200),
  /** The document's documentId. */
  d: z.string().min(1).max(100),
  /** Its locale, for a localised type. */
  l: z.string().max(50).nullable(),
  /** The admin user who made the link. */
  e: z.number().int().positive(),
  /** When it stops working, in seconds since the epoch. */
  x: z.number().int().positive(),
});
type TokenPayload = z.infer<typeof TokenPayload>;

/** The signing key, derived from the admin panel's own secret: the same in every process, nothing more to configure. */
function signingKey(strapi: Core.Strapi): Buffer {
  const adminSecret = strapi.config.get<string>('admin.auth.secret');
  if (!adminSecret) throw new Error('admin.auth.secret is not set');
  return crypto.createHmac('sha256', adminSecret).update('classroom preview token v2').digest();
}

const sign = (key: Buffer, payload: string) =>
  crypto.createHmac('sha256', key).update(`preview:${payload}`).digest('base64url');

interface AdminState {
  user?: { id?: number };
}

/**
 * Mints a token for one document, for the admin panel's preview handler only: refused outside an admin-authenticated
 * request.
 */
export function mintPreviewToken(strapi: Core.Strapi, target: PreviewTarget, now = Date.now()): string {
  const ctx = strapi.requestContext.get() as { state?: AdminState } | undefined;
  const editor = ctx?.state?.user?.id;
  if (requestAuth(ctx).strategy !== 'admin' || !editor) {
    throw new Error('Only a signed-in editor in the admin panel may open a preview');
  }
  const ttl = strapi.config.get<number>('product.previewTokenSeconds') ?? DEFAULT_TTL_SECONDS;
  const payload: TokenPayload = {
    u: target.uid,
    d: target.documentId,
    l: target.locale ?? null,
    e: editor,
    x: Math.floor(now / 1000) + ttl,
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(signingKey(strapi), encoded)}`;
}

/** What a token this CMS signed names, while it lasts; undefined for anything else. */
function readPreviewToken(strapi: Core.Strapi, token: string, now = Date.now()): TokenPayload | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const expected = Buffer.from(sign(signingKey(strapi), match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const payload = TokenPayload.safeParse(decoded);
  if (!payload.success || payload.data.x * 1000 <= now) return undefined;
  return payload.data;
}

/** The editor who made the link is still an active admin: a removed or deactivated editor's links stop working. */
async function isActiveEditor(strapi: Core.Strapi, id: number): Promise<boolean> {
  try {
    const editor = (await strapi.db
      .query('admin::user')
      .findOne({ where: { id }, select: ['id', 'isActive', 'blocked'] })) as {
      isActive?: boolean | null;
      blocked?: boolean | null;
    } | null;
    return Boolean(editor?.isActive) && !editor?.blocked;
  } catch {
    // The database out of reach: no preview; the request itself then answers 503 further down the chain.
    return false;
  }
}

/** Koa middleware (config/middlewares.ts): marks preview requests, and keeps their answers out of every cache. */
export function previewRequests(strapi: Core.Strapi) {
  return async (ctx: Context, next: Next) => {
    const token = ctx.get(PREVIEW_HEADER);
    // The web app's page opened with a token: the page itself must not be indexed or kept either.
    const previewPage = typeof ctx.query?.[PREVIEW_PARAMETER] === 'string';
    const payload = token ? readPreviewToken(strapi, token) : undefined;
    if (payload && (await isActiveEditor(strapi, payload.e))) {
      const target: PreviewTarget = { uid: payload.u, documentId: payload.d, locale: payload.l };
      ctx.state.preview = target;
    }
    await next();
    if (ctx.state.preview || previewPage) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex');
    }
  };
}
