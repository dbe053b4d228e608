import { getToken, subscribeToSession } from './session';

/**
 * SPEC-GUIDE §7: documents link to /documents/{fileId} on the content host, and recordings, films and pictures are
 * played from /uploads. Those are plain requests (a link, a new tab, a download, an <audio> or <img>), which cannot
 * carry the
 * Authorization header, and most of those files are for subscribers only. So the stored sign-in token is mirrored
 * into a cookie that only /documents and /uploads receive (same site only), and removed with the session. The CMS
 * reads it in apps/cms/src/api/document/viewer.ts.
 */
const DOCUMENTS_COOKIE = 'documents_token';

/** The paths the cookie is sent to: one cookie of the same name each. */
const FILE_PATHS = ['/documents', '/uploads'];

/**
 * Tells the CMS that this browser is signed in, without the token: its pages are then sent as the plain app, never
 * rendered for a visitor on the server (apps/cms/src/server-rendering), so a teacher never sees visitor content.
 */
const SIGNED_IN_COOKIE = 'signed_in';

/**
 * The token again, for the pages themselves (issue 44): the CMS renders a subscriber's lesson overview and lesson mode
 * on the server with it (apps/cms/src/delivery/server-rendering), so a cold visit shows the lesson before the app's
 * script has arrived. The CMS reads it for a page's GET only, never as a sign-in for /graphql or /api (those take the
 * Authorization header alone), so a request from another site gains nothing by carrying it.
 */
const PAGE_TOKEN_COOKIE = 'page_token';

export function syncDocumentCookie(token: string | null = getToken()): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const path of FILE_PATHS) {
    const attributes = `Path=${path}; SameSite=Strict${secure}`;
    document.cookie = token
      ? `${DOCUMENTS_COOKIE}=${token}; ${attributes}`
      : `${DOCUMENTS_COOKIE}=; Max-Age=0; ${attributes}`;
  }
  // Lax: a link from an e-mail or another site opens the signed-in page too.
  document.cookie = token
    ? `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  document.cookie = token
    ? `${PAGE_TOKEN_COOKIE}=${token}; Path=/; SameSite=Lax${secure}`
    : `${PAGE_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/** Keeps the cookie in step with the stored session from now on (sign-in, sign-out, a 401, another tab). */
export function keepDocumentCookieInStep(): () => void {
  syncDocumentCookie();
  return subscribeToSession(() => syncDocumentCookie());
}
