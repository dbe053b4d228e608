#!/usr/bin/env node
// Class sessions at a school's scale (issue 47): `--sessions` lessons at once (default 30), each followed by
// `--pupils` pupils (default 30) over server-sent events, on the scaled configuration (scripts/scale/topology.mjs:
// PostgreSQL, Redis, the S3 stand-in, `--processes` CMS processes behind HAProxy; every request goes through the
// proxy, so a session's pupils are spread over the processes and a slide change reaches the others through Redis
// pub/sub), or with `--single` on one process (SQLite, no Redis).
//
// Measures the time from a teacher's slide change (the PUT leaving the teacher) to each pupil's stream receiving it,
// over `--changes` rounds (default 10) in which every teacher changes slide once at a random moment within
// `--spread-ms` (default 2000): p50, p95, p99, the worst and the share within 300 ms. The same run's baselines, with
// the same client (this process reading every stream):
//   - the idle product: one session, one pupil, the same rounds, before the load;
//   - plain Node: the same sessions, pupils and rounds fanned out by a bare node:http server (no auth, no store, no
//     Redis), which is what the client and the machine add by themselves.
// Run after a build: `node scripts/start.mjs --build-only && flock /tmp/heavy.lock node bench/class-sessions.mjs`
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../scripts/engines/free-port.mjs';
import { openEventStream } from '../scripts/event-stream.mjs';
import { startScaleTopology } from '../scripts/scale/topology.mjs';
import { startBuiltProduct } from './start-product.mjs';

