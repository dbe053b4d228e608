#!/usr/bin/env node
// Starts the built product on a free port with a throw-away database and uploads folder (seeded on boot, or copied
// from the run's seeded template: TEST_TEMPLATE_DIR),
// runs the journeys in Chromium against it, and stops it. Extra arguments go to Vitest.
// The database is a SQLite file, or the empty database named by TEST_DATABASE_URL (npm test's PostgreSQL pass);
// E2E_BASE_URL runs the journeys against a product started elsewhere.
// Assumes the product is built (`node scripts/start.mjs --build-only`, which `npm test` runs first).
// `npm run test:scale` (scripts/scale/run.mjs) imports the pieces below to run the same journeys through a proxy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import { startFakeEventsSite } from './support/fake-events-site.mjs';
import { startSmtpCatcher } from './support/smtp-catcher.mjs';
import { copyTemplate, enginesTemplateSecrets } from '../scripts/test-template.mjs';
import { exited, isRunning } from '../scripts/engines/child-process.mjs';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, '..');

/**
 * What lies outside the product, faked on loopback at the network boundary (the events site, the mail server),
 * and the JWT secret the journeys know. `productEnv(baseUrl)` is what every product process must be started with.
 */
export async function startJourneyBoundary() {
  const eventsSite = await startFakeEventsSite();
  // The mail server: a real SMTP server on loopback that keeps what the product sends (journeys read it over HTTP).
  const mailServer = await startSmtpCatcher();
  // Known to the journeys, so one can forge an expired token that the product would otherwise accept.
  const jwtSecret = process.env.E2E_JWT_SECRET || crypto.randomBytes(32).toString('base64');
  return {
    eventsSite,
    mailServer,
    jwtSecret,
    productEnv: (baseUrl) => ({
      LIVE_EVENTS_URL: `${eventsSite.origin}/wp-json/wp/v2/events`,
      LIVE_EVENTS_CACHE_SECONDS: '0',
      SMTP_HOST: mailServer.smtpHost,
      SMTP_PORT: String(mailServer.smtpPort),
      APP_URL: baseUrl,
      JWT_SECRET: jwtSecret,
      // Many journeys sign in through the login panel; the limit itself is proven by the CMS integration tests.
      AUTH_RATE_LIMIT_MAX: '200',
      // The editor signs in to /admin by its form and by its API in several journeys within the panel's 5 minutes.
      ADMIN_SIGN_IN_LIMIT_MAX: '50',
      // Every journey browses from this one address; the budget itself is proven by the CMS integration tests.
      SERVER_RENDERING_PER_CLIENT_MAX: '10000',
    }),
    close() {
      eventsSite.close();
      mailServer.close();
    },
  };
}

/**
 * Waits until `url` answers 200 (or `child` exits, or the time is up); whether it did. A first start seeds the demo:
 * 5 minutes (E2E_START_TIMEOUT_S) covers it on a 2-core machine that is busy with other work.
 */
export async function waitUntilHealthy(
  url,
  { child, timeoutMs = Number(process.env.E2E_START_TIMEOUT_S ?? 300) * 1000 } = {},
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Runs the journeys (Vitest, with `args`) against `baseUrl`; resolves with Vitest's exit status. `env` adds variables
 * (`npm run test:scale`: E2E_PROCESS_URLS, each CMS process's own address behind the proxy); `productPid` the product's
 * process, whose processor time the timing report gives per file.
 */
export function runJourneys({ baseUrl, boundary, workDir, args = [], env = {}, productPid }) {
  // Not spawnSync: the fakes live in this process and must keep answering while the journeys run.
  const journeys = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...args], {
    cwd: e2eDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      FAKE_EVENTS_SITE: boundary.eventsSite.origin,
      E2E_TOKEN_CACHE: path.join(workDir, 'tokens.json'),
      E2E_MAILS_URL: boundary.mailServer.mailsUrl,
      E2E_JWT_SECRET: boundary.jwtSecret,
      // Its processor time per journey file, for npm test's timing report (support/setup.ts).
      ...(productPid ? { E2E_PRODUCT_PID: String(productPid) } : {}),
      ...env,
    },
  });
  return new Promise((resolve) => journeys.on('exit', (status) => resolve(status ?? 1)));
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

/**
 * Starts the built product on `port` with a throw-away database and uploads folder under `workDir` (seeded on boot);
 * resolves with its process once healthy, or exits with its log when it does not start. `npm run screens`
 * (scripts/screens.mjs) starts it the same way.
 */
export async function startProduct({ workDir, port, baseUrl, boundary }) {
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const logFile = path.join(workDir, 'product.log');
  const env = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_FILENAME: path.join(workDir, 'e2e.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    SECRETS_FILE: path.join(workDir, 'secrets.json'),
    ...boundary.productEnv(baseUrl),
  };
  // Only a database made for this run: a developer's own DATABASE_URL is never filled with test data.
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  else delete env.DATABASE_URL;
  // `npm test` seeds once per run (TEST_TEMPLATE_DIR, scripts/test-template.mjs): on SQLite the product starts from a
  // copy of that database and uploads instead of seeding again; on the engines npm test restored the engines'
  // template into the database and bucket, and the product needs the secrets it was seeded with.
  if (process.env.TEST_TEMPLATE_DIR && env.DATABASE_URL) {
    enginesTemplateSecrets(process.env.TEST_TEMPLATE_DIR, env.SECRETS_FILE);
  } else if (process.env.TEST_TEMPLATE_DIR) {
    copyTemplate(process.env.TEST_TEMPLATE_DIR, {
      databaseFile: env.DATABASE_FILENAME,
      publicDir: env.PUBLIC_DIR,
      secretsFile: env.SECRETS_FILE,
    });
  }
  const product = spawn(process.execPath, ['server.mjs'], {
    cwd: path.join(root, 'apps', 'cms'),
    detached: true,
    stdio: ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')],
    env,
  });
  const started = Date.now();
  if (!(await waitUntilHealthy(`${baseUrl}/_health`, { child: product }))) {
    console.error(`The product did not start. Its log:\n${fs.readFileSync(logFile, 'utf8')}`);
    product.kill();
    boundary.close();
    process.exit(1);
  }
  const database = env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(`Product started at ${baseUrl} on ${database} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return product;
}

/** Stops the product's process group: SIGTERM, then SIGKILL if it has not ended within 20 s; resolves once ended. */
async function stopProduct(product) {
  if (!isRunning(product)) return;
  const ended = exited(product);
  process.kill(-product.pid, 'SIGTERM');
  const late = setTimeout(() => {
    try {
      process.kill(-product.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 20_000);
  await ended;
  clearTimeout(late);
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-product-'));
  const port = await freePort();
  const baseUrl = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;
  const boundary = await startJourneyBoundary();
  const product = process.env.E2E_BASE_URL ? undefined : await startProduct({ workDir, port, baseUrl, boundary });

  const status = await runJourneys({
    baseUrl,
    boundary,
    workDir,
    args: process.argv.slice(2),
    productPid: product?.pid,
  });
  boundary.close();

  if (product) {
    // Waited for: its processor time then counts in this step's (npm test's timing report), and its port is free.
    await stopProduct(product);
    if (status !== 0) {
      const log = fs.readFileSync(path.join(workDir, 'product.log'), 'utf8');
      console.error(`Last lines of the product's log:\n${log.split('\n').slice(-60).join('\n')}`);
    }
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(status);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
