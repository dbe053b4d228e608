/**
 * Preview of drafts (issues 31 and 43): the admin panel opens a page with `?preview=<token>`, a short-lived token
 * only the signed-in admin panel mints, for one entry. The tab keeps it (sessionStorage, so no other tab or later
 * visit previews) and sends it with every call to the CMS, which then answers with that entry's draft and everything
 * else published, to whoever may read them, never cached. A token the CMS does not accept (expired, altered) changes
 * nothing: the published versions are shown.
 */
const KEY = 'classroom.previewToken';
const PREVIEW_HEADER = 'X-Preview-Token';

/** Keeps the token of a page opened from the admin panel's Preview. */
export function capturePreviewToken(search: string = window.location.search): void {
  const token = new URLSearchParams(search).get('preview');
  if (token) sessionStorage.setItem(KEY, token);
}

export function previewToken(): string | null {
  return sessionStorage.getItem(KEY);
}

/** The header a call to the CMS carries in a preview tab; none otherwise. */
export function previewHeaders(): Record<string, string> {
  const token = previewToken();
  return token ? { [PREVIEW_HEADER]: token } : {};
}
