import { beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql, rest, signInAs } from './client';
import { FILTER_VALUES, graphqlProbes, restProbes, type Role } from './paywall-paths';

/**
 * The paywall, generated (SPEC-GUIDE §6; issue 27): every path from a root field or REST route a visitor or registered
 * teacher may call to subscriber-only, owner-only or account content, or to a field withheld from them (CPD details),
 * through relations, components, dynamic zones, connections, populate and filters. Each is run as that role and as a
 * subscriber: the role gets nothing protected back where the subscriber does, and a filter on what the role may not
 * read answers the same for a matching and a nonsense value.
 */

/** Runs `work` over `items`, a few at a time. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>, size = 16): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** What is at the end of `steps` in an answer (lists followed into each item), without nulls and empty lists. */
function reached(value: unknown, steps: string[]): unknown[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => reached(item, steps));
  if (!steps.length) return [value];
  if (typeof value !== 'object') return [];
  return reached((value as Record<string, unknown>)[steps[0]], steps.slice(1));
}

// Hundreds of probes per test: a loaded CI machine (or the PostgreSQL pass) needs more than the default 30 s.
vi.setConfig({ testTimeout: 240_000 });

const answerOf = (body: unknown) => JSON.stringify(body);

const tokens: Partial<Record<Role | 'subscriber', string>> = {};

interface PairedProbe {
  path: string;
}

/**
 * Asks each probe twice as the role and twice as a subscriber, with two values that should tell things apart (a
 * matching and a nonsense filter value, `asc` and `desc`): an oracle is a probe whose two answers differ for the role.
 */
async function pairedAnswers<P extends PairedProbe>(
  probes: P[],
  [first, second]: readonly [string, string],
  answer: (probe: P, value: string, token?: string) => Promise<string>,
  token: string | undefined,
) {
  return inBatches(probes, async (probe) => {
    const [mine, mineOther, subscribers, subscribersOther] = await Promise.all([
      answer(probe, first, token),
      answer(probe, second, token),
      answer(probe, first, tokens.subscriber),
      answer(probe, second, tokens.subscriber),
    ]);
    return {
      path: probe.path,
      status: mine.slice(0, 3),
      oracle: mine !== mineOther,
      subscriberDiffers: subscribers !== subscribersOther,
    };
  });
}

/** A GraphQL probe's answer with `$VALUE` filled in. */
const graphqlAnswer = async (probe: { query: string }, value: string, token?: string) =>
  answerOf(await graphql(probe.query.split('$VALUE').join(value), {}, token));

/** A REST probe's status and body with `$VALUE` filled in. */
const restAnswer = async (probe: { url: string }, value: string, token?: string) => {
  const response = await rest(probe.url.split('%24VALUE').join(encodeURIComponent(value)), token);
  return `${response.status} ${await response.text()}`;
};

const FILTER_PAIR = [FILTER_VALUES.matching, FILTER_VALUES.nonsense] as const;
const SORT_PAIR = ['asc', 'desc'] as const;

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
      const [mine, subscribers] = await Promise.all([
        graphql(probe.query, {}, token()),
        graphql(probe.query, {}, tokens.subscriber),
      ]);
      return {
        path: probe.path,
        leaked: reached(mine.data, probe.steps).length,
        subscriber: reached(subscribers.data, probe.steps).length,
        invalid: [mine, subscribers].some((r) =>
          r.errors?.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED'),
        ),
      };
    });
    expect(results.filter((r) => r.invalid).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.leaked).map((r) => `${r.path} (${r.leaked})`)).toEqual([]);
    // The paths are real: the subscriber reads protected content through many of them.
    expect(results.filter((r) => r.subscriber).length).toBeGreaterThan(5);
  });

  it('GraphQL: a filter on what the role may not read answers the same for a match and for nonsense', async () => {
    const { filterProbes } = graphqlProbes(role);
    expect(filterProbes.length).toBeGreaterThan(5);
    const results = await pairedAnswers(filterProbes, FILTER_PAIR, graphqlAnswer, token());
    expect(results.filter((r) => r.oracle).map((r) => r.path)).toEqual([]);
    // The filters are real: for a subscriber, who may read the field, many of them tell a match from nonsense.
    expect(results.filter((r) => r.subscriberDiffers).length).toBeGreaterThan(3);
  });

  it('GraphQL: a sort on a field the role may not read gives the same order both ways', async () => {
    const { sortProbes } = graphqlProbes(role);
    expect(sortProbes.length).toBeGreaterThan(3);
    const results = await pairedAnswers(sortProbes, SORT_PAIR, graphqlAnswer, token());
    expect(results.filter((r) => r.oracle).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.subscriberDiffers).length).toBeGreaterThan(0);
  });

  it('REST: no populate reaches what a subscriber alone reads', async () => {
    const { probes } = restProbes(role);
    expect(probes.length).toBeGreaterThan(10);
    const results = await inBatches(probes, async (probe) => {
      const [mine, subscribers] = await Promise.all([rest(probe.url, token()), rest(probe.url, tokens.subscriber)]);
      const [myBody, subscriberBody] = (await Promise.all([mine.json(), subscribers.json()])) as {
        data?: unknown;
      }[];
      return {
        path: probe.path,
        status: mine.status,
        leaked: reached(myBody.data, probe.steps).length,
        subscriber: reached(subscriberBody.data, probe.steps).length,
      };
    });
    expect(results.filter((r) => r.status >= 500).map((r) => `${r.path} ${r.status}`)).toEqual([]);
    expect(results.filter((r) => r.leaked).map((r) => `${r.path} (${r.leaked})`)).toEqual([]);
    expect(results.filter((r) => r.subscriber).length).toBeGreaterThan(5);
  });

  it('REST: a sort on a field the role may not read gives the same order both ways', async () => {
    const { sortProbes } = restProbes(role);
    expect(sortProbes.length).toBeGreaterThan(3);
    const results = await pairedAnswers(sortProbes, SORT_PAIR, restAnswer, token());
    expect(results.filter((r) => r.status.startsWith('5')).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.oracle).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.subscriberDiffers).length).toBeGreaterThan(0);
  });

  it('REST: a filter on what the role may not read answers the same for a match and for nonsense', async () => {
    const { filterProbes } = restProbes(role);
    expect(filterProbes.length).toBeGreaterThan(5);
    const results = await pairedAnswers(filterProbes, FILTER_PAIR, restAnswer, token());
    expect(results.filter((r) => r.status.startsWith('5')).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.oracle).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.subscriberDiffers).length).toBeGreaterThan(3);
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
