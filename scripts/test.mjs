#!/usr/bin/env node
// `npm test`: every suite, in three lanes side by side on the machine's two cores (each lane's steps in order):
//   checks:  type-check, lint, format check, then the web unit tests (Vitest, Testing Library, MSW), then the CMS
//            integration tests that prove an engine's part on PostgreSQL, Redis and S3 storage;
//   CMS:     build the product once (server, admin panel, web app), seed the demo content once into a SQLite template
//            (scripts/test-template.mjs), then the CMS integration tests on a throw-away copy of it;
//   browser: once the template is seeded, the journeys in Chromium's headless shell over the product started on a copy
//            of it.
// The journeys that prove an engine's part on PostgreSQL, Redis and S3 storage follow the CMS or the browser lane,
// whichever ends first.
// The passes on the engines start from one seeding too: the first to begin seeds a PostgreSQL and S3 template, and
// each restores it into its own cluster and bucket. Which tests run on the engines, and why: scripts/test-plan.mjs.
// Each step's output goes to .test-reports/logs and is printed when the step ends; .test-reports/timings.md tells where
// the time went (the slowest files of each suite, tests near their time-out). Ends with one summary line: "N passed, N
// failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from './engines/debian.mjs';
import { startScaledEngines } from './engines/scaled-configuration.mjs';
import { CMS_TESTS_ON_ENGINES, JOURNEYS_ON_ENGINES } from './test-plan.mjs';
import { restoreEnginesTemplate } from './test-template.mjs';
import { processorsFile, timingReport } from './test-report/summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(root, '.test-reports');
const logDir = path.join(reportDir, 'logs');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(logDir, { recursive: true });
const timingReporter = path.join(root, 'scripts', 'test-report', 'timing-reporter.mjs');
// CMS_COMPILED: the CMS was compiled by the build step, so the suites that boot it do not compile it again at once.
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', FORCE_COLOR: '0', CMS_COMPILED: 'true' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const steps = [];
const suites = [];
const runStarted = Date.now();
/** The machine's processor counters (jiffies): busy and all, from /proc/stat's first line; undefined elsewhere. */
function processorCounters() {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = values[3] + (values[4] ?? 0);
  const all = values.reduce((sum, value) => sum + value, 0);
  return { busy: all - idle, all };
}
// How busy the whole machine was, minute by minute: what the steps' own counts miss (the engines' servers, a product
// started detached) is in it. At 100 % the run is bound by processor time, and only less work makes it shorter.
const machineMinutes = [];
let lastCounters = processorCounters();
const machineSampler = setInterval(() => {
  const counters = processorCounters();
  if (counters && lastCounters)
    machineMinutes.push((counters.busy - lastCounters.busy) / (counters.all - lastCounters.all));
  lastCounters = counters;
}, 60_000);
const runCounters = lastCounters;
const clock = () => `${((Date.now() - runStarted) / 1000).toFixed(0).padStart(4)} s`;

/** The processor time (user and system, in ms) bash's `time` wrote for a step, or undefined. */
function processorTime(cpuFile) {
  const [user, system] = (fs.existsSync(cpuFile) ? fs.readFileSync(cpuFile, 'utf8') : '')
    .trim()
    .split(/\s+/)
    .map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? Math.round((user + system) * 1000) : undefined;
}

