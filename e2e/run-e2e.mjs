#!/usr/bin/env node
// Starts the built product on a free port with a throw-away database and uploads folder (seeded on boot),
// runs the journeys in Chromium against it, and stops it. Extra arguments go to Vitest.
// Assumes the product is built (`node scripts/start.mjs --build-only`, which `npm test` runs first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import { startFakeEventsSite } from './support/fake-events-site.mjs';
import { startSmtpCatcher } from './support/smtp-catcher.mjs';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-product-'));
fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const baseUrl = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;

// What lies outside the product, faked on loopback at the network boundary.
const eventsSite = await startFakeEventsSite();
// The mail server: a real SMTP server on loopback that keeps what the product sends (journeys read it over HTTP).
const mailServer = await startSmtpCatcher();
// Known to the journeys, so one can forge an expired token that the product would otherwise accept.
const jwtSecret = process.env.E2E_JWT_SECRET || crypto.randomBytes(32).toString('base64');

let product;
if (!process.env.E2E_BASE_URL) {
  product = spawn(path.join(root, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: path.join(root, 'apps', 'cms'),
    detached: true,
    stdio: [
      'ignore',
      fs.openSync(path.join(workDir, 'product.log'), 'a'),
      fs.openSync(path.join(workDir, 'product.log'), 'a'),
    ],
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: path.join(workDir, 'e2e.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      SECRETS_FILE: path.join(workDir, 'secrets.json'),
      LIVE_EVENTS_URL: `${eventsSite.origin}/wp-json/wp/v2/events`,
      LIVE_EVENTS_CACHE_SECONDS: '0',
      SMTP_HOST: mailServer.smtpHost,
      SMTP_PORT: String(mailServer.smtpPort),
      APP_URL: baseUrl,
      JWT_SECRET: jwtSecret,
      // Many journeys sign in through the login panel; the limit itself is proven by the CMS integration tests.
      AUTH_RATE_LIMIT_MAX: '200',
    },
  });
  const started = Date.now();
  while (true) {
    if (product.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/_health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const healthy = await fetch(`${baseUrl}/_health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (!healthy) {
    console.error(`The product did not start. Its log:\n${fs.readFileSync(path.join(workDir, 'product.log'), 'utf8')}`);
    product.kill();
    process.exit(1);
  }
  console.log(`Product started at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Not spawnSync: the fakes above live in this process and must keep answering while the journeys run.
const journeys = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
  cwd: e2eDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_BASE_URL: baseUrl,
    FAKE_EVENTS_SITE: eventsSite.origin,
    E2E_TOKEN_CACHE: path.join(workDir, 'tokens.json'),
    E2E_MAILS_URL: mailServer.mailsUrl,
    E2E_JWT_SECRET: jwtSecret,
  },
});
const result = await new Promise((resolve) => journeys.on('exit', (status) => resolve({ status })));
eventsSite.close();
mailServer.close();

if (product) {
  process.kill(-product.pid, 'SIGTERM');
  if (result.status !== 0) {
    const log = fs.readFileSync(path.join(workDir, 'product.log'), 'utf8');
    console.error(`Last lines of the product's log:\n${log.split('\n').slice(-60).join('\n')}`);
  }
}
fs.rmSync(workDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
