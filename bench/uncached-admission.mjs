#!/usr/bin/env node
// Uncached GraphQL reads under load, with and without turns (apps/cms/src/middlewares/graphql-admission.ts; issue 42,
// row 5). Two CMS processes, uncached (bench/uncached-cms.mjs), on one seeded SQLite database: one with the turns off
// (GRAPHQL_CONCURRENCY=0, the same-run baseline), one with the product's defaults. Each is loaded in turn, A B A B, by
// autocannon at 50 connections for 10 s with one of the web app's operations (a page's read, its answer computed
// every time). Prints, per configuration, answered rps, p50 and p99 of every request and of the 200s, and how many
// answered 503 with Retry-After.
// Usage: `flock /tmp/heavy.lock node bench/uncached-admission.mjs [--operation Audience]
//         [--variables '{"audienceSlug":"primary"}'] [--connections 50] [--seconds 10] [--work-dir DIR]`
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  const configurations = {
    'turns off (baseline)': { GRAPHQL_CONCURRENCY: '0' },
    'turns on (defaults)': {},
  };
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
    autocannon({
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
  console.log('\nEach run (A B A B): p50 / p99 / max ms, errors and time-outs');
  for (const [name, server] of Object.entries(servers)) {
    const each = server.runs.map(
      (r) => `${r.latency.p50} / ${r.latency.p99} / ${r.latency.max}, ${r.errors} errors, ${r.timeouts} time-outs`,
    );
    console.log(`- ${name}: ${each.join('; ')}`);
  }
  for (const server of Object.values(servers)) server.child.send('stop');
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
