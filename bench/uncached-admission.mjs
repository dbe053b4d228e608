#!/usr/bin/env node
// Uncached GraphQL reads under load, with and without turns (apps/cms/src/middlewares/graphql-admission.ts; issue 42,
// row 5). Two CMS processes, uncached (bench/uncached-cms.mjs), on one seeded SQLite database: one with the turns off
// (GRAPHQL_CONCURRENCY=0, the same-run baseline), one with the product's defaults. Each is loaded in turn, A B A B, by
// autocannon at 50 connections for 10 s with one of the web app's operations (a page's read, its answer computed
// every time). Prints, per configuration, answered rps, p50 and p99 of every request and of the 200s, and how many
// answered 503 with Retry-After.
// --clients patient: instead of autocannon (which asks again at once after a 503), 50 clients that each wait as
// Retry-After says before asking again, as the web app's RetryLink does; then also the time each visitor waited for
// its answer, the waits after 503s included. --concurrency 0,8,1 names the configurations (GRAPHQL_CONCURRENCY of
// each; default: 0, the baseline, and the product's default).
// Usage: `flock /tmp/heavy.lock node bench/uncached-admission.mjs [--operation Audience]
//         [--variables '{"audienceSlug":"primary"}'] [--connections 50] [--seconds 10] [--work-dir DIR]
//         [--clients patient] [--concurrency 0,8,1]`
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/engines/free-port.mjs';
import { startUncachedCms } from './uncached-cms.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

if (process.argv.includes('--serve')) await serve(option('work-dir'), option('port'));
else await compare();

/** Child: the CMS, uncached, with the turns as its environment sets them. */
async function serve(workDir, port) {
  const strapi = await startUncachedCms(path.join(root, 'apps', 'cms'), workDir, port);
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await strapi.destroy();
    process.exit(0);
  });
  process.send('ready');
}

async function compare() {
  const operation = option('operation', 'Audience');
  const variables = JSON.parse(option('variables', '{"audienceSlug":"primary"}'));
  const connections = Number(option('connections', 50));
  const seconds = Number(option('seconds', 10));
  const workDir = path.resolve(option('work-dir', fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admission-'))));
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const body = JSON.stringify({ query: documentOf(operation), variables });

  const patient = option('clients', 'autocannon') === 'patient';
  const concurrencies = option('concurrency', '');
  const configurations = concurrencies
    ? Object.fromEntries(
        concurrencies
          .split(',')
          .map((value) => [
            value === '0' ? 'turns off (baseline)' : `${value} at once`,
            { GRAPHQL_CONCURRENCY: value },
          ]),
      )
    : { 'turns off (baseline)': { GRAPHQL_CONCURRENCY: '0' }, 'turns on (defaults)': {} };
  const servers = {};
  // One boot after the other on the one database: the first seeds it.
  for (const [name, env] of Object.entries(configurations)) {
    const port = await freePort();
    const child = fork(fileURLToPath(import.meta.url), ['--serve', '--work-dir', workDir, '--port', port], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, TRUSTED_DOCUMENTS: 'off', ...env },
    });
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`${name}: the CMS exited (${code})`)));
    });
    servers[name] = { child, url: `http://127.0.0.1:${port}/graphql`, runs: [] };
  }

  const load = (url, duration) =>
    (patient ? patientLoad : autocannon)({
      url,
      method: 'POST',
      connections,
      duration,
      headers: { 'content-type': 'application/json' },
      body,
    });
  for (const server of Object.values(servers)) {
    const check = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = await check.json();
    if (!check.ok || answer.errors || !answer.data) throw new Error(`${operation}: ${JSON.stringify(answer)}`);
    await load(server.url, 2); // warm-up
  }
  for (let round = 0; round < 2; round += 1) {
    for (const server of Object.values(servers)) server.runs.push(await load(server.url, seconds));
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `${operation} ${JSON.stringify(variables)}, uncached, ${connections} connections, 2 × ${seconds} s each\n`,
  );
  console.log('| configuration | answered 200 rps | p50 ms | p99 ms | max ms | 503 with Retry-After |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, server] of Object.entries(servers)) {
    const runs = server.runs;
    const ok = runs.map((run) => run['2xx'] / run.duration);
    const refused = runs.reduce((sum, run) => sum + (run.statusCodeStats?.['503']?.count ?? 0), 0);
    const total = runs.reduce((sum, run) => sum + run.requests.total, 0);
    console.log(
      `| ${name} | ${Math.round(median(ok))} | ${median(runs.map((r) => r.latency.p50))} | ${Math.max(...runs.map((r) => r.latency.p99))} | ${Math.max(...runs.map((r) => r.latency.max))} | ${refused} of ${total} |`,
    );
  }
  if (patient) {
    console.log('\nThe time each visitor waited for a 200, Retry-After waits included (p50 / p99 / max ms, each run):');
    for (const [name, server] of Object.entries(servers)) {
      const each = server.runs.map((r) => `${r.answered.p50} / ${r.answered.p99} / ${r.answered.max}`);
      console.log(`- ${name}: ${each.join('; ')}`);
    }
  }
  console.log('\nEach run (A B A B): p50 / p99 / max ms, errors and time-outs');
  for (const [name, server] of Object.entries(servers)) {
    const each = server.runs.map(
      (r) => `${r.latency.p50} / ${r.latency.p99} / ${r.latency.max}, ${r.errors} errors, ${r.timeouts} time-outs`,
    );
    console.log(`- ${name}: ${each.join('; ')}`);
  }
  for (const server of Object.values(servers)) server.child.send('stop');
}

