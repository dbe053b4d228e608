import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';

/** A tiny HTTP client for the CMS under test: GraphQL, REST and sign-in, as the web app uses them. */
export const cmsUrl = () => inject('cmsUrl');
/** The demo editor's admin-panel token, signed in once per run (tests/setup/boot-cms.ts). */
export const adminToken = () => inject('adminToken');

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResult<T>> {
  const { text } = await askUntilAnswered(() =>
    fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return JSON.parse(text) as GraphQLResult<T>;
}

/** How many times a request the server shed is asked in all before its last answer is taken. */
const SHED_ASKS = 6;

/**
 * Asks until the server answers rather than sheds the request (by default a 503: the GraphQL admission on a loaded
 * machine), waiting as Retry-After says between asks, as the web app's RetryLink does; at most SHED_ASKS asks. Tests of
 * the admission itself ask with fetch and see every 503.
 */
export async function askUntilAnswered(
  ask: () => Promise<Response>,
  shed: (status: number, text: string) => boolean = (status) => status === 503,
): Promise<{ status: number; text: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await ask();
    const text = await response.text();
    if (attempt >= SHED_ASKS || !shed(response.status, text)) return { status: response.status, text };
    const seconds = Number(response.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** A token for a user: the demo teachers' come from the one sign-in per run (see setup/boot-cms.ts). */
export async function signIn(identifier: string, password: string): Promise<string> {
  const known = inject('demoTokens')[identifier];
  if (known) return known;
  const response = await fetch(`${cmsUrl()}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const body = (await response.json()) as { jwt?: string; error?: { message: string } };
  if (!body.jwt) throw new Error(`Sign-in failed for ${identifier}: ${body.error?.message ?? response.status}`);
  return body.jwt;
}

/** A token for one of the demo accounts (subscriber, registered, owner, member ...). */
export const signInAs = (account: keyof typeof DEMO_ACCOUNTS): Promise<string> =>
  signIn(DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);

/** The callers most tests compare: a subscriber, a registered teacher, another subscriber, and the editor. */
export async function demoCallers() {
  const [subscriber, registered, otherSubscriber] = await Promise.all([
    signInAs('subscriber'),
    signInAs('registered'),
    signInAs('owner'),
  ]);
  return { subscriber, registered, otherSubscriber, admin: adminToken() };
}

export async function rest(pathname: string, token?: string): Promise<Response> {
  return fetch(`${cmsUrl()}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Search's index measures in this process, from /_metrics: documents, builds, failed_builds, catalogue_reads, … */
export async function searchIndexMetrics(): Promise<Record<string, number>> {
  const text = await operationsMetrics();
  return Object.fromEntries(
    [...text.matchAll(/^classroom_search_index\{measure="(\w+)"\} (\d+)/gm)].map(([, measure, value]) => [
      measure,
      Number(value),
    ]),
  );
}

/** The operations metrics (Prometheus text) at /_metrics, read with the token the tests boot the CMS with. */
export async function operationsMetrics(): Promise<string> {
  const response = await fetch(`${cmsUrl()}/_metrics`, {
    headers: { authorization: `Bearer ${inject('metricsToken')}` },
  });
  if (!response.ok) throw new Error(`/_metrics answered ${response.status}`);
  return response.text();
}
