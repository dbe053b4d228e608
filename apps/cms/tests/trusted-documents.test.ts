import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './accounts';
import { adminToken, cmsUrl, signInAs } from './client';

/**
 * Trusted documents (issue 42, src/delivery/trusted-documents): with the rule on, as in production, GraphQL runs for
 * visitors and teachers only the web app's own operations, sent by the id codegen gave them; anything else answers 400
 * before any parsing. A raw document runs only for an API token an admin made. The rule is off for the other test files
 * (they probe with raw documents, as outside production); this file turns it on in the booted CMS.
 */

const NOT_TRUSTED = "Only the app's own operations are accepted: send a known operation id (trusted documents).";

/** The web app's manifest, as the CMS under test loads it (tests/setup/boot-cms.ts). */
const manifest = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../web/src/gql/persisted-documents.json'), 'utf8'),
) as Record<string, string>;

/** The id of the web app's operation `name`. */
function idOf(name: string): string {
  const found = Object.entries(manifest).find(([, text]) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`${name} is not in the web app's manifest`);
  return found[0];
}

const setRule = async (mode: 'only' | 'off') => {
  const response = await fetch(`${inject('trustedDocumentsControlUrl')}/${mode}`, { method: 'POST' });
  expect(response.status).toBe(204);
};

interface Answer {
  status: number;
  cache: string | null;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(body: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${cmsUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, cache: response.headers.get('x-cache'), body: (await response.json()) as never };
}

/** A request as the web app sends it: the operation's id and its variables, no text. */
const byId = (operationName: string, variables: Record<string, unknown> = {}, id = idOf(operationName)) => ({
  operationName,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: id } },
});

const raw = (query: string) => ({ query, variables: {} });

/**
 * The issue's report: 24 aliases of a programme list, each spreading a fragment that walks units and their programme
 * six levels deep (about 2 KB). Run, it kept the whole server busy for seconds.
 */
function hostileQuery(): string {
  const levels = 6;
  const fragments = Array.from({ length: levels }, (_, level) =>
    level + 1 < levels
      ? `fragment P${level} on Programme { title slug blurb introduction units { title introduction programme { ...P${level + 1} } } }`
      : `fragment P${level} on Programme { title slug blurb introduction units { title introduction } }`,
  );
  const aliases = Array.from({ length: 24 }, (_, n) => `a${n}: programmes(pagination: { limit: 10 }) { ...P0 }`);
  return `query Hostile { ${aliases.join(' ')} } ${fragments.join(' ')}`;
}

/** An API token an admin made in the admin panel (an integration), read-only. */
async function makeApiToken(): Promise<{ id: number; accessKey: string }> {
  const created = await call<{ data: { id: number; accessKey: string } }>(
    'POST',
    '/admin/api-tokens',
    { name: `integration-${Date.now()}`, description: '', type: 'read-only', lifespan: null, permissions: [] },
    adminToken(),
  );
  expect(created.status).toBe(201);
  return created.body.data;
}

const refused = (answer: Answer) => {
  expect(answer.status).toBe(400);
  expect(answer.body.errors?.[0]?.message).toBe(NOT_TRUSTED);
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
  expect(answer.body.data).toBeUndefined();
};