/**
 * `connections` clients, each asking again as soon as it has its answer, for `duration` seconds; after a 503 a client
 * waits as Retry-After says (as the web app's RetryLink does) and asks again, until it has a 200. Answers in
 * autocannon's shape (latency of every request, 2xx, status counts), plus `answered`: each visitor's wait for a 200,
 * Retry-After waits included.
 */
async function patientLoad({ url, connections, duration, headers, body }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const waits = [];
  const statusCodeStats = {};
  let errors = 0;
  const started = performance.now();
  const endsAt = started + duration * 1000;
  const ask = () =>
    new Promise((resolve) => {
      const request = http.request(url, { method: 'POST', agent, headers, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'] }));
      });
      request.on('timeout', () => request.destroy(new Error('time-out')));
      request.on('error', () => resolve({ status: 0 }));
      request.end(body);
    });
  const client = async () => {
    while (performance.now() < endsAt) {
      const visitStarted = performance.now();
      for (;;) {
        const askedAt = performance.now();
        const { status, retryAfter } = await ask();
        latencies.push(performance.now() - askedAt);
        if (status === 0) errors += 1;
        else (statusCodeStats[status] ??= { count: 0 }).count += 1;
        if (status !== 503 || performance.now() >= endsAt) {
          if (status === 200) waits.push(performance.now() - visitStarted);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, (Number(retryAfter) || 1) * 1000));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  const percentiles = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
  };
  return {
    duration: (performance.now() - started) / 1000,
    latency: percentiles(latencies),
    answered: percentiles(waits),
    '2xx': statusCodeStats[200]?.count ?? 0,
    statusCodeStats,
    requests: { total: latencies.length },
    errors,
    timeouts: 0,
  };
}

/** The operation's document as the web app sends it (apps/web/src/gql/graphql.ts). */
function documentOf(operation) {
  const { print } = createRequire(path.join(root, 'apps', 'cms', 'package.json'))('graphql');
  const source = fs.readFileSync(path.join(root, 'apps/web/src/gql/graphql.ts'), 'utf8');
  const match = source.match(
    new RegExp(`^export const ${operation}Document = (\\{.*\\}) as unknown as DocumentNode`, 'm'),
  );
  if (!match) throw new Error(`No ${operation}Document in apps/web/src/gql/graphql.ts`);
  return print(JSON.parse(match[1]));
}