/** Runs one step with its output in a log file; prints the log's end (all of it when the step fails). */
function run(label, command, args, { extraEnv = {} } = {}) {
  const logFile = path.join(logDir, `${label.replace(/\W+/g, '_')}.log`);
  const log = fs.openSync(logFile, 'w');
  console.log(`[${clock()}] ▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    // bash's `time` adds up the processor time of the step and every process under it (its report goes to cpuFile),
    // which tells where the machine's two cores went, whatever ran beside the step.
    const cpuFile = `${logFile}.cpu`;
    const child = spawn(
      'bash',
      ['-c', 'TIMEFORMAT="%U %S"; { time "$@" 2>&4; } 4>&2 2>"$CPU_FILE"', 'bash', command, ...args],
      { cwd: root, env: { ...env, ...extraEnv, CPU_FILE: cpuFile }, stdio: ['ignore', log, log] },
    );
    child.on('close', (status) => {
      fs.closeSync(log);
      const ms = Date.now() - started;
      const ok = status === 0;
      steps.push({ label, ms, cpuMs: processorTime(cpuFile) });
      const output = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n');
      const shown = ok ? output.slice(-6) : output.slice(-400);
      console.log(
        `[${clock()}] ${ok ? '✔' : '✘'} ${label} (${(ms / 1000).toFixed(1)} s; log ${path.relative(root, logFile)})`,
      );
      console.log(shown.map((line) => `    ${line}`).join('\n'));
      if (!ok) failedSteps.push(label);
      resolve(ok);
    });
  });
}

/** Runs a Vitest suite and adds its counts (from the timing reporter's file) to the totals. */
async function vitest(label, workspace, { args = [], extraEnv = {} } = {}) {
  const file = path.join(reportDir, `${label.replace(/\W+/g, '_')}.json`);
  suites.push({ label, file });
  const ok = await run(
    label,
    'npm',
    ['test', '-w', workspace, '--', '--reporter=default', `--reporter=${timingReporter}`, ...args],
    { extraEnv: { ...extraEnv, TIMING_REPORT_FILE: file, JOURNEY_PROCESSORS_FILE: processorsFile(file) } },
  );
  if (fs.existsSync(file)) {
    const { counts } = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (!ok && counts.failed === 0) totals.failed += 1;
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

/** A step that is not a test suite counts as one test. */
async function check(label, command, args) {
  const ok = await run(label, command, args);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  return ok;
}

/** The files of the plan, each of which must exist (a renamed file must not lose its run on the engines). */
function planned(folder, plan) {
  const missing = Object.keys(plan).filter((entry) => !fs.existsSync(path.join(root, folder, entry)));
  if (missing.length) throw new Error(`scripts/test-plan.mjs names files that ${folder} lacks: ${missing.join(', ')}`);
  return Object.keys(plan);
}

/**
 * The demo content seeded once on PostgreSQL and S3 for both passes on the engines (scripts/test-template.mjs
 * --engines), by whichever pass comes first: true when it was, false when seeding failed (each pass then seeds its
 * own).
 */
let enginesTemplate;
const enginesTemplateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-template-engines-'));
const seedEnginesTemplate = () =>
  (enginesTemplate ??= check('Seed the demo content once (PostgreSQL and S3 template)', 'node', [
    'scripts/test-template.mjs',
    '--engines',
    enginesTemplateDir,
  ]));

/**
 * The engines of the scaled configuration, one set per lane so that two passes at once share no cluster, cache or
 * bucket, with the engines' template restored into them.
 */
async function scaledEnvironment(database) {
  const seeded = await seedEnginesTemplate();
  const engines = await startScaledEngines();
  const { DATABASE_URL, ...others } = engines.productEnv(database);
  let templateEnv = {};
  if (seeded && engines.s3) {
    restoreEnginesTemplate(enginesTemplateDir, { postgres: engines.postgres, s3: engines.s3, database });
    templateEnv = { TEST_TEMPLATE_DIR: enginesTemplateDir };
  }
  // TEST_DATABASE_URL: the suites' own throw-away database (they never touch a DATABASE_URL of the environment).
  return { engines, extraEnv: { TEST_DATABASE_URL: DATABASE_URL, ...others, ...templateEnv } };
}

async function onEngines(label, lane) {
  let scaled;
  try {
    scaled = await scaledEnvironment(label);
  } catch (error) {
    console.error(`\n✘ Starting the engines of the scaled configuration failed: ${error.message}`);
    failedSteps.push(`Start the engines (${label})`);
    totals.failed += 1;
    return;
  }
  try {
    await lane(scaled);
  } finally {
    await scaled.engines.stop();
  }
}

const cmsOnEngines = planned('apps/cms/tests', CMS_TESTS_ON_ENGINES);
const journeysOnEngines = planned('e2e/journeys', JOURNEYS_ON_ENGINES);
const journeysOnSqlite = fs
  .readdirSync(path.join(root, 'e2e', 'journeys'))
  .filter((file) => file.endsWith('.test.ts') && !journeysOnEngines.includes(file));

/**
 * `npm test`'s journeys drive Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium
 * release without the full browser's windowing, the build Playwright itself runs headless by default): a third less
 * processor time than the full browser for the same journeys (README "Which tests run where").
 * `npm run test:scale`'s every journey drives the full /usr/bin/chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// The browsers and the engines of the scaled pass, from Debian, installed when missing (as root).
const enginesInstalled = ensureDebianPackages(['chromium', 'chromium-headless-shell', 'postgresql', 'redis-server']);
if (!enginesInstalled) {
  failedSteps.push('Install the Debian packages');
  totals.failed += 1;
}

let announceBuilt;
const built = new Promise((resolve) => (announceBuilt = resolve));
// The demo content seeded once for the passes on SQLite (scripts/test-template.mjs): the environment that points
// them at it, {} when seeding it failed (each pass then seeds its own), or undefined when the build failed.
let announceTemplate;
const templated = new Promise((resolve) => (announceTemplate = resolve));
const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-template-'));

// The CMS's pass on the engines follows the web unit tests: the three lanes then end at about the same time.
const checksLane = async () => {
  await check('Type-check (cms, web, e2e)', 'npm', ['run', 'typecheck']);
  await check('Lint (cms, web)', 'npm', ['run', 'lint']);
  await check('Format check (prettier)', 'npx', ['prettier', '--check', '.']);
  await vitest('Web unit tests (Vitest, Testing Library, MSW)', 'apps/web');
  if (!(await built) || !enginesInstalled) return;
  await onEngines('cms_tests', ({ engines, extraEnv }) =>
    vitest(`CMS integration tests on ${engines.names}`, 'apps/cms', {
      args: cmsOnEngines.map((entry) => `tests/${entry}`),
      extraEnv,
    }),
  );
};

const cmsLane = async () => {
  const ok = await check('Build the product', 'node', ['scripts/start.mjs', '--build-only']);
  announceBuilt(ok);
  if (!ok) return announceTemplate(undefined);
  const seeded = await check('Seed the demo content once (SQLite template)', 'node', [
    'scripts/test-template.mjs',
    templateDir,
  ]);
  const templateEnv = seeded ? { TEST_TEMPLATE_DIR: templateDir } : {};
  announceTemplate(templateEnv);
  await vitest('CMS integration tests (Strapi on a throw-away SQLite file)', 'apps/cms', { extraEnv: templateEnv });
};

const browserLane = async () => {
  const templateEnv = await templated;
  if (!templateEnv || !enginesInstalled) return;
  await vitest('End-to-end journeys (Chromium over the started product on SQLite)', 'e2e', {
    args: journeysOnSqlite.map((file) => `journeys/${file}`),
    extraEnv: { ...templateEnv, CHROMIUM_PATH: HEADLESS_SHELL },
  });
};

/**
 * The journeys on the engines, once the CMS tests or the journeys on SQLite are done, whichever ends first: after the
 * browser lane they made the run's end about 200 s later than the other two (59e7edb's run); after the CMS lane, 80 s
 * later than the browser lane beside a busy loop (f8ddbf5's run: the journeys on SQLite done at 1,009 s, the CMS
 * tests at 1,090 s).
 */
const enginesJourneys = async (firstLaneDone) => {
  await firstLaneDone;
  if (!(await templated) || !enginesInstalled) return;
  await onEngines('e2e_journeys', ({ engines, extraEnv }) =>
    vitest(`End-to-end journeys on ${engines.names}`, 'e2e', {
      args: journeysOnEngines.map((file) => `journeys/${file}`),
      extraEnv: { ...extraEnv, CHROMIUM_PATH: HEADLESS_SHELL },
    }),
  );
};

const cmsDone = cmsLane();
const browserDone = browserLane();
await Promise.all([checksLane(), cmsDone, browserDone, enginesJourneys(Promise.race([cmsDone, browserDone]))]);
fs.rmSync(templateDir, { recursive: true, force: true });
fs.rmSync(enginesTemplateDir, { recursive: true, force: true });

clearInterval(machineSampler);
const endCounters = processorCounters();
const machine = runCounters &&
  endCounters && {
    busy: (endCounters.busy - runCounters.busy) / (endCounters.all - runCounters.all),
    minutes: machineMinutes,
  };
const cpuTotal = steps.reduce((sum, step) => sum + (step.cpuMs ?? 0), 0);
steps.push({ label: 'Whole run', ms: Date.now() - runStarted, cpuMs: cpuTotal });
const report = timingReport(steps, suites, machine);
fs.writeFileSync(path.join(reportDir, 'timings.md'), report.text);
console.log(`\n${report.text}`);
console.log(failedSteps.length ? `Failed: ${failedSteps.join('; ')}` : 'Every step passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
