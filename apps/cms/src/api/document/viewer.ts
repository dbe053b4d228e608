import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isDatabaseUnavailable } from '../../platform/database/unavailable';
import { callerOfUser, type Caller, type Level } from '../../access/caller';

/**
 * The cookie the web app keeps in step with its stored sign-in token (apps/web/src/lib/documentCookie.ts), set for
 * /documents and /uploads only, so that a plain link, a new tab, a download or an <audio>/<img> can prove who is
 * asking. A Bearer header works too.
 */
export const DOCUMENTS_COOKIE = 'documents_token';

/**
 * Who is asking for a file (src/access/caller.ts), from the token in the header or the documents cookie, since the
 * file routes are outside Strapi's sign-in check: an ended or bad token, or a blocked user, asks as a visitor. A token
 * whose user cannot be read now (the database out of reach) is not refused: the request fails with a 503.
 */
export async function callerOfFileRequest(strapi: Core.Strapi, ctx: Context): Promise<Caller> {
  const header = ctx.get('authorization');
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? ctx.cookies.get(DOCUMENTS_COOKIE);
  if (!token) return callerOfUser(undefined);
  let payload: { id?: number };
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').verify(token);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return callerOfUser(undefined);
  }
  if (!payload?.id) return callerOfUser(undefined);
  const user = await strapi.plugin('users-permissions').service('user').fetchAuthenticatedUser(payload.id);
  return callerOfUser(user && !user.blocked ? user : undefined);
}

const MESSAGES: Record<'signed-in' | 'subscriber', { status: 401 | 403; message: string }> = {
  'signed-in': { status: 401, message: 'You need to be logged in to access this content.' },
  subscriber: { status: 403, message: 'You need an active subscription to access this content.' },
};

/** The answer to a file the caller may not open: a signed-in teacher lacking a subscription is told so. */
export function refuseFile(ctx: Context, level: Level): void {
  // Only a draft's file is refused to a subscriber (issue 31): as if it did not exist.
  if (level === 'subscriber') {
    ctx.set('Cache-Control', 'no-store');
    ctx.notFound('No such document');
    return;
  }
  const refusal = level === 'visitor' ? MESSAGES['signed-in'] : MESSAGES.subscriber;
  ctx.status = refusal.status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    data: null,
    error: {
      status: refusal.status,
      name: refusal.status === 401 ? 'UnauthorizedError' : 'ForbiddenError',
      message: refusal.message,
    },
  };
}
