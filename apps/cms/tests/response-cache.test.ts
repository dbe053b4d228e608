import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventually, register, uniqueEmail } from './accounts';
import { cmsUrl, demoCallers, operationsMetrics } from './client';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';

/** One GraphQL call as the web app makes it, with the cache's verdict (`X-Cache`). */
async function ask<T = Record<string, unknown>>(
  query: string,
  {
    token,
    variables = {},
    headers = {},
  }: { token?: string; variables?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${cmsUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // a non-JSON answer keeps an empty body; the status tells
  }
  return { status: response.status, cache: response.headers.get('x-cache'), body, text };
}

/** The response cache's counters, as Prometheus reads them from /_metrics (tests/operations.test.ts). */
async function stats() {
  const text = await operationsMetrics();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return {
    hits: value('classroom_response_cache_hits_total'),
    misses: value('classroom_response_cache_misses_total'),
    stored: value('classroom_response_cache_stored_total'),
    entries: value('classroom_response_cache_store\\{measure="entries"\\}'),
  };
}

/** Each test asks its own operation text, so answers cached by other tests never meet it. */
let sequence = 0;
const unique = (label: string) => `${label}${Date.now()}x${(sequence += 1)}`;

const lessonsQuery = (name: string) => `query ${name} { lessons(sort: "title:asc") { documentId title } }`;
const audiencesQuery = (name: string) => `query ${name} { audiences(sort: "slug:asc") { documentId slug title } }`;

describe('response cache: content queries answered once per access level, never across levels or users', () => {
  let subscriber: string;
  let registered: string;
  let otherSubscriber: string;
  let admin: string;

  beforeAll(async () => {
    ({ subscriber, registered, otherSubscriber, admin } = await demoCallers());
  });

  it('answers a repeated query from the cache, with the same bytes, and counts the hit', async () => {
    const query = audiencesQuery(unique('Repeat'));
    const before = await stats();
    const first = await ask(query);
    const second = await ask(query);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect((first.body.data as { audiences: unknown[] }).audiences.length).toBeGreaterThan(0);
    const after = await stats();
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(after.stored).toBeGreaterThan(before.stored);
  });

  it('never serves a subscriber-only answer to a visitor or a registered teacher', async () => {
    const query = lessonsQuery(unique('SubscriberFirst'));
    const forSubscriber = await ask<{ lessons: { title: string }[] }>(query, { token: subscriber });
    expect(forSubscriber.body.data!.lessons.length).toBeGreaterThan(0);
    expect((await ask(query, { token: subscriber })).cache).toBe('HIT');

    for (const token of [undefined, registered]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await ask<{ lessons: unknown[] | null }>(query, { token });
        expect(answer.cache).not.toBe('HIT');
        expect(answer.text).not.toContain(forSubscriber.body.data!.lessons[0].title);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
  });

  it('never serves a visitor or registered answer to a subscriber', async () => {
    const query = lessonsQuery(unique('VisitorFirst'));
    await ask(query);
    await ask(query, { token: registered });
    const forSubscriber = await ask<{ lessons: unknown[] }>(query, { token: subscriber });
    expect(forSubscriber.cache).toBe('MISS');
    expect(forSubscriber.body.errors).toBeUndefined();
    expect(forSubscriber.body.data!.lessons.length).toBeGreaterThan(0);
  });

  it('keeps a public answer apart per level: signed-in detail fields never reach a visitor', async () => {
    const query = `query ${unique('CpdDetail')} { cpdSessions(sort: "slug:asc") { slug main_text } }`;
    const signedIn = await ask<{ cpdSessions: { main_text: string }[] }>(query, { token: registered });
    expect(signedIn.body.errors).toBeUndefined();
    expect((await ask(query, { token: registered })).cache).toBe('HIT');
    const visitor = await ask(query);
    expect(visitor.cache).not.toBe('HIT');
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(visitor.text).not.toContain(signedIn.body.data!.cpdSessions[0].main_text.slice(0, 20));
  });

  it("never shares one teacher's playlists with another: per-user answers are kept for their one user", async () => {
    const create = `mutation Create($data: PlaylistInput!) { createPlaylist(data: $data) { documentId title } }`;
    const list = `query ${unique('Playlists')} { playlists { documentId title } }`;
    const other = await ask(list, { token: otherSubscriber });
    expect((await ask(list, { token: otherSubscriber })).cache).toBe('HIT');
    await ask(list, { token: subscriber });
    expect((await ask(list, { token: subscriber })).cache).toBe('HIT');

    const title = unique('Private playlist ');
    const made = await ask<{ createPlaylist: { documentId: string } }>(create, {
      token: subscriber,
      variables: { data: { title } },
    });
    expect(made.cache).toBe('BYPASS'); // mutations are never cached
    expect(made.body.errors).toBeUndefined();
    // The owner's very next read shows it; the other teacher never sees it, cached or not.
    const own = await ask(list, { token: subscriber });
    expect(own.cache).toBe('MISS');
    expect(own.text).toContain(title);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const theirs = await ask(list, { token: otherSubscriber });
      // One teacher's edit leaves every other teacher's kept answers as they were.
      expect(theirs.cache).toBe('HIT');
      expect(theirs.text).not.toContain(title);
      expect(theirs.body.errors).toBeUndefined();
    }
    expect(other.text).not.toContain(title);

    // Reached through a fragment, or as `me`: personal too, each user their own answer.
    const viaFragment = `query ${unique('ViaFragment')} { ...Mine } fragment Mine on Query { playlists { title } }`;
    await ask(viaFragment, { token: subscriber });
    const fragmentForOther = await ask(viaFragment, { token: otherSubscriber });
    expect(fragmentForOther.cache).toBe('MISS');
    expect(fragmentForOther.text).not.toContain(title);
    const me = `query ${unique('Me')} { me { email } }`;
    await ask(me, { token: subscriber });
    const mine = await ask(me, { token: subscriber });
    const theirs = await ask(me, { token: otherSubscriber });
    expect(mine.cache).toBe('HIT');
    expect(mine.text).toContain(DEMO_ACCOUNTS.subscriber.email);
    expect(theirs.cache).toBe('MISS');
    expect(theirs.text).toContain(DEMO_ACCOUNTS.owner.email);
    expect(theirs.text).not.toContain(DEMO_ACCOUNTS.subscriber.email);
    // A visitor asking for per-user data is answered by GraphQL itself, never from anyone's entry.
    expect((await ask(me)).text).not.toContain('@example.com');
  });

  it('decides per request when per-user parts are optional (@include/@skip), as the web app sends them', async () => {
    const name = unique('Optional');
    const query = `query ${name}($mine: Boolean!) {
      audiences(sort: "slug:asc") { slug }
      customSchemes @include(if: $mine) { documentId title }
    }`;
    await ask(query, { token: subscriber, variables: { mine: false } });
    const shared = await ask(query, { token: subscriber, variables: { mine: false } });
    expect(shared.cache).toBe('HIT');
    expect(shared.text).not.toContain('customSchemes');
    const personal = await ask(query, { token: subscriber, variables: { mine: true } });
    expect(personal.cache).toBe('MISS');
    expect(personal.body.errors).toBeUndefined();
    expect(personal.text).toContain('customSchemes');
    // The personal answer is the subscriber's alone: another teacher asking the same gets their own.
    const forOther = await ask(query, { token: otherSubscriber, variables: { mine: true } });
    expect(forOther.cache).toBe('MISS');
    // The shared answer (no per-user part) still serves every subscriber.
    expect((await ask(query, { token: otherSubscriber, variables: { mine: false } })).cache).toBe('HIT');
  });

  it('replays the security headers the full middleware chain gave the answer', async () => {
    const query = audiencesQuery(unique('Headers'));
    const miss = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const hit = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'content-type']) {
      expect(miss.headers.get(header)).toBeTruthy();
      expect(hit.headers.get(header)).toBe(miss.headers.get(header));
    }
  });

  it("shows an editor's change through the admin API on the very next read", async () => {
    const query = audiencesQuery(unique('Edited'));
    const before = await ask<{ audiences: { documentId: string; slug: string; title: string }[] }>(query);
    expect((await ask(query)).cache).toBe('HIT');
    const audience = before.body.data!.audiences[0];
    const edited = `${audience.title} (edited ${sequence})`;
    const AUDIENCES = '/content-manager/collection-types/api::audience.audience';
    try {
      // Published at once (draft & publish, issue 31: a saved draft changes nothing teachers see).
      const saved = await call('POST', `${AUDIENCES}/${audience.documentId}/actions/publish`, { title: edited }, admin);
      expect(saved.status).toBe(200);
      const next = await ask<{ audiences: { title: string }[] }>(query);
      expect(next.cache).toBe('MISS');
      expect(next.body.data!.audiences[0].title).toBe(edited);
    } finally {
      await call('POST', `${AUDIENCES}/${audience.documentId}/actions/publish`, { title: audience.title }, admin);
    }
    expect((await ask<{ audiences: { title: string }[] }>(query)).body.data!.audiences[0].title).toBe(audience.title);
  });

  it("keeps shared answers through an editor's draft save, and replaces them the moment it is published", async () => {
    const query = audiencesQuery(unique('Drafted'));
    const before = await ask<{ audiences: { documentId: string; title: string }[] }>(query);
    const audience = before.body.data!.audiences[0];
    const AUDIENCES = '/content-manager/collection-types/api::audience.audience';
    const drafted = `${audience.title} (draft ${sequence})`;
    try {
      expect((await ask(query)).cache).toBe('HIT');
      // A save writes the draft only: teachers' answers hold published versions, so they stay (and stay right).
      expect((await call('PUT', `${AUDIENCES}/${audience.documentId}`, { title: drafted }, admin)).status).toBe(200);
      const afterSave = await ask<{ audiences: { title: string }[] }>(query);
      expect(afterSave.cache).toBe('HIT');
      expect(afterSave.body.data!.audiences[0].title).toBe(audience.title);
      // Uncached, the same query agrees: the kept answer is still the true one.
      const fresh = await ask<{ audiences: { title: string }[] }>(audiencesQuery(unique('Fresh')));
      expect(fresh.cache).toBe('MISS');
      expect(fresh.body.data!.audiences[0].title).toBe(audience.title);
      // Publishing it changes what teachers read: the next answer is computed anew.
      expect((await call('POST', `${AUDIENCES}/${audience.documentId}/actions/publish`, {}, admin)).status).toBe(200);
      const published = await ask<{ audiences: { title: string }[] }>(query);
      expect(published.cache).toBe('MISS');
      expect(published.body.data!.audiences[0].title).toBe(drafted);
    } finally {
      await call('POST', `${AUDIENCES}/${audience.documentId}/actions/publish`, { title: audience.title }, admin);
    }
  });

  it('stops serving subscriber answers to a teacher the moment the subscription job takes the role away', async () => {
    const email = uniqueEmail('cache-lapsing');
    const token = await register(email, { skip_trial: true });
    const users = await call<{ results: { id: number }[] }>(
      'GET',
      `/content-manager/collection-types/plugin::users-permissions.user?filters[email][$eq]=${encodeURIComponent(email)}`,
      undefined,
      admin,
    );
    const granted = await call(
      'POST',
      '/content-manager/collection-types/api::subscription.subscription',
      {
        user: { connect: [{ id: users.body.results[0].id }] },
        kind: 'subscription',
        starts_at: new Date().toISOString(),
        ends_at: new Date(Date.now() + 3000).toISOString(),
      },
      admin,
    );
    expect([200, 201]).toContain(granted.status);

    const query = lessonsQuery(unique('Lapsing'));
    expect((await ask<{ lessons: unknown[] }>(query, { token })).body.data!.lessons.length).toBeGreaterThan(0);
    expect((await ask(query, { token })).cache).toBe('HIT');
    // Only the scheduled job (every 2 s in this harness) notices the end; the very next read after it is refused.
    const refused = await eventually(
      () => ask(query, { token }),
      (answer) => answer.body.errors?.[0]?.extensions?.code === 'FORBIDDEN',
      12_000,
    );
    expect(refused.cache).not.toBe('HIT');
    expect(refused.body.data?.lessons ?? null).toBeNull();
  });

  it('survives bad input: malformed queries are not cached and cannot poison the key of a good one', async () => {
    const name = unique('Poison');
    const good = audiencesQuery(name);
    const before = await stats();

    const broken = await ask(`query ${name} { audiences(sort: "slug:asc") { documentId slug title }`);
    expect(broken.status).toBe(400);
    expect(broken.cache).toBe('BYPASS');
    // Same text as the good query but a field that does not exist: an error answer, never stored.
    const wrongField = await ask(`query ${name} { audiences(sort: "slug:asc") { documentId slug titel } }`);
    expect(wrongField.body.errors?.length).toBeGreaterThan(0);
    expect((await ask(`query ${name} { audiences(sort: "slug:asc") { documentId slug titel } }`)).cache).not.toBe(
      'HIT',
    );
    // Variables the operation does not declare, and a wrong operation name, make other keys and error answers.
    const wrongName = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: good, operationName: 'Other' }),
    });
    expect(wrongName.headers.get('x-cache')).toBe('BYPASS');
    const notJson = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ audiences { title } }"',
    });
    expect(notJson.status).toBe(400);
    // A body over the endpoint's limit is refused with a readable error, and the server goes on answering.
    const tooLarge = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: good, variables: { padding: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/too large/);
    expect(await stats()).toMatchObject({ stored: before.stored });

    const first = await ask<{ audiences: { title: string }[] }>(good);
    expect(first.cache).toBe('MISS');
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.audiences.length).toBeGreaterThan(0);
    expect((await ask(good)).text).toBe(first.text);
  });

  // A known id's answer is found by the id: tests/trusted-documents.test.ts.
  it('keeps a raw document by its exact text, and compresses what it keeps', async () => {
    const name = unique('Spelling');
    const text = `query ${name} { audiences(sort: "slug:asc") { documentId slug title } }`;
    const first = await ask(text);
    expect(first.cache).toBe('MISS');
    expect((await ask(text)).cache).toBe('HIT');
    // No canonical form of raw documents: another spelling of the same operation is an entry of its own.
    const respelled = await ask(`
      # the same query, laid out differently
      query ${name} {
        audiences(sort: "slug:asc") { documentId, slug, title }
      }`);
    expect(respelled.cache).toBe('MISS');
    expect(respelled.text).toBe(first.text);

    const lessons = lessonsQuery(unique('Compressed'));
    await ask(lessons, { token: subscriber });
    const compressed = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${subscriber}`, 'accept-encoding': 'br' },
      body: JSON.stringify({ query: lessons, variables: {} }),
    });
    expect(compressed.headers.get('x-cache')).toBe('HIT');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(((await compressed.json()) as { data: { lessons: unknown[] } }).data.lessons.length).toBeGreaterThan(0);
  });
});
