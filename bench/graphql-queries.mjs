#!/usr/bin/env node
// "Uncached queries made cheaper": the SQL queries and the time of the web app's heaviest GraphQL operations, as an
// active subscriber, straight through Strapi (no response cache). Boots the CMS in this process on a throw-away
// SQLite database (the first boot seeds the demo content), counts knex's `query` events per request, times
// sequential requests, then measures requests per second with 50 connections from a worker thread.
// Usage: `flock /tmp/heavy.lock node bench/graphql-queries.mjs [--runs N] [--seconds S] [--work-dir DIR]
//         [--save FILE | --compare FILE] [--only OPERATION] [--print-sql OPERATION]`
// --work-dir keeps the database between runs (same ids), so --save on one build and --compare on another prove
// that both answer every operation identically.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { freePort } from '../scripts/engines/free-port.mjs';
import { startUncachedCms } from './uncached-cms.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'apps', 'cms');
const require = createRequire(path.join(cmsDir, 'package.json'));
const { print } = require('graphql');

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const runs = Number(option('runs', 20));
const seconds = Number(option('seconds', 5));
const CONNECTIONS = 50;
const keptDir = option('work-dir');
const saveFile = option('save');
const compareFile = option('compare');
const printSql = option('print-sql');
const only = option('only');

/** The operations' documents as the web app sends them: the generated ASTs of apps/web/src/gql/graphql.ts. */
function webDocument(name) {
  const source = fs.readFileSync(path.join(root, 'apps/web/src/gql/graphql.ts'), 'utf8');
  const match = source.match(new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`, 'm'));
  if (!match) throw new Error(`No ${name}Document in apps/web/src/gql/graphql.ts`);
  return print(JSON.parse(match[1]));
}

const workDir = keptDir ? path.resolve(keptDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-graphql-'));
fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const strapi = await startUncachedCms(cmsDir, workDir, port);
let sqlQueries = 0;
let sqlLog;
strapi.db.connection.on('query', (query) => {
  sqlQueries += 1;
  sqlLog?.push(query.sql);
});

async function post(body, token) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const result = await response.json();
  if (result.errors) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data;
}

const login = await fetch(`${baseUrl}/api/auth/local`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ identifier: 'subscriber@example.com', password: 'Teacher123' }),
}).then((response) => response.json());
const token = login.jwt;
if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(login)}`);

// The biggest lesson (most activities with slideshows) and the biggest unit: the worst cases the web app asks for.
const { lessons } = await post(
  { query: '{ lessons(pagination: { limit: 500 }) { documentId activities { id } activity_pool { documentId } } }' },
  token,
);
const lessonSize = (lesson) => lesson.activities.length + lesson.activity_pool.length;
const biggestLesson = lessons.reduce((best, lesson) => (lessonSize(lesson) > lessonSize(best) ? lesson : best));
const { schemes } = await post(
  { query: '{ schemes(pagination: { limit: 500 }) { documentId programme { slug } lessons { documentId } } }' },
  token,
);
const biggestScheme = schemes
  .filter((scheme) => scheme.programme && scheme.lessons.length > 0)
  .reduce((best, scheme) => (scheme.lessons.length > best.lessons.length ? scheme : best));

const CASES = [
  {
    name: 'LessonSlideShow',
    variables: { lessonId: biggestLesson.documentId, customSchemeId: '', customUnit: false },
  },
  { name: 'AudiencesAndProgrammes', variables: {} },
  {
    name: 'SchemeLessonsQuery',
    variables: {
      lessonId: biggestScheme.lessons[0].documentId,
      schemeId: biggestScheme.documentId,
      programmeSlug: biggestScheme.programme.slug,
      customUnit: false,
    },
  },
  { name: 'AudioLibraries', variables: { audienceSlug: '', everyAudience: true } },
]
  .filter((entry) => !only || entry.name === only)
  .map((entry) => ({
    ...entry,
    body: { operationName: entry.name, query: webDocument(entry.name), variables: entry.variables },
  }));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function requestsPerSecond(body) {
  const worker = new Worker(
    `
      const { parentPort, workerData } = require('node:worker_threads');
      const { url, token, body, connections, seconds } = workerData;
      const until = Date.now() + seconds * 1000;
      let done = 0;
      const connection = async () => {
        while (Date.now() < until) {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
            body: JSON.stringify(body),
          });
          await response.arrayBuffer();
          if (!response.ok) throw new Error('HTTP ' + response.status);
          done += 1;
        }
      };
      Promise.all(Array.from({ length: connections }, connection)).then(() => parentPort.postMessage(done / seconds));
    `,
    { eval: true, workerData: { url: `${baseUrl}/graphql`, token, body, connections: CONNECTIONS, seconds } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const answers = {};
const rows = [];
for (const entry of CASES) {
  answers[entry.name] = await post(entry.body, token); // warm-up: permissions, schema, JIT
  const queries = [];
  const times = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) {
    sqlQueries = 0;
    const started = performance.now();
    await post(entry.body, token);
    times.push(performance.now() - started);
    queries.push(sqlQueries);
  }
  // CPU time (server and client, one process) per request: steadier than wall time on a shared machine.
  const cpu = process.cpuUsage(cpuBefore);
  if (printSql === entry.name) {
    sqlLog = [];
    await post(entry.body, token);
    console.log(sqlLog.join('\n'));
    sqlLog = undefined;
  }
  const rps = seconds > 0 ? await requestsPerSecond(entry.body) : NaN;
  rows.push({
    operation: entry.name,
    'SQL queries': median(queries),
    'median ms': Math.round(median(times)),
    'CPU ms': Math.round((cpu.user + cpu.system) / 1000 / runs),
    [`rps @${CONNECTIONS}`]: Math.round(rps * 10) / 10,
    'response KB': Math.round(JSON.stringify(answers[entry.name]).length / 1024),
  });
}

console.log(`lesson ${biggestLesson.documentId}, scheme ${biggestScheme.documentId}; ${runs} sequential runs each`);
console.table(rows);

let exitCode = 0;
if (saveFile) fs.writeFileSync(saveFile, JSON.stringify(answers));
if (compareFile) {
  const reference = JSON.parse(fs.readFileSync(compareFile, 'utf8'));
  for (const entry of CASES) {
    const same = isDeepStrictEqual(reference[entry.name], answers[entry.name]);
    console.log(`${entry.name}: ${same ? 'same answer as' : 'DIFFERENT answer from'} ${compareFile}`);
    if (!same) exitCode = 1;
  }
}

await strapi.destroy();
if (!keptDir) fs.rmSync(workDir, { recursive: true, force: true });
process.exit(exitCode);
