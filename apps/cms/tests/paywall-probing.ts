import { graphql, rest } from './client';

/**
 * How the generated paywall tests (paywall.test.ts, paywall-oracles.test.ts) ask their probes: a few at a time, and
 * the subscriber's side, which only proves the paths are real, until it has.
 */

const BATCH = 16;

/** Runs `work` over `items`, a few at a time. */
export async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>, size = BATCH): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/**
 * How many of `items` pass `real`, asked a batch at a time until `wanted` have: the subscriber's answers prove that
 * the probes reach something (a sanity check), so the walk stops once they have, not after every probe.
 */
export async function countUpTo<T>(wanted: number, items: T[], real: (item: T) => Promise<boolean>): Promise<number> {
  let found = 0;
  for (let i = 0; i < items.length && found < wanted; i += BATCH)
    found += (await Promise.all(items.slice(i, i + BATCH).map(real))).filter(Boolean).length;
  return found;
}

/** What is at the end of `steps` in an answer (lists followed into each item), without nulls and empty lists. */
export function reached(value: unknown, steps: string[]): unknown[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => reached(item, steps));
  if (!steps.length) return [value];
  if (typeof value !== 'object') return [];
  return reached((value as Record<string, unknown>)[steps[0]], steps.slice(1));
}

export const answerOf = (body: unknown) => JSON.stringify(body);

/** A GraphQL probe's answer with `$VALUE` filled in. */
export const graphqlAnswer = async (probe: { query: string }, value: string, token?: string) =>
  answerOf(await graphql(probe.query.split('$VALUE').join(value), {}, token));

/** A REST probe's status and body with `$VALUE` filled in. */
export const restAnswer = async (probe: { url: string }, value: string, token?: string) => {
  const response = await rest(probe.url.split('%24VALUE').join(encodeURIComponent(value)), token);
  return `${response.status} ${await response.text()}`;
};
