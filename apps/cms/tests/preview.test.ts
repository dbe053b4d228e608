import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, cmsUrl, signInAs } from './client';

/**
 * Preview (issue 31): the admin panel's Preview opens an entry's real page with a short-lived signed token that only
 * the signed-in panel mints; with it, the CMS answers with drafts (to whoever may read them), never kept in any cache
 * and marked noindex. A forged or expired token shows the published versions only.
 */

vi.setConfig({ testTimeout: 120_000 });

const SESSIONS = '/content-manager/collection-types/api::cpd-session.cpd-session';
const LESSONS = '/content-manager/collection-types/api::lesson.lesson';

async function admin<T>(method: string, pathname: string, body?: unknown, token = adminToken()) {
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** The preview link the edit view opens for an entry. */
async function previewUrl(uid: string, documentId: string, token?: string) {
  return admin<{ data: { url?: string } }>(
    'GET',
    `/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`,
    undefined,
    token,
  );
}

const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('preview')!;

function asVisitor(pathname: string, previewToken?: string, init: RequestInit = {}) {
  return fetch(`${cmsUrl()}${pathname}`, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      ...(previewToken ? { 'x-preview-token': previewToken } : {}),
    },
  });
}

let draftSession: string;
let lessonId: string;
let lessonTitle: string;

beforeAll(async () => {
  const made = await admin<{ data: { documentId: string } }>('POST', SESSIONS, {
    title: 'Preview only session',
    slug: `preview-only-${Date.now()}`,
  });
  draftSession = made.body.data.documentId;
  const lessons = await admin<{ results: { documentId: string; title: string }[] }>(
    'GET',
    `${LESSONS}?page=1&pageSize=1&sort=id:ASC`,
  );
  lessonId = lessons.body.results[0].documentId;
  lessonTitle = lessons.body.results[0].title;
  await admin('PUT', `${LESSONS}/${lessonId}`, { title: `${lessonTitle} (previewed)` });
});

afterAll(async () => {
  await admin('DELETE', `${SESSIONS}/${draftSession}`);
  await admin('POST', `${LESSONS}/${lessonId}/actions/discard`);
});

describe('preview (issue 31)', () => {
  it('is minted by the signed-in admin panel only, as a link to the entry’s real page', async () => {
    expect((await previewUrl('api::cpd-session.cpd-session', draftSession, '')).status).toBe(401);
    const teacher = await signInAs('subscriber');
    expect((await previewUrl('api::cpd-session.cpd-session', draftSession, teacher)).status).toBe(401);

    const session = await previewUrl('api::cpd-session.cpd-session', draftSession);
    expect(session.status).toBe(200);
    expect(session.body.data.url).toMatch(/^\/cpd\/session\/preview-only-\d+\?preview=\d+\.[\w-]+$/);
    const lesson = await previewUrl('api::lesson.lesson', lessonId);
    expect(lesson.body.data.url).toMatch(new RegExp(`/unit/[\\w]+/lesson/${lessonId}\\?preview=`));
  });

  it('shows drafts with a valid token, marked private, no-store and noindex, and never from the cache', async () => {
    const token = tokenOf((await previewUrl('api::cpd-session.cpd-session', draftSession)).body.data.url!);
    const published = await asVisitor(`/api/cpd-sessions/${draftSession}`);
    expect(published.status).toBe(404);
    const previewed = await asVisitor(`/api/cpd-sessions/${draftSession}`, token);
    expect(previewed.status).toBe(200);
    expect(((await previewed.json()) as { data: { title: string } }).data.title).toBe('Preview only session');
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    expect(previewed.headers.get('x-robots-tag')).toBe('noindex');

    // The same GraphQL query twice: published for everyone (cached), the draft for the preview (never cached).
    const subscriber = await signInAs('subscriber');
    const ask = (previewToken?: string) =>
      asVisitor('/graphql', previewToken, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${subscriber}` },
        body: JSON.stringify({ query: `{ lesson(documentId: "${lessonId}") { title } }` }),
      });
    for (let i = 0; i < 2; i++) {
      const answer = await ask(token);
      expect(answer.headers.get('x-cache')).not.toBe('HIT');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(((await answer.json()) as { data: { lesson: { title: string } } }).data.lesson.title).toBe(
        `${lessonTitle} (previewed)`,
      );
    }
    await ask();
    const cached = await ask();
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(((await cached.json()) as { data: { lesson: { title: string } } }).data.lesson.title).toBe(lessonTitle);
  });

  it('keeps its access rule: a preview token opens no paywall', async () => {
    const token = tokenOf((await previewUrl('api::lesson.lesson', lessonId)).body.data.url!);
    const answer = await asVisitor(`/api/lessons/${lessonId}`, token);
    expect(answer.status).toBe(403);
    expect(await answer.text()).not.toContain('(previewed)');
  });

  it('shows the published versions only with a forged, altered or expired token', async () => {
    const token = tokenOf((await previewUrl('api::cpd-session.cpd-session', draftSession)).body.data.url!);
    const [expires, signature] = token.split('.');
    const forged = [
      `${Number(expires) + 3600}.${signature}`,
      `${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${expires}.${'A'.repeat(43)}`,
      'preview',
      `${'9'.repeat(12)}.${signature}`,
    ];
    for (const value of forged) {
      const answer = await asVisitor(`/api/cpd-sessions/${draftSession}`, value);
      expect(answer.status, value).toBe(404);
    }
    // Links last 20 s in tests (PREVIEW_TOKEN_SECONDS): the same link then shows the published versions only.
    for (;;) {
      const answer = await asVisitor(`/api/cpd-sessions/${draftSession}`, token);
      if (answer.status === 404) break;
      expect(answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(Number(expires));
  });
});