describe('trusted documents, the rule on (as in production)', () => {
  let subscriber: string;
  let integration: { id: number; accessKey: string };

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    integration = await makeApiToken();
    await setRule('only');
  });
  afterAll(async () => {
    await setRule('off');
    await call('DELETE', `/admin/api-tokens/${integration.id}`, undefined, adminToken());
  });

  it('answers a known operation id, as a visitor and as a teacher, and the second time from the cache by id', async () => {
    const visitor = await post(byId('learningResourcesHome'));
    expect(visitor.status).toBe(200);
    expect(visitor.body.errors).toBeUndefined();
    expect(visitor.body.data?.learningResourcesHome).toMatchObject({ __typename: 'LearningResourcesHome' });
    const again = await post(byId('learningResourcesHome'));
    expect(again.cache).toBe('HIT');
    expect(again.body).toEqual(visitor.body);

    const teacher = await post(byId('TeacherHome'), subscriber);
    expect(teacher.status).toBe(200);
    expect(teacher.body.errors).toBeUndefined();
    expect(teacher.body.data).toHaveProperty('playlists');
  });

  it('answers a known id sent as a GET (the web app checks its connection so)', async () => {
    const search = new URLSearchParams({
      operationName: 'ConnectionCheck',
      extensions: JSON.stringify(byId('ConnectionCheck').extensions),
    });
    const response = await fetch(`${cmsUrl()}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer['body'];
    expect(body.errors).toBeUndefined();
    expect(body.data?.audiences).toEqual([expect.objectContaining({ __typename: 'Audience' })]);
  });

  it('refuses an unknown id with a 400 naming the rule', async () => {
    refused(await post(byId('learningResourcesHome', {}, 'f'.repeat(64))));
    refused(await post(byId('learningResourcesHome', {}, 'f'.repeat(64)), subscriber));
  });

  it('refuses a raw document from a visitor and from a teacher, however it is sent', async () => {
    const query = '{ audiences { documentId title } }';
    refused(await post(raw(query)));
    refused(await post(raw(query), subscriber));
    // The id of one operation with the text of another is the id's operation, or nothing.
    const smuggled = await post({ ...byId('ConnectionCheck'), query: '{ lessons { documentId title } }' });
    expect(smuggled.status).toBe(200);
    expect(smuggled.body.data).toHaveProperty('audiences');
    expect(smuggled.body.data).not.toHaveProperty('lessons');

    const get = await fetch(`${cmsUrl()}/graphql?${new URLSearchParams({ query })}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(400);
    const form = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'apollo-require-preflight': 'true' },
      body: new URLSearchParams({ query }).toString(),
    });
    expect(form.status).toBe(400);
    const batch = await post([raw(query)]);
    expect(batch.status).toBe(400);
  });

  it("refuses the issue's hostile query before any work, however long running it would take", async () => {
    const query = hostileQuery();
    expect(query.length).toBeGreaterThan(1_800);
    await post(raw('{ audiences { documentId } }')); // the connection is open, as a browser's is
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      refused(await post(raw(query)));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // Run, the query takes 3.6-14 s (issue 42); refused, a round trip. The bound only tells the two apart, with room
    // for a loaded machine (the median was 23 ms beside a busy loop, 88a1f1e's run): the < 10 ms goal is measured by
    // bench/graphql-validation.mjs (1.4-1.6 ms median), not asserted here.
    expect(times[2]).toBeLessThan(1_000);
  });

  /**
   * graphql-cop's checks (its probes rebuilt here: the tool is Python and this machine reaches only npm's and Debian's
   * registries). Its HIGH findings: alias overloading, array batching, directive overloading, field duplication,
   * introspection and circular introspection; its MEDIUM ones: GET queries and mutations and form-encoded POSTs (CSRF).
   * With the rule on, a visitor's and a teacher's every one of them is refused before any work.
   */
  it("gives graphql-cop's probes nothing, as a visitor and as a teacher", async () => {
    const repeat = <T>(count: number, item: (n: number) => T) => Array.from({ length: count }, (_, n) => item(n));
    const probes = {
      'alias overloading (101 aliases)': raw(`query cop { ${repeat(101, (n) => `alias${n}: __typename`).join(' ')} }`),
      'directive overloading': raw(`query cop { __typename ${repeat(10, () => '@aa').join('')} }`),
      'field duplication (500 fields)': raw(`query cop { ${repeat(500, () => '__typename').join(' ')} }`),
      introspection: raw('query cop { __schema { types { name fields { name } } } }'),
      'circular introspection': raw(
        'query cop { __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }',
      ),
    };
    for (const token of [undefined, subscriber]) {
      for (const [name, body] of Object.entries(probes)) {
        const answer = await post(body, token);
        expect(answer.status, name).toBe(400);
        expect(answer.body.data, name).toBeUndefined();
      }
      const batch = await post(
        repeat(10, () => raw('query cop { __typename }')),
        token,
      );
      expect(batch.status, 'array batching').toBe(400);
      const headers = { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) };
      for (const query of ['query cop { __typename }', 'mutation cop { __typename }']) {
        const get = await fetch(`${cmsUrl()}/graphql?${new URLSearchParams({ query })}`, { headers });
        expect(get.status, `GET ${query}`).toBe(400);
      }
      const form = await fetch(`${cmsUrl()}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: 'query cop { __typename }' }).toString(),
      });
      expect(form.status, 'form-encoded POST').toBe(400);
    }
  });

  it('runs a raw document for an API token an admin made, within the GraphQL limits', async () => {
    const answer = await post(raw('{ audiences(sort: "slug:asc") { slug } }'), integration.accessKey);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data?.audiences as unknown[]).length).toBeGreaterThan(0);
    // The limits still apply: the hostile query is past the aliases limit.
    const hostile = await post(raw(hostileQuery()), integration.accessKey);
    expect(hostile.status).toBe(400);
    expect(hostile.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it("bounds an API token's raw documents in size, depth, fragments, text and field suggestions", async () => {
    const refusedWithin = (answer: Answer, what: string, message: RegExp) => {
      expect(answer.status, what).toBe(400);
      expect(answer.body.data ?? null, what).toBeNull();
      expect(answer.body.errors?.[0]?.message, what).toMatch(message);
    };
    const asToken = (query: string) => post(raw(query), integration.accessKey);
    refusedWithin(await asToken(`{ audiences { ${'title '.repeat(8000)} } }`), 'tokens', /token/i);
    // A programme's units and their programme, 16 levels under `programmes`: past Strapi's depth limit of 14.
    const nested = (levels: number): string =>
      levels === 0 ? 'title' : `units { programme { ${nested(levels - 1)} } }`;
    refusedWithin(await asToken(`{ programmes { ${nested(8)} } }`), 'depth', /depth/i);
    const bomb = [
      '{ ...F0 }',
      ...Array.from({ length: 40 }, (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`),
      'fragment F40 on Query { __typename }',
    ].join(' ');
    refusedWithin(await asToken(bomb), 'fragment bomb', /too many selections/i);
    const long = await asToken(`{ audiences(filters: { title: { containsi: "${'x'.repeat(60_000)}" } }) { title } }`);
    refusedWithin(long, 'long text', /longer than/i);
    const misspelt = await asToken('{ audiences { titl } }');
    expect(misspelt.status).toBe(400);
    expect(JSON.stringify(misspelt.body)).not.toMatch(/did you mean/i);
  });

  it('refuses a raw document with a bearer token that is no API token', async () => {
    refused(await post(raw('{ audiences { slug } }'), 'a'.repeat(64)));
  });
});

describe('trusted documents, the rule off (as outside production)', () => {
  it('runs a raw document for a visitor, and still a known id', async () => {
    const answer = await post(raw('{ audiences(sort: "slug:asc") { slug } }'));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const known = await post(byId('ConnectionCheck'));
    expect(known.status).toBe(200);
    expect(known.body.data).toHaveProperty('audiences');
  });

  it('runs the text sent beside an id the manifest does not know (a development build newer than its manifest)', async () => {
    const answer = await post({
      ...byId('ConnectionCheck', {}, '0'.repeat(64)),
      query: 'query ConnectionCheck { audiences { slug } }',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveProperty('audiences');
  });
});
