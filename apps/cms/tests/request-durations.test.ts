import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from '../src/delivery/metrics/request-durations';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const config = { name: 'classroom_http_request_duration_seconds', help: 'Time to answer.', buckets: BUCKETS };

/** Observations on every side of the bounds: on a bound, between two, below the first and above the last. */
const OBSERVATIONS: [string, string, string, number][] = [
  ['POST', 'graphql', '200', 0.0001],
  ['POST', 'graphql', '200', 0.005],
  ['POST', 'graphql', '200', 0.0051],
  ['POST', 'graphql', '200', 0.3],
  ['GET', 'web', '200', 12],
  ['GET', 'web', '404', 1],
  ['POST', 'graphql', '200', 2.5],
];

/**
 * src/delivery/metrics/request-durations.ts: the request latency histogram observed without prom-client's per-call
 * label work, exported exactly as prom-client's own histogram exports the same observations.
 */
describe('request durations', () => {
  it("export what prom-client's own histogram exports for the same observations, as text and as JSON", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const durations = new RequestDurations({ ...config, registers: [ours] });
    const histogram = new Histogram({ ...config, labelNames: ['method', 'route', 'status'], registers: [theirs] });
    for (const [method, route, status, seconds] of OBSERVATIONS) {
      durations.series(method, route, status).observe(seconds);
      histogram.observe({ method, route, status }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // Exemplars are off: prom-client's samples say so with `exemplar: null`, ours leave it out.
    const withoutExemplars = (metrics: Awaited<ReturnType<Registry['getMetricsAsJSON']>>) =>
      metrics.map((metric) => ({
        ...metric,
        values: metric.values.map((value) =>
          Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'exemplar')),
        ),
      }));
    expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));
    expect(await ours.metrics()).toContain(
      'classroom_http_request_duration_seconds_count{method="POST",route="graphql",status="200"} 5',
    );
  });

  it('keep one series per label set, however often it is asked for, and reset to zero', async () => {
    const registry = new Registry();
    const durations = new RequestDurations({ ...config, registers: [registry] });
    expect(durations.series('POST', 'graphql', '200')).toBe(durations.series('POST', 'graphql', '200'));
    durations.series('POST', 'graphql', '200').observe(0.002);
    durations.series('POST', 'graphql', '200').observe(0.02);
    const text = await registry.metrics();
    expect(text).toContain(
      'classroom_http_request_duration_seconds_count{method="POST",route="graphql",status="200"} 2',
    );
    expect(text).toContain(
      'classroom_http_request_duration_seconds_bucket{le="0.01",method="POST",route="graphql",status="200"} 1',
    );
    durations.reset();
    expect(await registry.metrics()).toContain(
      'classroom_http_request_duration_seconds_count{method="POST",route="graphql",status="200"} 0',
    );
  });
});
