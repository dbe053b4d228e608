#!/usr/bin/env node
// `npm run test:strapi-latest`: the upgrade canary. Copies this repository (tracked and new files, without
// node_modules or builds) to a scratch folder, sets every @strapi/* dependency to the newest release of its 5.x line,
// installs there and runs the CMS suite against it. A hook of apps/cms/src/strapi-internals that the new release no
// longer has stops the CMS at start-up with its name, so the suite fails loudly. Prints a summary (and writes it to
// summary.json in the scratch folder); exits non-zero when the install or a test fails. Not part of `npm test`: it
// downloads a release, and takes a while.
//   STRAPI_LATEST_DIR  the scratch folder (default: /tmp/strapi-latest), emptied first
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = path.resolve(process.env.STRAPI_LATEST_DIR || path.join(os.tmpdir(), 'strapi-latest'));
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };

function run(command, args, options = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { env, encoding: 'utf8', ...options });
}

/** The files of the working tree that git would keep: tracked ones and new ones not ignored. */
function repositoryFiles() {
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => file && fs.existsSync(path.join(root, file)));
}

const versionParts = (version) => version.split('.').map(Number);
const newer = (a, b) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] > y[i] ? a : b;
  return a;
};

/** The newest release of `name` in the 5.x line (no pre-releases), or null when the package has none. */
function newest5(name) {
  const viewed = run('npm', ['view', `${name}@^5`, 'version', '--json'], { cwd: scratch });
  if (viewed.status !== 0 || !viewed.stdout.trim()) return null;
  const found = JSON.parse(viewed.stdout);
  const versions = Array.isArray(found) ? found : [found];
  return versions.length ? versions.reduce(newer) : null;
}

/** Every package.json of the workspace: the root and each workspace folder. */
function manifests() {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(scratch, 'package.json'), 'utf8'));
  const folders = (rootManifest.workspaces ?? []).map((folder) => path.join(scratch, folder));
  return [scratch, ...folders].map((folder) => path.join(folder, 'package.json')).filter(fs.existsSync);
}

function setStrapiVersions() {
  const changes = [];
  const latest = new Map();
  for (const file of manifests()) {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, wanted] of Object.entries(manifest[field] ?? {})) {
        if (!name.startsWith('@strapi/')) continue;
        if (!latest.has(name)) latest.set(name, newest5(name));
        const version = latest.get(name);
        const where = path.relative(scratch, file);
        if (!version) changes.push({ name, where, from: wanted, to: wanted, note: 'no 5.x release: kept' });
        else {
          manifest[field][name] = version;
          changes.push({ name, where, from: wanted, to: version });
        }
      }
    }
    fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return changes;
}

/** Runs the CMS suite with a JSON report, and reads its counts. */
function cmsSuite() {
  const report = path.join(scratch, 'cms-report.json');
  const args = ['test', '-w', 'apps/cms', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const result = run('npm', args, { cwd: scratch, stdio: 'inherit' });
  const counts = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : null;
  return {
    ok: result.status === 0,
    passed: counts?.numPassedTests ?? 0,
    failed: counts?.numFailedTests ?? (result.status === 0 ? 0 : 1),
    failures: (counts?.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(scratch, file.name)}: ${test.fullName}`),
    ),
  };
}

const started = Date.now();
fs.rmSync(scratch, { recursive: true, force: true });
fs.mkdirSync(scratch, { recursive: true });
for (const file of repositoryFiles()) {
  fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  fs.cpSync(path.join(root, file), path.join(scratch, file));
}
console.log(`Copied the repository to ${scratch}`);

const changes = setStrapiVersions();
for (const change of changes) {
  console.log(
    `  ${change.where}: ${change.name} ${change.from} -> ${change.to}${change.note ? ` (${change.note})` : ''}`,
  );
}

// The lock file stays, so only the Strapi packages (and what they pin) move.
const install = run('npm', ['install', '--no-audit', '--no-fund'], { cwd: scratch, stdio: 'inherit' });
const suite = install.status === 0 ? cmsSuite() : null;

const summary = {
  ranAt: new Date().toISOString(),
  minutes: Math.round((Date.now() - started) / 60_000),
  strapi: changes.find((change) => change.name === '@strapi/strapi')?.to ?? null,
  changes,
  install: install.status === 0 ? 'ok' : `failed (exit ${install.status})`,
  cms: suite && { passed: suite.passed, failed: suite.failed, failures: suite.failures },
};
fs.writeFileSync(path.join(scratch, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log(`\nStrapi ${summary.strapi ?? '(not found)'}: install ${summary.install}`);
if (suite) {
  console.log(`CMS suite: ${suite.passed} passed, ${suite.failed} failed`);
  for (const failure of suite.failures) console.log(`  ✘ ${failure}`);
}
console.log(`Summary: ${path.join(scratch, 'summary.json')}`);
process.exit(install.status === 0 && suite?.ok ? 0 : 1);
