import { describe, expect, inject, it } from 'vitest';
import { metricsAccess } from '../src/delivery/metrics';
import { cmsUrl, graphql, operationsMetrics } from './client';

/** The value of the first sample of `name` whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: string[]): number | undefined {
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{`) && labels.every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('operations endpoints: /_health says up or down, metrics only with the token', () => {
  it('answers /_health with up, and nothing more', async () => {
    const health = await fetch(`${cmsUrl()}/_health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'up' });
    expect(health.headers.get('strapi')).toBeNull();
    const again = await fetch(`${cmsUrl()}/_health/`);
    expect(await again.json()).toEqual({ status: 'up' });
    expect((await fetch(`${cmsUrl()}/_health`, { method: 'POST' })).status).toBe(405);
  });

  it('tells anyone nothing about the response cache under /_health', async () => {
    for (const pathname of ['/_health/response-cache', '/_HEALTH/response-cache', '/_health/response-cache/']) {
      const answer = await fetch(`${cmsUrl()}${pathname}`);
      expect(answer.status, pathname).toBe(404);
      expect(await answer.text(), pathname).not.toMatch(/hits|misses|entries|bytes/i);
    }
  });

  it('refuses /_metrics without the token, or with another one', async () => {
    const none = await fetch(`${cmsUrl()}/_metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toMatch(/classroom_/);
    for (const authorization of [
      'Bearer wrong',
      `Basic ${inject('metricsToken')}`,
      `Bearer ${inject('metricsToken')}x`,
    ]) {
      const refused = await fetch(`${cmsUrl()}/_metrics`, { headers: { authorization } });
      expect(refused.status, authorization).toBe(401);
    }
  });

  it('has no metrics endpoint at all when no token is set', () => {
    expect(metricsAccess('', undefined)).toBe('off');
    expect(metricsAccess('', 'Bearer anything')).toBe('off');
    expect(metricsAccess('secret', 'Bearer secret')).toBe('allowed');
    expect(metricsAccess('secret', 'bearer  secret')).toBe('allowed');
    expect(metricsAccess('secret', 'Bearer secre')).toBe('refused');
  });

  it('gives the scraper the cache, latency, sign-in and database pool metrics in Prometheus format', async () => {
    const query = `query MetricsProbe${Date.now()} { audiences { slug } }`;
    await graphql(query);
    await graphql(query);
    const response = await fetch(`${cmsUrl()}/_metrics`, {
      headers: { authorization: `Bearer ${inject('metricsToken')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(Number(/^classroom_response_cache_hits_total (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^classroom_response_cache_misses_total \d+$/m);
    expect(text).toMatch(/^classroom_response_cache_store\{measure="entries"\} \d+$/m);
    // Cache hits are answered before Koa, and timed all the same.
    expect(
      sample(text, 'classroom_http_request_duration_seconds_count', ['route="graphql"', 'status="200"']),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'classroom_http_request_duration_seconds_bucket', ['route="operations"', 'le="+Inf"']),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^classroom_database_pool_connections\{state="used"\} \d+$/m);
    expect(text).toMatch(/^# TYPE classroom_sign_in_limited_total counter$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('times each GraphQL request once: a miss, hits answered at the server (remembered ones too), a refusal', async () => {
    const count = async (status: string) =>
      sample(await operationsMetrics(), 'classroom_http_request_duration_seconds_count', [
        'method="POST"',
        'route="graphql"',
        `status="${status}"`,
      ]) ?? 0;
    const before = { answered: await count('200'), refused: await count('400') };
    const body = JSON.stringify({ query: `query TimingProbe${Date.now()} { audiences { slug } }` });
    const caches: (string | null)[] = [];
    for (let ask = 0; ask < 4; ask += 1) {
      const answer = await fetch(`${cmsUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await answer.text();
      caches.push(answer.headers.get('x-cache'));
    }
    // The third and fourth are the same bytes again: answered from the request's bytes alone (hit-memo.ts).
    expect(caches).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    const refused = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ not json',
    });
    expect(refused.status).toBe(400);
    await expect.poll(() => count('200')).toBe(before.answered + 4);
    expect(await count('400')).toBe(before.refused + 1);
  });

  it('counts a wrong password among the refused sign-ins', async () => {
    const count = async () => Number(/^classroom_sign_in_refused_total (\d+)$/m.exec(await operationsMetrics())?.[1]);
    const before = await count();
    const answer = await fetch(`${cmsUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: `nobody-${Date.now()}@example.com`, password: 'Wrong123' }),
    });
    expect(answer.status).toBe(400);
    expect(await count()).toBe(before + 1);
  });
});
