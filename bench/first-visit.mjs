#!/usr/bin/env node
// "A light first visit": Lighthouse (mobile defaults) on the home page, the Primary home and a programme page,
// the bytes a first anonymous visit of / transfers, and the gzip size of the JavaScript / loads.
// Starts the built product (`node scripts/start.mjs` builds first when stale) on a free port with a throw-away
// database and uploads folder, drives Debian's Chromium, prints a table, and exits non-zero when a goal is missed.
// Usage: `node bench/first-visit.mjs [--runs N]` (N Lighthouse runs per page, the median counts; default 3).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../scripts/engines/free-port.mjs';

const GOALS = {
  performance: 90,
  lcpSeconds: 2.5,
  cls: 0.1,
  accessibility: 100,
  bestPractices: 96,
  seo: 96,
  firstVisitKB: 350,
  homeJsGzipKB: 120,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const KB = 1024;

/** The product on a throw-away database, uploads folder and secrets file; resolves once /_health answers. */
async function startProduct(workDir, port) {
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const log = fs.openSync(path.join(workDir, 'product.log'), 'a');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: path.join(workDir, 'bench.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      SECRETS_FILE: path.join(workDir, 'secrets.json'),
      CRON_ENABLED: 'false',
    },
  });
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/_health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    // A stale build comes first, so allow for it.
    if (child.exitCode !== null || Date.now() - started > 900_000) {
      process.stderr.write(fs.readFileSync(path.join(workDir, 'product.log'), 'utf8').slice(-4000));
      throw new Error('the product did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async () => {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)));
  };
}

async function graphqlQuery(baseUrl, query) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The first programme the Primary home links to, as a visitor follows home -> Primary -> a programme. */
async function findProgrammePath(baseUrl) {
  const { audiences } = await graphqlQuery(
    baseUrl,
    `{ audiences { slug featurebox { is_preview programmelink { programme { slug released } } } } }`,
  );
  const primary = audiences.find((audience) => audience.slug === 'primary') ?? audiences[0];
  const box = primary.featurebox.find(
    (candidate) => !candidate.is_preview && candidate.programmelink?.programme?.released,
  );
  if (!box) throw new Error('No released programme on the Primary home');
  return `/${primary.slug}/${box.programmelink.programme.slug}`;
}

/** The size of a response body as sent over the wire for the given Accept-Encoding. */
function encodedSize(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  // FIRST_VISIT_REPORTS=dir keeps each run's full Lighthouse report, to see what a score is made of.
  if (process.env.FIRST_VISIT_REPORTS) {
    fs.mkdirSync(process.env.FIRST_VISIT_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.FIRST_VISIT_REPORTS, name), result.report);
  }
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpSeconds: audits['largest-contentful-paint'].numericValue / 1000,
    cls: audits['cumulative-layout-shift'].numericValue,
    requests: audits['network-requests'].details.items,
  };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-visit-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
