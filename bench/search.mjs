#!/usr/bin/env node
// Search under load (issue #16), beside a plain Node server answering the same bytes in the same run.
//
// 1. Starts the built product on the 20× catalogue (made here by `bench/seed-catalogue.mjs --factor 20` in a
//    throw-away folder, or an existing one with `--catalogue DIR`; `--demo` uses the demo content only).
// 2. Reads the index build time and document count from the product's log line ("Search index: N documents in M ms"),
//    and its resident memory (RSS) once ready and after the load.
// 3. Loads GET /api/search with autocannon at `--connections` (20) over a mix of queries, half as a visitor and half as
//    the demo subscriber, then the same requests against a plain Node server answering the recorded bytes.
// 4. Prints p50 / p95 / rps per target and the closing figure; exits non-zero on a missed goal unless `--no-goals`.
//
// Run after a build: `node scripts/start.mjs --build-only && node bench/search.mjs [--duration 10] [--demo]`
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadRecordingLatencies } from './latencies.mjs';
import { freePort } from '../scripts/engines/free-port.mjs';
import { startBuiltProduct } from './start-product.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    factor: { type: 'string', default: '20' },
    catalogue: { type: 'string' },
    demo: { type: 'boolean', default: false },
    'no-goals': { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUBSCRIBER = { email: 'subscriber@example.com', password: 'Teacher123' };
const GOALS = { p95Ms: 50, buildMs: 3000 };
/** What teachers type: whole words, prefixes, typos, British and American spellings, several words. */
const QUERIES = [
  'pulse',
  'puls',
  'rhythm',
  'rythm',
  'singing',
  'ode to joy',
  'warm-up',
  'year 2',
  'beat',
  'echo song',
  'colour',
  'color',
  'compose',
  'listening',
  'percussion',
  'dvorak',
];

/**
 * The built product on `dir` (bench/start-product.mjs), once /_health answers and the search index has logged its
 * first build: `index` holds that build's document count and time.
 */
async function startProduct(dir) {
  const indexBuilt = (output) => {
    if (/Search index: the first build failed/.test(output)) throw new Error('the search index did not build');
    return /Search index: (\d+) documents in (\d+) ms/.test(output);
  };
  const product = await startBuiltProduct(dir, { logLevel: 'info', ready: indexBuilt });
  const [, documents, buildMs] = /Search index: (\d+) documents in (\d+) ms/.exec(product.output());
  return { ...product, index: { documents: Number(documents), buildMs: Number(buildMs) } };
}

/** Requests in the order each connection sends them: every query as a visitor and as the subscriber. */
function requestMix(token) {
  return QUERIES.flatMap((q) => {
    const requestPath = `/api/search?${new URLSearchParams({ q, limit: '20' })}`;
    return [
      { method: 'GET', path: requestPath, headers: {} },
      { method: 'GET', path: requestPath, headers: { authorization: `Bearer ${token}` } },
    ];
  });
}

/** Latencies of every response (autocannon's summary has no p95). */
async function load(url, requests) {
  const { result, percentile } = await loadRecordingLatencies({ url, connections, duration, requests });
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(0.5),
    p95: percentile(0.95),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A plain Node server answering the recorded bytes of each request (by path and caller). */
async function plainServer(answers) {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const body = answers.get(`${request.headers.authorization ?? ''} ${request.url}`);
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body ?? '');
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const work = options.catalogue
  ? path.resolve(options.catalogue)
  : fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${options.demo ? 'demo' : `${options.factor}x`}-`));
const throwAway = !options.catalogue;
let report;
try {
  if (!options.demo && !fs.existsSync(path.join(work, 'data.db'))) {
    const seeded = spawnSync(
      process.execPath,
      [path.join(root, 'bench', 'seed-catalogue.mjs'), '--factor', options.factor, '--dir', work],
      { stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error('seeding the catalogue failed');
  }
  const product = await startProduct(work);
  try {
    const rssReady = product.rssMb();
    const signIn = await fetch(`${product.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: SUBSCRIBER.email, password: SUBSCRIBER.password }),
    });
    const { jwt } = await signIn.json();
    if (!jwt) throw new Error('the demo subscriber could not sign in');
    const requests = requestMix(jwt);

    // The bytes of every answer, for the plain server; and a warm-up of the product.
    const answers = new Map();
    let resultCount = 0;
    for (const request of requests) {
      const response = await fetch(`${product.url}${request.path}`, { headers: request.headers });
      if (response.status !== 200) throw new Error(`${request.path}: ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      resultCount += JSON.parse(body.toString()).results.length;
      answers.set(`${request.headers.authorization ?? ''} ${request.path}`, body);
    }
    const searched = await load(product.url, requests);
    const rssAfter = product.rssMb();
    const plain = await plainServer(answers);
    const baseline = await load(plain.url, requests);
    await plain.close();
    report = { index: product.index, rssReady, rssAfter, searched, baseline, resultCount, requests: requests.length };
  } finally {
    await product.stop();
  }
} finally {
  if (throwAway) fs.rmSync(work, { recursive: true, force: true });
}

const { index, rssReady, rssAfter, searched, baseline } = report;
const catalogue = options.demo
  ? 'demo'
  : options.catalogue
    ? `catalogue ${options.catalogue}`
    : `${options.factor}x catalogue`;
console.log(
  `\nSearch, ${catalogue}: ${QUERIES.length} queries x (visitor, subscriber), ${report.resultCount} results in all; ` +
    `${connections} connections, ${duration} s each`,
);
console.log(`index build: ${index.documents} documents in ${index.buildMs} ms (product log)`);
console.log(`memory (RSS): ${rssReady} MB once ready (index built), ${rssAfter} MB after the load`);
const row = (name, figures) =>
  console.log(
    `${name.padEnd(22)} rps ${String(figures.rps).padStart(6)}  p50 ${String(figures.p50).padStart(6)} ms  ` +
      `p95 ${String(figures.p95).padStart(6)} ms  errors ${figures.errors}`,
  );
row('GET /api/search', searched);
row('plain Node, same bytes', baseline);

const misses = [];
if (searched.errors > 0) misses.push(`${searched.errors} failed search requests`);
if (!(searched.p95 <= GOALS.p95Ms)) misses.push(`search p95 ${searched.p95} ms > ${GOALS.p95Ms} ms`);
if (!(index.buildMs <= GOALS.buildMs)) misses.push(`index build ${index.buildMs} ms > ${GOALS.buildMs} ms`);
console.log(
  `\nSearch: p95 ${searched.p95} ms (goal <= ${GOALS.p95Ms}), p50 ${searched.p50} ms, build ${index.buildMs} ms ` +
    `for ${index.documents} documents (goal <= ${GOALS.buildMs}), RSS ${rssReady} -> ${rssAfter} MB` +
    (misses.length ? ` - missed: ${misses.join('; ')}` : ' - every goal met'),
);
if (misses.length && !options['no-goals']) process.exitCode = 1;