const { values: options } = parseArgs({
  options: {
    sessions: { type: 'string', default: '30' },
    pupils: { type: 'string', default: '30' },
    changes: { type: 'string', default: '10' },
    'spread-ms': { type: 'string', default: '2000' },
    processes: { type: 'string', default: '2' },
    single: { type: 'boolean', default: false },
  },
});
const SESSIONS = Number(options.sessions);
const PUPILS = Number(options.pupils);
const CHANGES = Number(options.changes);
const SPREAD_MS = Number(options['spread-ms']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An event stream as EventSource reads it; `arrival(check)`: when the first matching event came, null if none did. */
async function openStream(url) {
  const stream = await openEventStream(url);
  return {
    arrival: (check, timeoutMs = 30_000) =>
      stream.next(check, timeoutMs).then(
        (event) => event.at,
        () => null,
      ),
    stop: stream.stop,
  };
}

async function json(url, { method = 'GET', token, body } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Sessions on the product, each with what the bench does with it (its pupils' stream addresses, a slide change, the
 * end): registered teachers (each on the free trial, so with lesson mode) each start one for a seeded lesson, and
 * its pupils join with the code, every call through the proxy.
 */
async function productClasses(url, sessions, pupils, label) {
  const { data } = await json(`${url}/graphql`, {
    method: 'POST',
    body: { query: '{ lessons(pagination: { limit: 100 }) { documentId disable_lesson_mode } }' },
    token: (await registerTeacher(url, `${label}-reader`)).token,
  });
  const lessons = data.lessons.filter((lesson) => !lesson.disable_lesson_mode).map((lesson) => lesson.documentId);
  const classes = [];
  for (let index = 0; index < sessions; index += 1) {
    const { token } = await registerTeacher(url, `${label}-${index}`);
    const session = (
      await json(`${url}/api/class-sessions`, {
        method: 'POST',
        token,
        body: { lesson: lessons[index % lessons.length] },
      })
    ).data;
    const tokens = [];
    for (let pupil = 0; pupil < pupils; pupil += 1)
      tokens.push(
        (
          await json(`${url}/api/class-sessions/join`, {
            method: 'POST',
            body: { code: session.code, name: `Pupil ${pupil + 1}` },
          })
        ).data.token,
      );
    classes.push({
      streamUrls: tokens.map((pupil) => `${url}/api/class-sessions/live/stream?token=${encodeURIComponent(pupil)}`),
      change: (position, id) =>
        json(`${url}/api/class-sessions/${session.id}/slide`, { method: 'PUT', token, body: { position, id } }),
      end: () =>
        fetch(`${url}/api/class-sessions/${session.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        }),
    });
  }
  return classes;
}

let teacherCount = 0;
async function registerTeacher(url, label) {
  teacherCount += 1;
  const email = `bench-class-${label}-${Date.now()}-${teacherCount}@example.com`;
  const { jwt } = await json(`${url}/api/auth/local/register`, {
    method: 'POST',
    body: {
      email,
      username: email,
      password: 'BenchTeacher123',
      user_profile_data: { first_name: 'Bench', last_name: `Teacher ${teacherCount}`, postcode: 'LS6 2AB' },
    },
  });
  return { token: jwt };
}

/**
 * The baseline server: the same event stream and slide change, fanned out by a bare node:http server in its own
 * process.
 */
async function startPlainFanOut() {
  const port = await freePort();
  const source = `
    const streams = new Map();
    require('http').createServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      const session = url.searchParams.get('session');
      if (req.method === 'GET') {
        req.socket.setNoDelay(true);
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        res.write('retry: 2000\\n\\n');
        const set = streams.get(session) ?? new Set();
        set.add(res);
        streams.set(session, set);
        req.on('close', () => set.delete(res));
        return;
      }
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const line = 'event: state\\ndata: ' + JSON.stringify({ slide: JSON.parse(body), blackout: false }) + '\\n\\n';
        for (const stream of streams.get(session) ?? []) stream.write(line);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    classes: (sessions, pupils) =>
      Array.from({ length: sessions }, (_, index) => ({
        streamUrls: Array.from({ length: pupils }, () => `${url}/stream?session=s${index}`),
        change: (position, id) =>
          fetch(`${url}/slide?session=s${index}`, { method: 'PUT', body: JSON.stringify({ position, id }) }).then(
            (response) => response.text(),
          ),
        end: async () => undefined,
      })),
    stop: () => child.kill(),
  };
}

/**
 * Opens every pupil's stream, then runs the rounds: each teacher changes slide once per round at a random moment
 * within the spread; each pupil's latency is from the teacher's PUT leaving to the event arriving on their stream.
 */
async function measure(classes, label) {
  const streams = [];
  for (const entry of classes) {
    const opened = [];
    for (let index = 0; index < entry.streamUrls.length; index += 50)
      opened.push(...(await Promise.all(entry.streamUrls.slice(index, index + 50).map(openStream))));
    streams.push(opened);
  }
  await sleep(500);
  const latencies = [];
  let missed = 0;
  for (let round = 1; round <= CHANGES; round += 1) {
    await Promise.all(
      classes.map(async (entry, index) => {
        await sleep(Math.random() * SPREAD_MS);
        const id = `bench/${round}`;
        const arrivals = streams[index].map((stream) => stream.arrival((event) => event.data.slide?.id === id));
        const sent = performance.now();
        await entry.change(round + 1, id);
        for (const at of await Promise.all(arrivals)) {
          if (at === null) missed += 1;
          else latencies.push(Math.max(0, at - sent));
        }
      }),
    );
  }
  for (const opened of streams) for (const stream of opened) stream.stop();
  await Promise.all(classes.map((entry) => entry.end()));
  return summarise(label, latencies, missed, classes.length, streams[0]?.length ?? 0);
}

function summarise(label, latencies, missed, sessions, pupils) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  const within300 = sorted.filter((ms) => ms <= 300).length / Math.max(1, sorted.length + missed);
  return {
    label,
    sessions,
    pupils,
    events: sorted.length,
    missed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
    within300,
  };
}

const ms = (value) => `${value.toFixed(0)} ms`;
function row(result) {
  return `| ${result.label} | ${result.sessions} × ${result.pupils} | ${result.events} | ${result.missed} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.max)} | ${(result.within300 * 100).toFixed(1)} % |`;
}

// The product: the scaled configuration, or one process.
const started = performance.now();
let product;
let stopProduct;
if (options.single) {
  const { default: os } = await import('node:os');
  const { default: fs } = await import('node:fs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-class-'));
  const single = await startBuiltProduct(dir, {
    env: { AUTH_RATE_LIMIT_MAX: '100000', SIGN_IN_PER_ADDRESS_MAX: '100000' },
  });
  product = { url: single.url, describe: 'one CMS process (SQLite, no Redis)' };
  stopProduct = async () => {
    await single.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
} else {
  const topology = await startScaleTopology({
    processes: Number(options.processes),
    extraEnv: () => ({
      AUTH_RATE_LIMIT_MAX: '100000',
      SIGN_IN_PER_ADDRESS_MAX: '100000',
      STRAPI_LOG_LEVEL: 'warn',
      CRON_ENABLED: 'false',
    }),
    log: () => undefined,
  });
  product = {
    url: topology.url,
    describe: `${topology.processes.length} CMS processes behind HAProxy (PostgreSQL, Redis pub/sub)`,
    topology,
  };
  stopProduct = () => topology.stop();
}
console.log(`Product: ${product.describe}, ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);

const results = [];
try {
  results.push(await measure(await productClasses(product.url, 1, 1, 'idle'), 'product, idle (1 pupil)'));
  console.log(row(results.at(-1)));
  const plain = await startPlainFanOut();
  try {
    results.push(await measure(plain.classes(SESSIONS, PUPILS), 'plain Node fan-out (baseline)'));
    console.log(row(results.at(-1)));
  } finally {
    plain.stop();
  }
  const classes = await productClasses(product.url, SESSIONS, PUPILS, 'load');
  results.push(await measure(classes, `product: ${product.describe}`));
  console.log(row(results.at(-1)));
  if (product.topology) {
    const servers = await product.topology.proxy.servers();
    console.log(
      `Connections per process over the run (HAProxy): ${Object.entries(servers)
        .map(([name, server]) => `${name} ${server.sessions}`)
        .join(', ')}`,
    );
  }
} finally {
  await stopProduct();
}

console.log('\n| Run | Sessions × pupils | Events | Missed | p50 | p95 | p99 | Worst | Within 300 ms |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const result of results) console.log(row(result));
const loaded = results.at(-1);
const ok = loaded.missed === 0 && loaded.within300 >= 0.95;
console.log(
  ok
    ? '\nThe slide change reached at least 95 % of pupils within 300 ms.'
    : '\nBelow the goal: fewer than 95 % of pupils within 300 ms, or events missed.',
);
process.exit(ok ? 0 : 1);