let stopProduct = async () => undefined;
let chrome;
let failed = false;
try {
  console.log(`[first-visit] starting the product on ${baseUrl} (building first when stale)…`);
  stopProduct = await startProduct(workDir, port);
  const pages = [
    { label: 'home', path: '/' },
    { label: 'Primary home', path: '/primary' },
    { label: 'programme', path: await findProgrammePath(baseUrl) },
  ];

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  // A warm-up visit, so the CMS's first-answer costs (lazy loading, caches) are not charged to the page.
  for (const page of pages) await audit(`${baseUrl}${page.path}`, chrome.port);

  const rows = [];
  let homeRequests = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(`${baseUrl}${page.path}`, chrome.port));
    const byPerformance = [...results].sort((a, b) => a.performance - b.performance);
    const typical = byPerformance[Math.floor(results.length / 2)];
    if (page.path === '/') homeRequests = typical.requests;
    rows.push({
      page: `${page.label} (${page.path})`,
      performance: typical.performance,
      lcpSeconds: median(results.map((r) => r.lcpSeconds)),
      cls: median(results.map((r) => r.cls)),
      accessibility: typical.accessibility,
      bestPractices: typical.bestPractices,
      seo: typical.seo,
      all: results.map((r) => r.performance).join('/'),
    });
  }

  // A first anonymous visit of /: every request of the cold load, as transferred (compressed, with headers).
  const firstVisitBytes = homeRequests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const byType = {};
  for (const request of homeRequests) {
    byType[request.resourceType] = (byType[request.resourceType] ?? 0) + (request.transferSize ?? 0);
  }
  // The JavaScript / loads, each file as the server sends it to a gzip-only client.
  const scripts = homeRequests.filter((request) => request.resourceType === 'Script');
  let homeJsGzipBytes = 0;
  for (const script of scripts) {
    const { bytes, encoding } = await encodedSize(script.url, 'gzip');
    if (encoding !== 'gzip') console.warn(`[first-visit] ${script.url} was not sent gzip-encoded (${encoding})`);
    homeJsGzipBytes += bytes;
  }

  console.log('');
  console.table(
    rows.map((row) => ({
      page: row.page,
      performance: row.performance,
      [`runs`]: row.all,
      'LCP (s)': row.lcpSeconds.toFixed(2),
      CLS: row.cls.toFixed(3),
      accessibility: row.accessibility,
      'best practices': row.bestPractices,
      SEO: row.seo,
    })),
  );
  console.log(
    `first anonymous visit of /: ${(firstVisitBytes / KB).toFixed(1)} KB transferred in ${homeRequests.length} requests (` +
      Object.entries(byType)
        .map(([type, bytes]) => `${type} ${(bytes / KB).toFixed(1)} KB`)
        .join(', ') +
      ')',
  );
  console.log(`JavaScript of /: ${(homeJsGzipBytes / KB).toFixed(1)} KB gzip in ${scripts.length} files`);

  const misses = [];
  for (const row of rows) {
    if (row.performance < GOALS.performance)
      misses.push(`${row.page}: performance ${row.performance} < ${GOALS.performance}`);
    if (row.lcpSeconds > GOALS.lcpSeconds)
      misses.push(`${row.page}: LCP ${row.lcpSeconds.toFixed(2)} s > ${GOALS.lcpSeconds} s`);
    if (row.cls > GOALS.cls) misses.push(`${row.page}: CLS ${row.cls.toFixed(3)} > ${GOALS.cls}`);
    if (row.accessibility < GOALS.accessibility)
      misses.push(`${row.page}: accessibility ${row.accessibility} < ${GOALS.accessibility}`);
    if (row.bestPractices < GOALS.bestPractices)
      misses.push(`${row.page}: best practices ${row.bestPractices} < ${GOALS.bestPractices}`);
    if (row.seo < GOALS.seo) misses.push(`${row.page}: SEO ${row.seo} < ${GOALS.seo}`);
  }
  if (firstVisitBytes > GOALS.firstVisitKB * KB)
    misses.push(`first visit ${(firstVisitBytes / KB).toFixed(1)} KB > ${GOALS.firstVisitKB} KB`);
  if (homeJsGzipBytes > GOALS.homeJsGzipKB * KB)
    misses.push(`JavaScript of / ${(homeJsGzipBytes / KB).toFixed(1)} KB gzip > ${GOALS.homeJsGzipKB} KB`);
  failed = misses.length > 0;
  for (const miss of misses) console.log(`missed: ${miss}`);
  console.log(
    failed
      ? `first visit: ${misses.length} goal(s) missed`
      : `first visit: every goal met (performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpSeconds} s, CLS <= ${GOALS.cls}, ` +
          `${(firstVisitBytes / KB).toFixed(0)} KB <= ${GOALS.firstVisitKB} KB, JS ${(homeJsGzipBytes / KB).toFixed(0)} KB <= ${GOALS.homeJsGzipKB} KB gzip)`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome?.kill();
  await stopProduct();
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
