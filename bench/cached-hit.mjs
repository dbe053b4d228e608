#!/usr/bin/env node
// One cached GraphQL operation, sent by id as the web app sends it, against plain Node answering the same response
// (its headers included) in the same run: requests per second and the processor time of the serving process per
// request (user and system time from /proc, every thread: the garbage collector's included). The second figure
// holds better than rps on a machine whose speed varies within minutes. Issue 42's hot path.
//
// Run after a build: `node scripts/start.mjs --build-only && node bench/cached-hit.mjs [--operation
// AudiencesAndProgrammes] [--variables JSON] [--subscriber] [--rounds 3] [--duration 5] [--connections 50] [--walk]
// [--work-dir DIR] [--in-process]`. `--subscriber` asks as the demo subscriber (per-user operations such as Playlists
// need it). `--walk` first opens the home page and the pages it links to in Chromium (server rendering and the app's own
// reads), as a product that has served visitors for a while. `--in-process` also loads a plain server answering the
// same response inside the product's own process (bench/in-process-baseline.mjs): what that process costs a request by
// itself, whatever the hit path does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startBuiltProduct } from './start-product.mjs';
import { startPlainServer } from './plain-server.mjs';
import { LISTENING } from './plain-handler.mjs';
import { freePort } from '../scripts/engines/free-port.mjs';
import { APP_HEADERS, byIdBody, median, processorSeconds } from './cached-hit-parts.mjs';

const { values: options } = parseArgs({
  options: {
    operation: { type: 'string', default: 'AudiencesAndProgrammes' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    walk: { type: 'boolean', default: false },
    subscriber: { type: 'boolean', default: false },
    variables: { type: 'string', default: '{}' },
    'work-dir': { type: 'string' },
    'in-process': { type: 'boolean', default: false },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(options.duration);

async function walk(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  const links = await page.$$eval('a[href^="/"]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  const pages = [...new Set(links)].slice(0, 15);
  for (const pathname of pages) await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' });
  await browser.close();
  return pages.length;
}

// A folder of its own (the demo seeded on first start), kept when given (`--work-dir`), so a second run starts at once.
const workDir = options['work-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cached-hit-'));
fs.mkdirSync(workDir, { recursive: true });
const inProcessSpec = path.join(workDir, 'in-process-baseline.json');
const product = await startBuiltProduct(workDir, {
  env: { TRUSTED_DOCUMENTS: 'only', ...(options['in-process'] ? { IN_PROCESS_BASELINE: inProcessSpec } : {}) },
  nodeArgs: options['in-process'] ? ['--import', path.join(root, 'bench', 'in-process-baseline.mjs')] : [],
});
try {
  if (options.walk) console.log(`walked ${await walk(product.url)} pages`);
  const body = byIdBody(root, options.operation, JSON.parse(options.variables));
  const headers = { ...APP_HEADERS };
  if (options.subscriber) {
    const signIn = await fetch(`${product.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'subscriber@example.com', password: 'Teacher123' }),
    });
    headers.authorization = `Bearer ${(await signIn.json()).jwt}`;
  }
  const ask = () => fetch(`${product.url}/graphql`, { method: 'POST', headers, body });
  await ask();
  const answer = await ask();
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200 || answer.headers.get('x-cache') !== 'HIT') {
    throw new Error(`${options.operation}: ${answer.status}, X-Cache ${answer.headers.get('x-cache')}`);
  }
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const sameHeaders = Object.fromEntries([...answer.headers].filter(([name]) => !own.has(name)));
  const bytesFile = path.join(workDir, 'cached-hit-answer.json');
  fs.writeFileSync(bytesFile, bytes);
  let inProcessUrl;
  if (options['in-process']) {
    const port = await freePort();
    fs.writeFileSync(inProcessSpec, JSON.stringify({ bytesFile, headers: sameHeaders, port }));
    process.kill(product.pid, 'SIGUSR2');
    inProcessUrl = `http://127.0.0.1:${port}`;
    await Promise.race([
      product.untilOutput(new RegExp(`${LISTENING} ${port}\\b`)),
      sleep(10_000, undefined, { ref: false }).then(() => {
        throw new Error('the in-process baseline did not start');
      }),
    ]);
  }

  /** rps, p99 and the serving process's processor microseconds per request, over `duration` after a warm second. */
  const load = async (url, pid) => {
    const request = { url: `${url}/graphql`, method: 'POST', connections: Number(options.connections), headers, body };
    await autocannon({ ...request, duration: 1 });
    const before = processorSeconds(pid);
    const result = await autocannon({ ...request, duration });
    const spent = processorSeconds(pid) - before;
    if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`errors answering ${url}`);
    return {
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      micros: Math.round((spent * 1e6) / result.requests.total),
    };
  };

  const who = options.subscriber ? 'the subscriber' : 'a visitor';
  console.log(
    `${options.operation} by id as ${who}, ${bytes.length} bytes, ${options.connections} connections, ${duration} s`,
  );
  const rows = [];
  for (let round = 0; round < Number(options.rounds); round += 1) {
    const plain = await startPlainServer(bytesFile, sameHeaders);
    const baseline = await load(plain.url, plain.pid);
    plain.stop();
    const cached = await load(product.url, product.pid);
    const inProcess = inProcessUrl && (await load(inProcessUrl, product.pid));
    rows.push({ cached, baseline, inProcess, ratio: cached.rps / baseline.rps });
    console.log(
      `round ${round + 1}: product ${cached.rps} rps, p99 ${cached.p99} ms, ${cached.micros} µs/request; ` +
        `plain Node ${baseline.rps} rps, ${baseline.micros} µs/request; ratio ${(cached.rps / baseline.rps).toFixed(2)}` +
        (inProcess
          ? `; plain server in the product's process ${inProcess.rps} rps, ${inProcess.micros} µs/request, ratio ` +
            `${(inProcess.rps / baseline.rps).toFixed(2)}`
          : ''),
    );
  }
  console.log(
    `median: ratio ${median(rows.map((row) => row.ratio)).toFixed(2)}, product ` +
      `${median(rows.map((row) => row.cached.micros))} µs/request against plain Node's ` +
      `${median(rows.map((row) => row.baseline.micros))}, p99 ${median(rows.map((row) => row.cached.p99))} ms` +
      (inProcessUrl
        ? `; plain server in the product's process: ratio ` +
          `${median(rows.map((row) => row.inProcess.rps / row.baseline.rps)).toFixed(2)}, ` +
          `${median(rows.map((row) => row.inProcess.micros))} µs/request`
        : ''),
  );
} finally {
  await product.stop();
  if (!options['work-dir']) fs.rmSync(workDir, { recursive: true, force: true });
}
