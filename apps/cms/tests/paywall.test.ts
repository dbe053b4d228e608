import { beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql, rest, signInAs } from './client';
import {
  fileProbes,
  graphqlProbes,
  readsFiles,
  restProbes,
  uploadsIn,
  type FileProbe,
  type Role,
  type UploadInAnswer,
} from './paywall-paths';
import { answerOf, countUpTo, inBatches, reached } from './paywall-probing';

/**
 * The paywall, generated (SPEC-GUIDE §6; issue 27): every path from a root field or REST route a visitor or registered
 * teacher may call to subscriber-only, owner-only or account content, or to a field withheld from them (CPD details),
 * through relations, components, dynamic zones, connections, populate and filters. Each is run as that role and as a
 * subscriber: the role gets nothing protected back where the subscriber does. Every file is asked for by each caller.
 * Filters and sorts on what the role may not read are in paywall-oracles.test.ts (what the database decides).
 */

// Hundreds of probes per test: a loaded CI machine (or the PostgreSQL pass) needs more than the default 30 s.
vi.setConfig({ testTimeout: 240_000 });

const tokens: Partial<Record<Role | 'subscriber', string>> = {};

beforeAll(async () => {
  tokens.registered = await signInAs('registered');
  tokens.subscriber = await signInAs('subscriber');
});

describe.each<Role>(['visitor', 'registered'])('the paywall, generated from the schemas, as a %s', (role) => {
  const token = () => tokens[role];

  it('GraphQL: no relation, component, dynamic zone or connection reaches what a subscriber alone reads', async () => {
    const { probes } = graphqlProbes(role);
    expect(probes.length).toBeGreaterThan(20);
    const results = await inBatches(probes, async (probe) => {
      const mine = await graphql(probe.query, {}, token());
      return {
        path: probe.path,
        leaked: reached(mine.data, probe.steps).length,
        invalid: mine.errors?.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED'),
      };
    });
    expect(results.filter((r) => r.invalid).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.leaked).map((r) => `${r.path} (${r.leaked})`)).toEqual([]);
    // The paths are real: the subscriber reads protected content through many of them.
    const real = await countUpTo(6, probes, async (probe) => {
      const subscribers = await graphql(probe.query, {}, tokens.subscriber);
      return reached(subscribers.data, probe.steps).length > 0;
    });
    expect(real).toBeGreaterThan(5);
  });

  it('REST: no populate reaches what a subscriber alone reads', async () => {
    const { probes } = restProbes(role);
    expect(probes.length).toBeGreaterThan(10);
    const results = await inBatches(probes, async (probe) => {
      const mine = await rest(probe.url, token());
      const body = (await mine.json()) as { data?: unknown };
      return { path: probe.path, status: mine.status, leaked: reached(body.data, probe.steps).length };
    });
    expect(results.filter((r) => r.status >= 500).map((r) => `${r.path} ${r.status}`)).toEqual([]);
    expect(results.filter((r) => r.leaked).map((r) => `${r.path} (${r.leaked})`)).toEqual([]);
    const real = await countUpTo(6, probes, async (probe) => {
      const body = (await (await rest(probe.url, tokens.subscriber)).json()) as { data?: unknown };
      return reached(body.data, probe.steps).length > 0;
    });
    expect(real).toBeGreaterThan(5);
  });
});

