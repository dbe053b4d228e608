import autocannon from 'autocannon';

/**
 * Runs autocannon with `options` and keeps the time of every response (its summary has no p95, and rounds to whole
 * milliseconds): answers autocannon's result and `percentile(fraction)` in ms, one decimal.
 */
export async function loadRecordingLatencies(options) {
  const latencies = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const percentile = (fraction) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? NaN).toFixed(1));
  return { result, percentile };
}
