#!/usr/bin/env node
// Paired A/B of one GraphQL operation, uncached, between two builds (two worktrees) served at the same time: each
// build's CMS is booted in a child process on its own kept database, then the same request is sent to A and B in
// turn, so whatever else loads the machine falls on both alike. Per round: 300 sequential requests interleaved
// A, B, A, B (the order flips every round), the median time of each and each server's own CPU time per request (read
// from its process between phases), then 50 connections for 2 s on A, then on B (order flipped too).
// Usage: `flock /tmp/heavy.lock node bench/graphql-ab.mjs --a ROOT --a-work-dir DIR --b ROOT --b-work-dir DIR
//         [--operation AudiencesAndProgrammes] [--variables JSON] [--rounds 8]`
// Each work dir is a seeded database kept by `node bench/graphql-queries.mjs --seconds 0 --work-dir DIR`, run from
// that build's worktree. The second-booted process measured slower in one run: run both orders (swap --a and --b).
import fs from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/engines/free-port.mjs';
import { startUncachedCms } from './uncached-cms.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

if (process.argv.includes('--serve')) await serve(option('root'), option('work-dir'), option('port'));
else await compare();

/** Child: one build's CMS, uncached, as bench/graphql-queries.mjs boots it; answers CPU and SQL counts over IPC. */
async function serve(root, workDir, port) {
  const cmsDir = path.join(root, 'apps', 'cms');
  const strapi = await startUncachedCms(cmsDir, workDir, port);
  let sqlQueries = 0;
  strapi.db.connection.on('query', () => {
    sqlQueries += 1;
  });
  process.on('message', async (message) => {
    if (message === 'usage') {
      const cpu = process.cpuUsage();
      process.send({
        cpu: cpu.user + cpu.system,
        sqlQueries,
        heapMB: Math.round(process.memoryUsage().heapUsed / 1e6),
      });
    } else if (message === 'stop') {
      await strapi.destroy();
      process.exit(0);
    }
  });
  process.send('ready');
}

async function compare() {
  const operation = option('operation', 'AudiencesAndProgrammes');
  const variables = JSON.parse(option('variables', '{}'));
  const rounds = Number(option('rounds', 8));
  const builds = {
    A: { root: path.resolve(option('a')), workDir: path.resolve(option('a-work-dir')) },
    B: { root: path.resolve(option('b')), workDir: path.resolve(option('b-work-dir')) },
  };
  const script = fileURLToPath(import.meta.url);

  /** The operation's document as the web app of `root` sends it (apps/web/src/gql/graphql.ts). */
  const documentOf = (root) => {
    const { print } = createRequire(path.join(root, 'apps', 'cms', 'package.json'))('graphql');
    const source = fs.readFileSync(path.join(root, 'apps/web/src/gql/graphql.ts'), 'utf8');
    const match = source.match(
      new RegExp(`^export const ${operation}Document = (\\{.*\\}) as unknown as DocumentNode`, 'm'),
    );
    if (!match) throw new Error(`No ${operation}Document in ${root}/apps/web/src/gql/graphql.ts`);
    return print(JSON.parse(match[1]));
  };

  // One boot after the other: each compiles its build and reads its schema.
  for (const build of Object.values(builds)) {
    build.port = await freePort();
    build.child = fork(script, ['--serve', '--root', build.root, '--work-dir', build.workDir, '--port', build.port], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      build.child.once('message', resolve);
      build.child.once('exit', (code) => reject(new Error(`${build.root}: the CMS exited (${code})`)));
    });
    const signIn = await fetch(`http://127.0.0.1:${build.port}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'subscriber@example.com', password: 'Teacher123' }),
    }).then((response) => response.json());
    if (!signIn.jwt) throw new Error(`Sign-in failed: ${JSON.stringify(signIn)}`);
    build.token = signIn.jwt;
    build.body = JSON.stringify({ operationName: operation, query: documentOf(build.root), variables });
  }
  if (builds.A.body !== builds.B.body)
    console.log(`Note: the two builds' web apps send different ${operation} documents.`);

  const post = async (build) => {
    const response = await fetch(`http://127.0.0.1:${build.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${build.token}` },
      body: build.body,
    });
    const text = await response.text();
    if (!response.ok || text.includes('"errors"')) throw new Error(`${build.root}: ${text.slice(0, 300)}`);
    return text;
  };
  const usage = (build) =>
    new Promise((resolve) => {
      build.child.once('message', resolve);
      build.child.send('usage');
    });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const SEQUENTIAL = 300;
  const CONNECTIONS = 50;

  for (let i = 0; i < 200; i += 1) for (const build of Object.values(builds)) await post(build); // JIT, sign-in memos
  const rows = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? ['B', 'A'] : ['A', 'B'];
    const times = { A: [], B: [] };
    const before = { A: await usage(builds.A), B: await usage(builds.B) };
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      for (const name of order) {
        const started = performance.now();
        await post(builds[name]);
        times[name].push(performance.now() - started);
      }
    }
    const after = { A: await usage(builds.A), B: await usage(builds.B) };
    const rps = {};
    for (const name of order) {
      const until = Date.now() + 2000;
      let done = 0;
      const connection = async () => {
        while (Date.now() < until) {
          await post(builds[name]);
          done += 1;
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, connection));
      rps[name] = done / 2;
    }
    const row = { round: round + 1, load: Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]) };
    for (const name of ['A', 'B']) {
      row[`${name} median ms`] = Math.round(median(times[name]) * 100) / 100;
      row[`${name} CPU ms`] = Math.round((after[name].cpu - before[name].cpu) / 10 / SEQUENTIAL) / 100;
      row[`${name} SQL`] = Math.round(((after[name].sqlQueries - before[name].sqlQueries) / SEQUENTIAL) * 10) / 10;
      row[`${name} rps@${CONNECTIONS}`] = rps[name];
    }
    rows.push(row);
  }
  console.log(`${operation}: A ${builds.A.root}, B ${builds.B.root}`);
  console.table(rows);
  const summary = {};
  for (const name of ['A', 'B']) {
    summary[name] = {
      'median ms': median(rows.map((row) => row[`${name} median ms`])),
      'CPU ms / request': median(rows.map((row) => row[`${name} CPU ms`])),
      [`rps@${CONNECTIONS}`]: median(rows.map((row) => row[`${name} rps@${CONNECTIONS}`])),
      'heap MB': (await usage(builds[name])).heapMB,
    };
  }
  const slowerB = rows.filter((row) => row['B median ms'] > row['A median ms']).length;
  console.table(summary);
  console.log(`B slower than A (sequential median) in ${slowerB} of ${rows.length} rounds.`);
  for (const build of Object.values(builds)) build.child.send('stop');
}
