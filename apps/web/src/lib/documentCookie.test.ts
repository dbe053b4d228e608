import { afterEach, describe, expect, it } from 'vitest';
import { keepDocumentCookieInStep } from './documentCookie';
import { clearSession, notifySessionChange, sessionKeys } from './session';

// jsdom keeps cookies per path: /documents cookies are visible from a page under /documents.
const cookiesSeenByDocuments = () => {
  window.history.replaceState(null, '', '/documents/abc');
  const cookies = document.cookie;
  window.history.replaceState(null, '', '/');
  return cookies;
};

describe('the documents cookie (plain /documents links carry the sign-in)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('follows the stored token: set on sign-in, only for /documents, removed on sign-out', () => {
    stop = keepDocumentCookieInStep();
    expect(cookiesSeenByDocuments()).not.toContain('documents_token=');

    localStorage.setItem(sessionKeys.token, 'header.payload.signature');
    notifySessionChange();
    expect(cookiesSeenByDocuments()).toContain('documents_token=header.payload.signature');
    expect(document.cookie).not.toContain('documents_token');

    clearSession();
    expect(cookiesSeenByDocuments()).not.toContain('documents_token=');
  });
});
