#!/usr/bin/env node
// `npm test`: type-checks and lints both apps, then runs the web unit tests, the CMS integration tests
// (a real Strapi on a throw-away SQLite file) and the end-to-end journeys (Debian's Chromium over the
// started product); then the CMS integration tests and the journeys again in the scaled configuration
// (PostgreSQL, and Redis and S3 storage once their engines exist: scripts/engines/scaled-configuration.mjs),
// each on a fresh database of a throw-away cluster. Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from './engines/debian.mjs';
import { startScaledEngines } from './engines/scaled-configuration.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  if (!ok) failedSteps.push(label);
  return ok;
}

/** Runs a vitest suite and adds its counts from the JSON report to the totals. */
function vitest(label, workspace, { extraArgs = [], extraEnv = {} } = {}) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '_')}.json`);
  const ok = run(
    label,
    'npm',
    [
      'test',
      '-w',
      workspace,
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ],
    { env: { ...env, ...extraEnv } },
  );
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + (summary.numTodoTests ?? 0);
    if (!ok && summary.numFailedTests === 0) totals.failed += 1;
  } else if (!ok) {
    totals.failed += 1;
  }
}

const staticChecks = [
  run('Type-check (cms, web, e2e)', 'npm', ['run', 'typecheck']),
  run('Lint (cms, web)', 'npm', ['run', 'lint']),
  run('Format check (prettier)', 'npx', ['prettier', '--check', '.']),
];
totals.passed += staticChecks.filter(Boolean).length;
totals.failed += staticChecks.filter((ok) => !ok).length;

// The browser and the engines of the scaled pass, from Debian, installed when missing (as root).
const enginesInstalled = ensureDebianPackages(['chromium', 'postgresql', 'redis-server']);

vitest('Web unit tests (Vitest, Testing Library, MSW)', 'apps/web');
vitest('CMS integration tests (Strapi on a throw-away SQLite file)', 'apps/cms');

const built = enginesInstalled && run('Build the product', 'node', ['scripts/start.mjs', '--build-only']);
if (built) {
  vitest('End-to-end journeys (Chromium over the started product on SQLite)', 'e2e');
} else {
  if (!enginesInstalled) failedSteps.push('Install the Debian packages');
  totals.failed += 1;
}

// The scaled configuration: the same suites on the engines several CMS processes share.
if (enginesInstalled) {
  let engines;
  try {
    engines = await startScaledEngines();
  } catch (error) {
    console.error(`\n✘ Starting the engines of the scaled configuration failed: ${error.message}`);
    failedSteps.push('Start the engines of the scaled configuration');
    totals.failed += 1;
  }
  if (engines) {
    // TEST_DATABASE_URL: the suites' own throw-away database (they never touch a DATABASE_URL of the environment).
    const scaledEnv = (database) => {
      const { DATABASE_URL, ...others } = engines.productEnv(database);
      return { TEST_DATABASE_URL: DATABASE_URL, ...others };
    };
    vitest(`CMS integration tests on ${engines.names}`, 'apps/cms', { extraEnv: scaledEnv('cms_tests') });
    if (built) vitest(`End-to-end journeys on ${engines.names}`, 'e2e', { extraEnv: scaledEnv('e2e_journeys') });
    await engines.stop();
  }
}

fs.rmSync(reportDir, { recursive: true, force: true });
console.log(failedSteps.length ? `\nFailed: ${failedSteps.join('; ')}` : '\nEvery step passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
