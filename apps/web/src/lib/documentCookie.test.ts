import { afterEach, describe, expect, it } from 'vitest';
import { keepDocumentCookieInStep } from './documentCookie';
import { clearSession, notifySessionChange, sessionKeys } from './session';

// jsdom keeps cookies per path: /documents cookies are visible from a page under /documents.
const cookiesSeenAt = (path: string) => {
  window.history.replaceState(null, '', path);
  const cookies = document.cookie;
  window.history.replaceState(null, '', '/');
  return cookies;
};
const cookiesSeenByDocuments = () => cookiesSeenAt('/documents/abc');

describe('the documents cookie (plain /documents links carry the sign-in)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('follows the stored token: set on sign-in, only for /documents and /uploads, removed on sign-out', () => {
    stop = keepDocumentCookieInStep();
    expect(cookiesSeenByDocuments()).not.toContain('documents_token=');

    localStorage.setItem(sessionKeys.token, 'header.payload.signature');
    notifySessionChange();
    expect(cookiesSeenByDocuments()).toContain('documents_token=header.payload.signature');
    // Recordings, films and pictures under /uploads carry it too (paid files are checked there).
    expect(cookiesSeenAt('/uploads/song.mp3')).toContain('documents_token=header.payload.signature');
    expect(document.cookie).not.toContain('documents_token');

    clearSession();
    expect(cookiesSeenByDocuments()).not.toContain('documents_token=');
    expect(cookiesSeenAt('/uploads/song.mp3')).not.toContain('documents_token=');
  });

  it('marks the whole site signed in, so the CMS never renders a visitor page for it', () => {
    stop = keepDocumentCookieInStep();
    expect(document.cookie).not.toContain('signed_in=');

    localStorage.setItem(sessionKeys.token, 'header.payload.signature');
    notifySessionChange();
    expect(document.cookie).toContain('signed_in=1');
    expect(cookiesSeenAt('/primary/music-foundations')).toContain('signed_in=1');

    clearSession();
    expect(document.cookie).not.toContain('signed_in=');
  });

  it("gives the pages the token, so the CMS can render a subscriber's lesson before the app runs (issue 44)", () => {
    stop = keepDocumentCookieInStep();
    expect(document.cookie).not.toContain('page_token=');

    localStorage.setItem(sessionKeys.token, 'header.payload.signature');
    notifySessionChange();
    expect(cookiesSeenAt('/primary/music-foundations/unit/u/lesson/l')).toContain(
      'page_token=header.payload.signature',
    );

    // Another sign-in replaces it; signing out removes it everywhere.
    localStorage.setItem(sessionKeys.token, 'other.payload.signature');
    notifySessionChange();
    expect(document.cookie.match(/page_token=/g)).toHaveLength(1);
    expect(document.cookie).toContain('page_token=other.payload.signature');
    clearSession();
    expect(document.cookie).not.toContain('page_token=');
  });
});
