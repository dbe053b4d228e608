import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isDatabaseUnavailable } from '../../database/unavailable';
import type { Viewer } from './services/document-access';

/**
 * The cookie the web app keeps in step with its stored sign-in token (apps/web/src/lib/documentCookie.ts), set for
 * /documents and /uploads only, so that a plain link, a new tab, a download or an <audio>/<img> can prove who is
 * asking. A Bearer header works too.
 */
export const DOCUMENTS_COOKIE = 'documents_token';

/**
 * Who is asking for a file: anonymous, signed in, or an active subscriber (an ended token counts as anonymous). A
 * token whose user cannot be read now (the database out of reach) is not refused: the request fails with a 503.
 */
export async function viewerOfRequest(strapi: Core.Strapi, ctx: Context): Promise<Viewer> {
  const header = ctx.get('authorization');
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? ctx.cookies.get(DOCUMENTS_COOKIE);
  if (!token) return 'anonymous';
  let payload: { id?: number };
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').verify(token);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return 'anonymous';
  }
  if (!payload?.id) return 'anonymous';
  const user = await strapi.plugin('users-permissions').service('user').fetchAuthenticatedUser(payload.id);
  if (!user || user.blocked) return 'anonymous';
  return user.role?.type === 'active_subscriber' ? 'subscriber' : 'signed-in';
}

const MESSAGES: Record<'signed-in' | 'subscriber', { status: 401 | 403; message: string }> = {
  'signed-in': { status: 401, message: 'You need to be logged in to access this content.' },
  subscriber: { status: 403, message: 'You need an active subscription to access this content.' },
};

/** The answer to a file the viewer may not open: a signed-in teacher lacking a subscription is told so. */
export function refuseFile(ctx: Context, viewer: Viewer): void {
  // Only a draft's file is refused to a subscriber (issue 31): as if it did not exist.
  if (viewer === 'subscriber') {
    ctx.set('Cache-Control', 'no-store');
    ctx.notFound('No such document');
    return;
  }
  const refusal = viewer === 'anonymous' ? MESSAGES['signed-in'] : MESSAGES.subscriber;
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
