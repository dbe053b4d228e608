import { getToken, subscribeToSession } from './session';

/**
 * SPEC §7: documents link to /documents/{fileId} on the content host. Those are plain links (a new tab, a download),
 * which cannot carry the Authorization header, and most documents are for subscribers only. So the stored sign-in
 * token is mirrored into a cookie that only /documents receives (same site only), and removed with the session.
 * The CMS reads it in apps/cms/src/api/document/controllers/document.ts.
 */
export const DOCUMENTS_COOKIE = 'documents_token';

export function syncDocumentCookie(token: string | null = getToken()): void {
  const attributes = `Path=/documents; SameSite=Strict${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = token
    ? `${DOCUMENTS_COOKIE}=${token}; ${attributes}`
    : `${DOCUMENTS_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** Keeps the cookie in step with the stored session from now on (sign-in, sign-out, a 401, another tab). */
export function keepDocumentCookieInStep(): () => void {
  syncDocumentCookie();
  return subscribeToSession(() => syncDocumentCookie());
}
