#!/usr/bin/env node
// `npm test`: type-checks and lints both apps, then runs the web unit tests, the CMS integration tests
// (a real Strapi on a throw-away SQLite file) and the end-to-end journeys (Debian's Chromium over the
// started product). Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
function vitest(label, workspace, extraArgs = []) {
  const report = path.join(reportDir, `${workspace.replace(/\W/g, '_')}.json`);
  const ok = run(label, 'npm', [
    'test',
    '-w',
    workspace,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ]);
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

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: install Debian's chromium package (apt-get install chromium).");
    return false;
  }
  console.log("Installing Debian's chromium for the end-to-end suite…");
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get update', 'apt-get', ['update'], { env: aptEnv, stdio: ['ignore', 'inherit', 'inherit'] }) &&
    run('apt-get install chromium', 'apt-get', ['install', '-y', 'chromium'], {
      env: aptEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  );
}

const staticChecks = [
  run('Type-check (cms, web, e2e)', 'npm', ['run', 'typecheck']),
  run('Lint (cms, web)', 'npm', ['run', 'lint']),
  run('Format check (prettier)', 'npx', ['prettier', '--check', '.']),
];
totals.passed += staticChecks.filter(Boolean).length;
totals.failed += staticChecks.filter((ok) => !ok).length;

vitest('Web unit tests (Vitest, Testing Library, MSW)', 'apps/web');
vitest('CMS integration tests (Strapi on a throw-away SQLite file)', 'apps/cms');

if (ensureChromium() && run('Build the product', 'node', ['scripts/start.mjs', '--build-only'])) {
  vitest('End-to-end journeys (Chromium over the started product)', 'e2e');
} else {
  totals.failed += 1;
}

fs.rmSync(reportDir, { recursive: true, force: true });
console.log(failedSteps.length ? `\nFailed: ${failedSteps.join('; ')}` : '\nEvery step passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
