#!/usr/bin/env node
// `npm run test:scale`: builds the product if needed, starts the topology of topology.mjs (PostgreSQL, Redis and the
// S3 stand-in, two CMS processes started one after the other, HAProxy in front), runs the end-to-end journeys through
// the proxy and the checks of checks.mjs, and stops everything; then the CMS's generated walks whole (CMS_SWEEPS of
// scripts/test-plan.mjs: `npm test` asks one probe of each kind), on SQLite and on the engines. Extra arguments go to
// the journeys' Vitest. Ends with one summary line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runJourneys, startJourneyBoundary } from '../../e2e/run-e2e.mjs';
import {
  editorChangeSeenAcrossProcesses,
  proxyServesAssetsWithLongCache,
  proxySpreadsRequests,
  pupilsFollowTeacherAcrossProcesses,
  scheduledPublicationAppearsOnce,
  scheduledJobRanOncePerTick,
} from './checks.mjs';
import { startScaleTopology } from './topology.mjs';
import { startScaledEngines } from '../engines/scaled-configuration.mjs';
import { CMS_SWEEPS, CMS_TESTS_ON_ENGINES } from '../test-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const totals = { passed: 0, failed: 0 };
const failedSteps = [];

async function check(label, run) {
  console.log(`\n▶ ${label}`);
  try {
    console.log(`✔ ${label}: ${await run()}`);
    totals.passed += 1;
  } catch (error) {
    console.log(`✘ ${label}: ${error.message}`);
    totals.failed += 1;
    failedSteps.push(label);
  }
}

const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Building the product failed');
  process.exit(1);
}

const boundary = await startJourneyBoundary();
let topology;
try {
  topology = await startScaleTopology({ processes: 2, extraEnv: (url) => boundary.productEnv(url) });
} catch (error) {
  boundary.close();
  console.error(`\n✘ Starting the topology failed: ${error.message}`);
  process.exit(1);
}

await check('The proxy answers the web app and its health check', async () => {
  const page = await fetch(`${topology.url}/`);
  const health = await fetch(`${topology.url}/_health`);
  if (!page.ok || !health.ok) throw new Error(`/ answered ${page.status}, /_health ${health.status}`);
  return `/ ${page.status}, /_health ${health.status}`;
});
await check('An editor’s change on one process is seen at once on the other', () =>
  editorChangeSeenAcrossProcesses(topology),
);
await check('A pupil on each process follows a teacher’s slide changes made on either (class sessions)', () =>
  pupilsFollowTeacherAcrossProcesses(topology),
);
await check('HAProxy serves /assets/* with long cache headers', () => proxyServesAssetsWithLongCache(topology));
await check('A CPD session scheduled a minute ahead appears at that time, published once', () =>
  scheduledPublicationAppearsOnce(topology),
);

console.log(`\n▶ End-to-end journeys through HAProxy (${topology.url})`);
const report = path.join(topology.workDir, 'journeys.json');
const status = await runJourneys({
  baseUrl: topology.url,
  boundary,
  workDir: topology.workDir,
  // The class-session journey puts a pupil on each process (their own addresses) beside the teacher behind HAProxy.
  // The catalogue sweeps run whole here (e2e/support/sweep.ts); npm test runs their sample.
  env: { E2E_PROCESS_URLS: topology.processes.map((cms) => cms.url).join(' '), E2E_SWEEP: 'every' },
  args: ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
});
if (fs.existsSync(report)) {
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  if (status !== 0 && summary.numFailedTests === 0) totals.failed += 1;
} else if (status !== 0) {
  totals.failed += 1;
}
if (status !== 0) failedSteps.push('End-to-end journeys through HAProxy');
console.log(`${status === 0 ? '✔' : '✘'} End-to-end journeys through HAProxy`);

await check('HAProxy spread the requests over both processes', () => proxySpreadsRequests(topology));
await check('The subscription job ran once per tick across the processes', () => scheduledJobRanOncePerTick(topology));

const figures = topology.figures();
console.log(
  `\nCost of the processes: ${Object.entries(figures.residentMb)
    .map(([name, mb]) => `${name} ${mb} MB resident`)
    .join(', ')}; ${figures.postgresConnections} PostgreSQL connections` +
    (figures.redisConnections === undefined ? '' : `, ${figures.redisConnections} Redis connections`),
);

if (failedSteps.length) {
  for (const cms of topology.processes) {
    const log = fs.readFileSync(cms.logFile, 'utf8').split('\n');
    console.error(`\nLast lines of ${cms.name}'s log:\n${log.slice(-30).join('\n')}`);
  }
}
await topology.stop();
boundary.close();

/** Runs CMS integration test files whole (CMS_SWEEP=every) and adds their counts to the totals. */
async function cmsSweep(label, files, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const report = path.join(topology.workDir, `${label.replace(/\W+/g, '_')}.json`);
  const status = await new Promise((resolve) => {
    const child = spawn(
      'npm',
      [
        'test',
        '-w',
        'apps/cms',
        '--',
        '--project=cms',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...files.map((file) => `tests/${file}`),
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          STRAPI_TELEMETRY_DISABLED: 'true',
          CMS_COMPILED: 'true',
          CMS_SWEEP: 'every',
          ...extraEnv,
        },
      },
    );
    child.on('close', resolve);
  });
  const summary = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  totals.passed += summary?.numPassedTests ?? 0;
  totals.failed += summary?.numFailedTests ?? 0;
  if (status !== 0 && !summary?.numFailedTests) totals.failed += 1;
  if (status !== 0) failedSteps.push(label);
  console.log(`${status === 0 ? '✔' : '✘'} ${label}`);
}

const sweeps = Object.keys(CMS_SWEEPS);
await cmsSweep('The CMS’s generated walks whole, on SQLite', sweeps);
const sweepsOnEngines = sweeps.filter((file) => file in CMS_TESTS_ON_ENGINES);
let engines;
try {
  engines = await startScaledEngines();
  const { DATABASE_URL, ...others } = engines.productEnv('cms_sweeps');
  await cmsSweep(`The CMS’s generated walks whole, on ${engines.names}`, sweepsOnEngines, {
    TEST_DATABASE_URL: DATABASE_URL,
    ...others,
  });
} catch (error) {
  console.log(`✘ Starting the engines for the CMS's walks failed: ${error.message}`);
  totals.failed += 1;
  failedSteps.push('The CMS’s generated walks on the engines');
} finally {
  await engines?.stop();
}
console.log(failedSteps.length ? `\nFailed: ${failedSteps.join('; ')}` : '\nEvery step passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
