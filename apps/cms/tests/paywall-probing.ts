import { askUntilAnswered, cmsUrl, rest } from './client';

/**
 * How the generated paywall tests (paywall.test.ts, paywall-oracles.test.ts) ask their probes: a few at a time, and
 * the subscriber's side, which only proves the paths are real, until it has.
 */

/**
 * No more than the CMS's GraphQL admission queues whatever the pace (GRAPHQL_BURST's default, config/product.ts): a
 * batch is never shed, and the walk never waits out a Retry-After (16 at once were, on a loaded machine: the paywall
 * file 153 -> 261 s in f819c1d's run, with the same processor time).
 */
const BATCH = 8;

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

/** The error codes of an answer the server shed under load (admission's 503, the time budget): not the answer. */
const SHED_CODES = new Set(['SERVICE_UNAVAILABLE', 'REQUEST_TIME_BUDGET_SPENT']);

/**
 * Asks until the server answers rather than sheds the request: beside a busy core the GraphQL admission answers 503
 * and a slow read spends its time budget, and such an answer says nothing of the paywall (the probes compare whole
 * answers, so a shed one would read as an oracle).
 */
const answered = (ask: () => Promise<Response>) => askUntilAnswered(ask, shed);

function shed(status: number, text: string): boolean {
  if (status === 503) return true;
  try {
    const body = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
    return (body.errors ?? []).some((error) => SHED_CODES.has(error.extensions?.code ?? ''));
  } catch {
    return false;
  }
}

/** A GraphQL probe's answer with `$VALUE` filled in. */
export const graphqlAnswer = async (probe: { query: string }, value: string, token?: string) => {
  const { text } = await answered(() =>
    fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: probe.query.split('$VALUE').join(value), variables: {} }),
    }),
  );
  return answerOf(JSON.parse(text));
};

/** A REST probe's status and body with `$VALUE` filled in. */
export const restAnswer = async (probe: { url: string }, value: string, token?: string) => {
  const { status, text } = await answered(() =>
    rest(probe.url.split('%24VALUE').join(encodeURIComponent(value)), token),
  );
  return `${status} ${text}`;
};
