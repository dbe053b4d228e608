/**
 * Hits answered from the request's bytes alone (src/delivery/response-cache/hit-memo.ts): a remembered request is
 * answered again only while every thing its key and its answer depended on still holds. CMS-free: the memo over the
 * memory store, with the access levels' epoch and the trusted-documents rule as plain values. The whole path (a purge,
 * a role taken away, a sign-out, a teacher's own playlist) is proved against the booted CMS in response-cache.test.ts
 * and token-ends.test.ts, which ask each request again after the change.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { AccessLevels } from '../src/accounts/tokens/access-level';
import { PREVIEW_HEADER } from '../src/editorial/preview';
import { createHitMemo, MAX_REMEMBERED_BODY, type RememberedHit } from '../src/delivery/response-cache/hit-memo';
import { renderRequestHeaders } from '../src/delivery/response-cache/page-reads';
import type { CacheLookup } from '../src/delivery/response-cache/request';
import { createMemoryStore, makeCachedAnswer } from '../src/delivery/response-cache/store';

const BODY = JSON.stringify({
  operationName: 'Audiences',
  variables: {},
  extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
});
const VISITOR: IncomingHttpHeaders = { 'content-type': 'application/json', accept: '*/*' };
const SIGNED_IN: IncomingHttpHeaders = { ...VISITOR, authorization: 'Bearer token-of-teacher-7' };

/** A memo over a fresh memory store, with the levels' epoch and the rule's mode in the test's hands. */
function setUp() {
  const store = createMemoryStore({ maxBytes: 16 * 1024 * 1024 });
  const world = { epoch: 0, rawAdmitted: true };
  const levels = { epoch: () => world.epoch } as unknown as AccessLevels;
  const memo = createHitMemo({ store, levels, rawDocumentsAdmitted: () => world.rawAdmitted, limits: { max: 100 } });
  if (!memo) throw new Error('the memory store keeps answers in this process: the memo should exist');

  /** Stores an answer under a key, as a computed miss does, and remembers it as the full path's hit does. */
  const keep = async (
    text: string,
    {
      headers = VISITOR,
      body = BODY,
      lookup = {},
      byId = true,
      encoding,
    }: {
      headers?: IncomingHttpHeaders;
      body?: string;
      lookup?: Partial<CacheLookup>;
      byId?: boolean;
      encoding?: 'br' | 'gzip';
    } = {},
  ) => {
    const full: CacheLookup = { key: 'k1', scope: 'shared', level: 'visitor', until: Infinity, ...lookup };
    const answer = makeCachedAnswer(text, { 'content-type': 'application/json' });
    await store.set(full.scope, full.key, answer, (await store.generation(full.scope)) ?? 0, {
      tags: ['api::audience.audience'],
      purgeMark: (await store.purgeMark()) ?? 0,
    });
    const hit: RememberedHit = {
      lookup: full,
      answer,
      epoch: world.epoch,
      byId,
      encoding,
      headers: { 'content-type': 'application/json', 'x-cache': 'HIT', 'content-length': answer.body.length },
    };
    memo.remember(headers, body, hit);
    return answer;
  };
  return { store, world, memo, keep };
}

const textOf = (found: { bytes: Buffer } | undefined) => found?.bytes.toString('utf8');

