import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAs } from './client';
import { FILTER_VALUES, graphqlProbes, restProbes, type Role } from './paywall-paths';
import { countUpTo, graphqlAnswer, inBatches, restAnswer } from './paywall-probing';
import { oneOfEach } from './sweep';

/**
 * The paywall's filters and sorts, generated (SPEC-GUIDE §6; issue 27): a filter or sort on a field the role may not
 * read is no oracle. Each probe is asked twice as the role, with two values that should tell things apart (a matching
 * and a nonsense filter value, `asc` and `desc`): its two answers must be the same. A subscriber, who may read the
 * fields, tells them apart through enough of them to prove the probes real. Apart from paywall.test.ts because it is
 * what the database decides (its filters, collation and sort): `npm test` runs it on SQLite and PostgreSQL.
 * `npm test` asks one probe of each kind (the field a filter or sort reaches and the edge it goes through, every root
 * and route); `npm run test:scale` asks them all (tests/sweep.ts).
 */

// Hundreds of probes per test: a loaded CI machine (or the PostgreSQL pass) needs more than the default 30 s.
vi.setConfig({ testTimeout: 240_000 });

const tokens: Partial<Record<Role | 'subscriber', string>> = {};

beforeAll(async () => {
  tokens.registered = await signInAs('registered');
  tokens.subscriber = await signInAs('subscriber');
});

/** Where two answers part, with a little of each around it: what a failing run needs to tell an oracle from noise. */
function whereApart(one: string, other: string): string {
  let at = 0;
  while (at < one.length && one[at] === other[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 80), at + 160);
  return `${around(one)} ≠ ${around(other)}`;
}

type Answer<P> = (probe: P, value: string, token?: string) => Promise<string>;

/** Each probe's status and, where the role's two answers differ (an oracle), the path with the two answers' starts. */
const asked = <P extends { path: string }>(
  probes: P[],
  [first, second]: readonly [string, string],
  answer: Answer<P>,
  token: string | undefined,
) =>
  inBatches(probes, async (probe) => {
    const [mine, mineOther] = await Promise.all([answer(probe, first, token), answer(probe, second, token)]);
    const oracle = mine !== mineOther && `${probe.path}: ${whereApart(mine, mineOther)}`;
    return { path: probe.path, status: mine.slice(0, 3), oracle };
  });

/** How many probes, up to `wanted`, a subscriber gets two different answers through. */
const toldApartBySubscriber = <P>(
  wanted: number,
  probes: P[],
  [first, second]: readonly [string, string],
  answer: Answer<P>,
) =>
  countUpTo(wanted, probes, async (probe) => {
    const [one, other] = await Promise.all([
      answer(probe, first, tokens.subscriber),
      answer(probe, second, tokens.subscriber),
    ]);
    return one !== other;
  });

/** The root field a GraphQL probe starts from. */
const rootOf = (probe: { path: string }) => probe.path.split(/[.(]/)[0];

/** One GraphQL probe of each kind and root (all in the whole sweep). */
const graphqlSample = (role: Role) => {
  const { filterProbes, sortProbes } = graphqlProbes(role);
  return {
    filterProbes: oneOfEach(filterProbes, (probe) => probe.kind, rootOf),
    sortProbes: oneOfEach(sortProbes, (probe) => probe.kind, rootOf),
  };
};

/** One REST probe of each kind and route (all in the whole sweep). */
const restSample = (role: Role) => {
  const { filterProbes, sortProbes } = restProbes(role);
  return {
    filterProbes: oneOfEach(
      filterProbes,
      (probe) => probe.kind,
      (probe) => probe.route,
    ),
    sortProbes: oneOfEach(
      sortProbes,
      (probe) => probe.kind,
      (probe) => probe.route,
    ),
  };
};

const FILTER_PAIR = [FILTER_VALUES.matching, FILTER_VALUES.nonsense] as const;
const SORT_PAIR = ['asc', 'desc'] as const;

describe.each<Role>(['visitor', 'registered'])('the paywall, generated from the schemas, as a %s', (role) => {
  const token = () => tokens[role];

  // The GraphQL filter probes are the most (about 80 s on PostgreSQL beside a busy core): asked in three parts, each
  // far from its time-out, and every probe in one of them.
  it.each([1, 2, 3])(
    'GraphQL: a filter on what the role may not read answers the same for a match and for nonsense (part %i of 3)',
    async (part) => {
      const { filterProbes } = graphqlSample(role);
      expect(filterProbes.length).toBeGreaterThan(5);
      const probes = filterProbes.filter((_, index) => index % 3 === part - 1);
      expect(probes.length).toBeGreaterThan(1);
      const results = await asked(probes, FILTER_PAIR, graphqlAnswer, token());
      expect(results).toHaveLength(probes.length);
      expect(results.map((r) => r.oracle).filter(Boolean)).toEqual([]);
    },
  );

  it('GraphQL: the filters are real: for a subscriber, who may read the field, many tell a match from nonsense', async () => {
    const { filterProbes } = graphqlSample(role);
    expect(await toldApartBySubscriber(4, filterProbes, FILTER_PAIR, graphqlAnswer)).toBeGreaterThan(3);
  });

  it('GraphQL: a sort on a field the role may not read gives the same order both ways', async () => {
    const { sortProbes } = graphqlSample(role);
    expect(sortProbes.length).toBeGreaterThan(3);
    const results = await asked(sortProbes, SORT_PAIR, graphqlAnswer, token());
    expect(results.map((r) => r.oracle).filter(Boolean)).toEqual([]);
    expect(await toldApartBySubscriber(1, sortProbes, SORT_PAIR, graphqlAnswer)).toBeGreaterThan(0);
  });

  it('REST: a sort on a field the role may not read gives the same order both ways', async () => {
    const { sortProbes } = restSample(role);
    expect(sortProbes.length).toBeGreaterThan(3);
    const results = await asked(sortProbes, SORT_PAIR, restAnswer, token());
    expect(results.filter((r) => r.status.startsWith('5')).map((r) => r.path)).toEqual([]);
    expect(results.map((r) => r.oracle).filter(Boolean)).toEqual([]);
    expect(await toldApartBySubscriber(1, sortProbes, SORT_PAIR, restAnswer)).toBeGreaterThan(0);
  });

  it('REST: a filter on what the role may not read answers the same for a match and for nonsense', async () => {
    const { filterProbes } = restSample(role);
    expect(filterProbes.length).toBeGreaterThan(5);
    const results = await asked(filterProbes, FILTER_PAIR, restAnswer, token());
    expect(results.filter((r) => r.status.startsWith('5')).map((r) => r.path)).toEqual([]);
    expect(results.map((r) => r.oracle).filter(Boolean)).toEqual([]);
    expect(await toldApartBySubscriber(4, filterProbes, FILTER_PAIR, restAnswer)).toBeGreaterThan(3);
  });
});
