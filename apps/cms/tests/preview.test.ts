import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, cmsUrl, signInAs } from './client';

/**
 * Preview (issues 31 and 43): the admin panel's Preview opens an entry's real page with a short-lived signed token
 * that only the signed-in panel mints, naming that entry and the editor; with it, the CMS answers with that entry's
 * draft and everything else published (to whoever may read them), never kept in any cache and marked noindex. A
 * forged or expired token shows the published versions only.
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

/** What a token names: uid, documentId, locale, editor, expiry (seconds). */
interface TokenPayload {
  u: string;
  d: string;
  l: string | null;
  e: number;
  x: number;
}
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as TokenPayload;
const encoded = (payload: TokenPayload) => Buffer.from(JSON.stringify(payload)).toString('base64url');

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
    expect(session.body.data.url).toMatch(/^\/cpd\/session\/preview-only-\d+\?preview=[\w-]+\.[\w-]{43}$/);
    const lesson = await previewUrl('api::lesson.lesson', lessonId);
    expect(lesson.body.data.url).toMatch(new RegExp(`/unit/[\\w]+/lesson/${lessonId}\\?preview=`));
  });

  it('shows the draft with a valid token, marked private, no-store and noindex, and never from the cache', async () => {
    const token = tokenOf((await previewUrl('api::cpd-session.cpd-session', draftSession)).body.data.url!);
    const lessonToken = tokenOf((await previewUrl('api::lesson.lesson', lessonId)).body.data.url!);
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
      const answer = await ask(lessonToken);
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
    const [payload, signature] = token.split('.');
    const named = payloadOf(token);
    const expires = named.x;
    const forged = [
      `${encoded({ ...named, x: expires + 3600 })}.${signature}`,
      `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${payload}.${'A'.repeat(43)}`,
      // The token format of issue 31, which opened every draft.
      `${expires}.${signature}`,
      'preview',
      `${encoded({ ...named, e: named.e + 1 })}.${signature}`,
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
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(expires);
  });
});

describe('a preview shows the entry it was made for (issue 43)', () => {
  const PROGRAMMES = '/content-manager/collection-types/api::programme.programme';
  const SCHEMES = '/content-manager/collection-types/api::scheme.scheme';
  interface Entry {
    documentId: string;
    title: string;
  }
  let programmeA: Entry;
  let programmeB: Entry;
  let unit: Entry;

  beforeAll(async () => {
    const programmes = await admin<{ results: Entry[] }>('GET', `${PROGRAMMES}?page=1&pageSize=100&sort=id:ASC`);
    // A programme with units, and another.
    const withUnits = await graphqlAs<{ programmes: (Entry & { units: Entry[] })[] }>(
      '{ programmes(pagination: { limit: 100 }) { documentId title units { documentId title } } }',
    );
    const a = withUnits.programmes.find((programme) => programme.units.length > 0)!;
    programmeA = programmes.body.results.find((programme) => programme.documentId === a.documentId)!;
    programmeB = programmes.body.results.find((programme) => programme.documentId !== a.documentId)!;
    unit = a.units[0];
    await admin('PUT', `${PROGRAMMES}/${programmeA.documentId}`, { title: `${programmeA.title} (draft A)` });
    await admin('PUT', `${PROGRAMMES}/${programmeB.documentId}`, { title: `${programmeB.title} (draft B)` });
    await admin('PUT', `${SCHEMES}/${unit.documentId}`, { title: `${unit.title} (draft unit)` });
  });

  afterAll(async () => {
    await admin('POST', `${PROGRAMMES}/${programmeA.documentId}/actions/discard`);
    await admin('POST', `${PROGRAMMES}/${programmeB.documentId}/actions/discard`);
    await admin('POST', `${SCHEMES}/${unit.documentId}/actions/discard`);
  });

  async function graphqlAs<T>(query: string, previewToken?: string): Promise<T> {
    const response = await asVisitor('/graphql', previewToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it('names the document and the editor, and lives minutes', async () => {
    const token = tokenOf((await previewUrl('api::programme.programme', programmeA.documentId)).body.data.url!);
    const payload = payloadOf(token);
    expect(payload).toMatchObject({ u: 'api::programme.programme', d: programmeA.documentId });
    expect(payload.e).toBeGreaterThan(0);
    // PREVIEW_TOKEN_SECONDS is 20 in tests (5 minutes by default).
    expect(payload.x - Date.now() / 1000).toBeLessThanOrEqual(21);
  });

  it("a token for programme A shows A's draft and never programme B's, nor the drafts A links to", async () => {
    const token = tokenOf((await previewUrl('api::programme.programme', programmeA.documentId)).body.data.url!);
    const all = await graphqlAs<{ programmes: (Entry & { units: Entry[] })[] }>(
      '{ programmes(pagination: { limit: 100 }) { documentId title units { documentId title } } }',
      token,
    );
    const a = all.programmes.find((programme) => programme.documentId === programmeA.documentId)!;
    const b = all.programmes.find((programme) => programme.documentId === programmeB.documentId)!;
    expect(a.title).toBe(`${programmeA.title} (draft A)`);
    expect(b.title).toBe(programmeB.title);
    // A's units, as the draft links them, in their published versions.
    expect(a.units.map((entry) => entry.documentId)).toContain(unit.documentId);
    expect(a.units.find((entry) => entry.documentId === unit.documentId)!.title).toBe(unit.title);
    expect(JSON.stringify(all)).not.toMatch(/\(draft (B|unit)\)/);

    // Asked for B's draft outright, by GraphQL and REST, with A's token: B's published version.
    const askedForB = await graphqlAs<{ programme: Entry }>(
      `{ programme(documentId: "${programmeB.documentId}", status: DRAFT) { title } }`,
      token,
    );
    expect(askedForB.programme.title).toBe(programmeB.title);
    const restB = await asVisitor(`/api/programmes/${programmeB.documentId}?status=draft`, token);
    expect(((await restB.json()) as { data: Entry }).data.title).toBe(programmeB.title);
    const unitDraft = await asVisitor(`/api/schemes/${unit.documentId}?status=draft`, token);
    expect(await unitDraft.text()).not.toContain('(draft unit)');
    // The drafts of other types stay hidden too.
    expect((await asVisitor(`/api/cpd-sessions/${draftSession}`, token)).status).toBe(404);

    // REST with the relation populated: A's draft, its units published.
    const restA = await asVisitor(`/api/programmes/${programmeA.documentId}?populate=units`, token);
    const aByRest = ((await restA.json()) as { data: Entry & { units: Entry[] } }).data;
    expect(aByRest.title).toBe(`${programmeA.title} (draft A)`);
    expect(aByRest.units.find((entry) => entry.documentId === unit.documentId)?.title).toBe(unit.title);
  });
});
