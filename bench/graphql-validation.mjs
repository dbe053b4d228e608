#!/usr/bin/env node
// "GraphQL validation in linear time" (issue 27, findings 3, 4 and 7): how long the built product takes to answer
// hostile queries (a fragment bomb, a fragment cycle, an aliased relation loop) against a plain query, and how long
// `/_health` takes while they arrive. A refused query never runs, so its answer time is its parse and validation
// time plus HTTP. Starts the built product (`node scripts/start.mjs --build-only` first) on a throw-away SQLite
// database, as bench/graphql.mjs does.
// The product runs as in production: trusted documents only (issue 42), so the plain query is one of the web app's
// operations sent by its id, and every raw document is refused; `--raw-documents` turns the rule off (TRUSTED_DOCUMENTS
// =off, the development server and the API-token path), where graphql-armor's limits and the time budget answer.
// Usage: `flock /tmp/build.lock node bench/graphql-validation.mjs [--runs N] [--seconds S] [--clients C]
//         [--raw-documents]`
// Goals: every hostile query answered 400 with a GraphQL error, median under 10 ms (100 ms with --raw-documents);
// /_health p99 under 100 ms while C clients (default 2) send them without pause. The same flood of plain queries is
// measured for comparison.
// Exits non-zero when a goal is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltProduct } from './start-product.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = option('runs', 20);
const seconds = option('seconds', 5);
const clients = option('clients', 2);
const rawDocuments = process.argv.includes('--raw-documents');
const hostileMedianGoalMs = rawDocuments ? 100 : 10;

const fragmentBomb = (levels) =>
  [
    '{ ...F0 }',
    ...Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    ),
    `fragment F${levels} on Query { __typename }`,
  ].join(' ');
/** Issue 42's 2 KB visitor query; `prefix` names its aliases (new names miss any cache). */
const relationLoop = (prefix = 'p') =>
  [
    `{ ${Array.from({ length: 15 }, (_, index) => `${prefix}${index}: programmes(pagination: { limit: 500 }) { ...L0 } `).join('')}}`,
    ...Array.from(
      { length: 6 },
      (_, level) =>
        `fragment L${level} on Programme { slug audience { programmes { ${level < 5 ? `...L${level + 1}` : 'slug'} } } }`,
    ),
  ].join(' ');

const QUERIES = [
  { name: 'plain query', query: '{ audiences { title } }', hostile: false },
  { name: 'fragment bomb, 21 levels', query: fragmentBomb(21), hostile: true },
  { name: 'fragment bomb, 40 levels', query: fragmentBomb(40), hostile: true },
  {
    name: 'fragment cycle at /graphql/',
    path: '/graphql/',
    query: '{ audiences { ...A } } fragment A on Audience { title ...B } fragment B on Audience { ...A }',
    hostile: true,
  },
  { name: 'relation loop, 15 aliases x 6 levels', query: relationLoop(), hostile: true },
  {
    name: 'the same loop, new alias names each time',
    query: () => relationLoop(`a${Math.random().toString(36).slice(2, 8)}_`),
    hostile: true,
  },
];

/** The web app's header query (every page sends it) by its id in the built product's manifest. */
function headerOperationById() {
  const manifestFile = path.resolve(import.meta.dirname, '../apps/web/dist-server/persisted-documents.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const id = Object.keys(manifest).find((key) => /query AudiencesAndProgrammes\b/.test(manifest[key]));
  if (!id) throw new Error(`No AudiencesAndProgrammes in ${manifestFile}`);
  return { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}
if (!rawDocuments) QUERIES[0] = { name: 'the header query, by id', body: headerOperationById(), hostile: false };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (value) => value.toFixed(1);

async function timed(url, { path: at = '/graphql', query, body }) {
  const started = performance.now();
  const response = await fetch(`${url}${at}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? { query: typeof query === 'function' ? query() : query }),
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

async function healthLatencies(url, untilMs) {
  const latencies = [];
  while (Date.now() < untilMs) {
    const started = performance.now();
    await fetch(`${url}/_health`).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies.sort((a, b) => a - b);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-graphql-validation-'));
const product = await startBuiltProduct(workDir, { env: { TRUSTED_DOCUMENTS: rawDocuments ? 'off' : 'only' } });
console.log(
  rawDocuments ? 'Raw documents accepted (TRUSTED_DOCUMENTS=off).' : 'Trusted documents only, as in production.',
);
let failed = false;
try {
  console.log(`answer times over ${runs} sequential requests each (after one warm-up):`);
  console.log('| query | status | median ms | max ms | error |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const entry of QUERIES) {
    await timed(product.url, entry);
    const answers = [];
    for (let run = 0; run < runs; run += 1) answers.push(await timed(product.url, entry));
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const { status, text } = answers[0];
    const message = entry.hostile ? (JSON.parse(text).errors?.[0]?.message ?? '').slice(0, 70) : '';
    console.log(`| ${entry.name} | ${status} | ${ms(percentile(times, 50))} | ${ms(times.at(-1))} | ${message} |`);
    if (entry.hostile && (status !== 400 || percentile(times, 50) >= hostileMedianGoalMs)) failed = true;
  }

  const flood = async (entries) => {
    const until = Date.now() + seconds * 1_000;
    let sent = 0;
    const senders = Array.from({ length: clients }, async (_, client) => {
      for (let next = client; Date.now() < until; next += 1) {
        const entry = entries[next % entries.length];
        const answer = await timed(product.url, entry);
        sent += 1;
        if (entry.hostile && answer.status !== 400) failed = true;
      }
    });
    const [latencies] = await Promise.all([healthLatencies(product.url, until), ...senders]);
    return { latencies, perSecond: Math.round(sent / seconds) };
  };
  const idle = { latencies: await healthLatencies(product.url, Date.now() + 2_000), perSecond: 0 };
  const plain = await flood(QUERIES.filter((entry) => !entry.hostile));
  const busy = await flood(QUERIES.filter((entry) => entry.hostile));
  console.log(`\n/_health while ${clients} clients send queries without pause for ${seconds} s:`);
  console.log('| while | queries per s | /_health requests | p50 ms | p99 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, { latencies, perSecond }] of [
    ['idle', idle],
    ['plain queries', plain],
    ['hostile queries', busy],
  ]) {
    console.log(
      `| ${label} | ${perSecond} | ${latencies.length} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} | ${ms(latencies.at(-1))} |`,
    );
  }
  if (percentile(busy.latencies, 99) >= 100) failed = true;
} finally {
  await product.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
console.log(failed ? '\nA goal was missed.' : '\nEvery goal met.');
process.exit(failed ? 1 : 0);