describe('files, generated from the schemas (issue 43): every file field, every role, the address and the bytes', () => {
  type Caller = Role | 'subscriber';
  const CALLERS: Caller[] = ['visitor', 'registered', 'subscriber'];
  const tokenOf = (caller: Caller) => (caller === 'visitor' ? undefined : tokens[caller]);
  let answers: { probe: FileProbe; caller: Caller; uploads: UploadInAnswer[] }[];

  beforeAll(async () => {
    const asked = fileProbes().flatMap((probe) => CALLERS.map((caller) => ({ probe, caller })));
    answers = await inBatches(asked, async ({ probe, caller }) => ({
      probe,
      caller,
      uploads: uploadsIn((await graphql(probe.query, {}, tokenOf(caller))).data),
    }));
  });

  it('gives the addresses of a file field only to the callers it is declared for, and all of them', async () => {
    expect(fileProbes().length).toBeGreaterThan(20);
    const addresses = (uploads: UploadInAnswer[]) => [...new Set(uploads.map((upload) => upload.url))].sort();
    const bySubscriber = new Map(
      answers.filter((a) => a.caller === 'subscriber').map((a) => [a.probe.path, addresses(a.uploads)]),
    );
    const wrong = answers.flatMap(({ probe, caller, uploads }) => {
      const expected = readsFiles(probe.readers, caller) ? bySubscriber.get(probe.path)! : [];
      return JSON.stringify(addresses(uploads)) === JSON.stringify(expected)
        ? []
        : [`${probe.path} as ${caller}: ${uploads.length} files, expected ${expected.length}`];
    });
    expect(wrong).toEqual([]);
    // The paths are real: most file fields hold seeded files, a unit's documents among them.
    expect([...bySubscriber.values()].filter((urls) => urls.length).length).toBeGreaterThan(12);
    expect(bySubscriber.get('schemes.documents')?.length).toBeGreaterThan(0);
  });

  it('sends the bytes of a file, by /documents and /uploads (every format), only to whoever reads a field linking it', async () => {
    // Each file with the readers of every published field that links it.
    const files = new Map<string, { upload: UploadInAnswer; linkedFrom: FileProbe[] }>();
    for (const { probe, caller, uploads } of answers) {
      if (caller !== 'subscriber') continue;
      for (const upload of uploads) {
        const known = files.get(upload.documentId) ?? { upload, linkedFrom: [] };
        known.linkedFrom.push(probe);
        files.set(upload.documentId, known);
      }
    }
    expect(files.size).toBeGreaterThan(20);
    const asked = [...files.values()].flatMap(({ upload, linkedFrom }) =>
      CALLERS.flatMap((caller) =>
        [
          `/documents/${upload.documentId}`,
          upload.url,
          ...Object.values(upload.formats ?? {}).map((format) => format.url),
        ].map((address) => ({
          address,
          caller,
          expected: linkedFrom.some((probe) => readsFiles(probe.readers, caller)),
          fields: linkedFrom.map((probe) => probe.path).join(', '),
        })),
      ),
    );
    const wrong = (
      await inBatches(asked, async ({ address, caller, expected, fields }) => {
        const response = await rest(address, tokenOf(caller));
        const bytes = (await response.arrayBuffer()).byteLength;
        const sent = response.status === 200 && bytes > 0;
        return sent === expected ? undefined : `${address} as ${caller} (${fields}): ${response.status}`;
      })
    ).filter(Boolean);
    expect(wrong).toEqual([]);
    // The rule tells callers apart: some files are public, some for subscribers only.
    const refusedToVisitors = asked.filter((a) => a.caller === 'visitor' && !a.expected).length;
    expect(refusedToVisitors).toBeGreaterThan(10);
    expect(asked.filter((a) => a.caller === 'visitor' && a.expected).length).toBeGreaterThan(5);
  });

  it("keeps a unit's documents from visitors and registered teachers (issue 43, row 1)", async () => {
    const query = '{ schemes { documents { title file { url } } } }';
    const [visitor, registered, subscriber] = await Promise.all([
      graphql(query),
      graphql(query, {}, tokens.registered),
      graphql(query, {}, tokens.subscriber),
    ]);
    const urls = reached(subscriber.data, ['schemes', 'documents', 'file', 'url']) as string[];
    expect(urls.length).toBeGreaterThan(0);
    for (const answer of [visitor, registered]) {
      expect(reached(answer.data, ['schemes', 'documents'])).toEqual([]);
    }
    const overview = urls.find((url) => /unit_overview/i.test(url)) ?? urls[0];
    expect(overview).toMatch(/^\/uploads\//);
    const [asVisitor, asRegistered] = await Promise.all([rest(overview), rest(overview, tokens.registered)]);
    expect(asVisitor.status).toBe(401);
    expect(asRegistered.status).toBe(403);
    expect(asVisitor.headers.get('cache-control')).not.toMatch(/public/);
  });
});

describe("the audit's own examples (issue 27, findings 2 and 6)", () => {
  it('a relation inside a component does not hand a visitor subscriber-only activities', async () => {
    const query = `{ schemes { performance_items { activity { title lesson_summary introduction } activity_section { introduction } } } }`;
    const [visitor, subscriber] = await Promise.all([graphql(query), graphql(query, {}, tokens.subscriber)]);
    const items = (result: typeof visitor) => [
      ...reached(result.data, ['schemes', 'performance_items', 'activity']),
      ...reached(result.data, ['schemes', 'performance_items', 'activity_section']),
    ];
    expect(items(subscriber).length).toBeGreaterThan(0);
    expect(items(visitor)).toEqual([]);
  });

  it('CPD details reach no visitor through REST populate, and a filter on them is no oracle', async () => {
    const url = '/api/cpd?populate[cpd_sessions][fields][0]=main_text&populate[cpd_sessions][fields][1]=video';
    const body = (await (await rest(url)).json()) as { data?: unknown };
    expect(reached(body.data, ['cpd_sessions', 'main_text'])).toEqual([]);
    expect(reached(body.data, ['cpd_sessions', 'video'])).toEqual([]);

    const filtered = (text: string, token?: string) =>
      graphql(
        `{ cpd { cpd_sessions_connection(filters: { main_text: { containsi: "${text}" } }) { nodes { documentId } } } }`,
        {},
        token,
      );
    const [match, nonsense] = await Promise.all([filtered('a'), filtered('qwxzv')]);
    expect(answerOf(match)).toBe(answerOf(nonsense));
    expect(match.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A signed-in teacher may filter on them.
    const [signedInMatch, signedInNonsense] = await Promise.all([
      filtered('a', tokens.registered),
      filtered('qwxzv', tokens.registered),
    ]);
    expect(answerOf(signedInMatch)).not.toBe(answerOf(signedInNonsense));
  });
});