describe('hits answered from the request bytes alone', () => {
  it('answers the same bytes again, and nothing else', async () => {
    const { memo, keep } = setUp();
    await keep('{"data":{"audiences":[]}}');
    expect(textOf(memo.find(VISITOR, BODY))).toBe('{"data":{"audiences":[]}}');
    const { headers } = memo.find(VISITOR, BODY)!;
    expect(headers[headers.indexOf('x-cache') + 1]).toBe('HIT');
    expect(headers).toEqual(['content-type', 'application/json', 'x-cache', 'HIT', 'content-length', 25]);
    // Another body, caller, Accept, Origin or Accept-Encoding is another request: the full path decides.
    expect(memo.find(VISITOR, BODY.replace('{}', '{"a":1}'))).toBeUndefined();
    expect(memo.find(SIGNED_IN, BODY)).toBeUndefined();
    expect(memo.find({ ...VISITOR, accept: 'application/json' }, BODY)).toBeUndefined();
    expect(memo.find({ ...VISITOR, origin: 'https://elsewhere.example' }, BODY)).toBeUndefined();
    expect(memo.find({ ...VISITOR, 'accept-encoding': 'br' }, BODY)).toBeUndefined();
  });

  it('stops when the stored answer is purged or replaced', async () => {
    const { store, memo, keep } = setUp();
    await keep('{"data":{"audiences":["old"]}}');
    await store.purge(['api::audience.audience']);
    expect(memo.find(VISITOR, BODY)).toBeUndefined();

    await keep('{"data":{"audiences":["kept"]}}');
    // The same key stored again by a later miss (without remembering): the memo must not answer the newer answer
    // with the headers (content length) of the older one, nor the older one.
    await store.set('shared', 'k1', makeCachedAnswer('{"data":{"audiences":["newer"]}}', {}), 0, {
      tags: [],
      purgeMark: 1,
    });
    expect(memo.find(VISITOR, BODY)).toBeUndefined();
  });

  it('stops when the scope is cleared', async () => {
    const { store, memo, keep } = setUp();
    await keep('{"data":{}}');
    await store.clear('shared');
    expect(memo.find(VISITOR, BODY)).toBeUndefined();
  });

  it('stops at any access change (a role, a subscription, a sign-out): the levels move their epoch', async () => {
    const { world, memo, keep } = setUp();
    await keep('{"data":{"lessons":["for subscribers"]}}', { headers: SIGNED_IN, lookup: { level: 'subscriber' } });
    expect(textOf(memo.find(SIGNED_IN, BODY))).toContain('for subscribers');
    world.epoch += 1;
    expect(memo.find(SIGNED_IN, BODY)).toBeUndefined();
  });

  it("stops when the caller's token expires", async () => {
    const { memo, keep } = setUp();
    const until = Date.now() + 200;
    await keep('{"data":{}}', { headers: SIGNED_IN, lookup: { level: 'registered', until } });
    expect(memo.find(SIGNED_IN, BODY)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, until - Date.now() + 20));
    expect(memo.find(SIGNED_IN, BODY)).toBeUndefined();
  });

  it("stops answering a teacher's own answer once their data changes (their generation moves)", async () => {
    const { store, memo, keep } = setUp();
    const lookup: Partial<CacheLookup> = { scope: 'personal', level: 'subscriber', userId: 7, userGeneration: 0 };
    await keep('{"data":{"playlists":[]}}', { headers: SIGNED_IN, lookup });
    expect(memo.find(SIGNED_IN, BODY)).toBeDefined();
    await store.clearUser(7);
    expect(memo.find(SIGNED_IN, BODY)).toBeUndefined();
  });

  it('answers a raw document only while the trusted-documents rule admits raw documents', async () => {
    const { world, memo, keep } = setUp();
    const raw = JSON.stringify({ query: '{ audiences { slug } }' });
    await keep('{"data":{}}', { body: raw, byId: false });
    expect(memo.find(VISITOR, raw)).toBeDefined();
    world.rawAdmitted = false;
    expect(memo.find(VISITOR, raw)).toBeUndefined();
  });

  it("never answers a preview or server rendering's own read, which take the full path", async () => {
    const { memo, keep } = setUp();
    await keep('{"data":{}}');
    expect(memo.find(VISITOR, BODY)).toBeDefined();
    // The same bytes: a preview's answer is never cached; a render's must name what it read.
    expect(memo.find({ ...VISITOR, [PREVIEW_HEADER]: 'a-token' }, BODY)).toBeUndefined();
    expect(memo.find({ ...VISITOR, ...renderRequestHeaders() }, BODY)).toBeUndefined();
  });

  it('leaves bodies longer than the web app sends to the full path', async () => {
    const { memo, keep } = setUp();
    const long = JSON.stringify({ query: `{ audiences { slug } } # ${'x'.repeat(MAX_REMEMBERED_BODY)}` });
    await keep('{"data":{}}', { body: long });
    expect(memo.find(VISITOR, long)).toBeUndefined();
  });

  it('sends the compressed form chosen when it was remembered', async () => {
    const { memo, keep } = setUp();
    const headers = { ...VISITOR, 'accept-encoding': 'gzip, br' };
    const answer = await keep(JSON.stringify({ data: { words: 'music '.repeat(400) } }), { headers, encoding: 'br' });
    expect(answer.br).toBeDefined();
    expect(memo.find(headers, BODY)?.bytes.equals(answer.br!)).toBe(true);
  });
});
