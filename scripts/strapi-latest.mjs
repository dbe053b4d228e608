#!/usr/bin/env node
// `npm run test:strapi-latest`: the upgrade canary. Copies this repository (tracked and new files, without node_modules
// or builds) to a scratch folder, sets every @strapi/* dependency to the newest complete Strapi 5 release (the newest
// @strapi/strapi whose own @strapi/* packages are all on the registry; each of ours at that version or its newest
// before it), installs there, builds the web app (the suite's server-rendered pages need it: `npm test` builds it
// first) and runs the CMS suite against it. A hook of apps/cms/src/strapi-internals that the new release no longer has
// stops the CMS at start-up with its name, so the suite fails loudly. Prints a summary (and writes it to summary.json
// in the scratch folder); exits non-zero when the install, the build or a test fails. Not part of `npm test`: it
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

/**
 * The files of the working tree that git would keep: tracked ones and new ones not ignored. Never a node_modules or a
 * symbolic link: `node_modules/` in .gitignore matches folders only, so a worktree whose node_modules are links to
 * another checkout's lists them as new files, and a copied link would have the scratch install write into that
 * checkout's node_modules.
 */
function repositoryFiles() {
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => file && !file.split('/').includes('node_modules'))
    .filter((file) => fs.existsSync(path.join(root, file)) && !fs.lstatSync(path.join(root, file)).isSymbolicLink());
}

const versionParts = (version) => version.split('.').map(Number);
const compare = (a, b) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};

/** `npm view` as JSON, or null when the registry has no such package or version. */
function view(spec, field) {
  const viewed = run('npm', ['view', spec, field, '--json'], { cwd: scratch });
  if (viewed.status !== 0 || !viewed.stdout.trim()) return null;
  return JSON.parse(viewed.stdout);
}

/** Every release of `name` in the 5.x line (no pre-releases), oldest first. */
function releases5(name) {
  const found = view(`${name}@^5`, 'version');
  const versions = found === null ? [] : Array.isArray(found) ? found : [found];
  return versions.sort(compare);
}

/**
 * The newest Strapi 5 release that can be installed whole: a release is published package by package, so a registry
 * (or a mirror) may hold @strapi/strapi at a version whose own @strapi/* packages are not there yet. Returns the
 * version and the newer releases passed over, with what each lacked.
 */
function newestCompleteStrapi() {
  const skipped = [];
  for (const version of releases5('@strapi/strapi').reverse()) {
    const dependencies = view(`@strapi/strapi@${version}`, 'dependencies') ?? {};
    const missing = Object.entries(dependencies)
      .filter(([name]) => name.startsWith('@strapi/'))
      .filter(([name, wanted]) => view(`${name}@${wanted}`, 'version') === null)
      .map(([name, wanted]) => `${name}@${wanted}`);
    if (!missing.length) return { version, skipped };
    skipped.push({ version, missing });
  }
  return { version: null, skipped };
}

/** Every package.json of the workspace: the root and each workspace folder. */
function manifests() {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(scratch, 'package.json'), 'utf8'));
  const folders = (rootManifest.workspaces ?? []).map((folder) => path.join(scratch, folder));
  return [scratch, ...folders].map((folder) => path.join(folder, 'package.json')).filter(fs.existsSync);
}

function setStrapiVersions(target) {
  const changes = [];
  const latest = new Map();
  // Each package at the target release, or its newest release before it (a plugin may not move every release).
  const versionFor = (name) =>
    releases5(name)
      .filter((version) => compare(version, target) <= 0)
      .pop() ?? null;
  for (const file of manifests()) {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, wanted] of Object.entries(manifest[field] ?? {})) {
        if (!name.startsWith('@strapi/')) continue;
        if (!latest.has(name)) latest.set(name, versionFor(name));
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

const newest = newestCompleteStrapi();
for (const { version, missing } of newest.skipped) {
  console.log(`  Strapi ${version} is published but incomplete here (missing ${missing.join(', ')}): passed over`);
}
if (!newest.version) {
  console.log('No complete Strapi 5 release found on the registry');
  process.exit(1);
}
const changes = setStrapiVersions(newest.version);
for (const change of changes) {
  console.log(
    `  ${change.where}: ${change.name} ${change.from} -> ${change.to}${change.note ? ` (${change.note})` : ''}`,
  );
}

// The lock file stays, so only the Strapi packages (and what they pin) move.
const install = run('npm', ['install', '--no-audit', '--no-fund'], { cwd: scratch, stdio: 'inherit' });
// The copy has no builds: without the web app's, every server-rendered page the suite asks for is a 404.
const webBuild =
  install.status === 0 ? run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: scratch, stdio: 'inherit' }) : null;
const suite = webBuild?.status === 0 ? cmsSuite() : null;

const summary = {
  ranAt: new Date().toISOString(),
  minutes: Math.round((Date.now() - started) / 60_000),
  strapi: changes.find((change) => change.name === '@strapi/strapi')?.to ?? null,
  passedOver: newest.skipped,
  changes,
  install: install.status === 0 ? 'ok' : `failed (exit ${install.status})`,
  webBuild: webBuild && (webBuild.status === 0 ? 'ok' : `failed (exit ${webBuild.status})`),
  cms: suite && { passed: suite.passed, failed: suite.failed, failures: suite.failures },
};
fs.writeFileSync(path.join(scratch, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log(
  `\nStrapi ${summary.strapi ?? '(not found)'}: install ${summary.install}, web build ${summary.webBuild ?? '-'}`,
);
if (suite) {
  console.log(`CMS suite: ${suite.passed} passed, ${suite.failed} failed`);
  for (const failure of suite.failures) console.log(`  ✘ ${failure}`);
}
console.log(`Summary: ${path.join(scratch, 'summary.json')}`);
process.exit(suite?.ok ? 0 : 1);
