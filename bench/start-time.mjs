#!/usr/bin/env node
// Measures how long the built product takes to answer /_health on a first start (fresh database: migrations
// and demo seed) and on a second start over the same database (no seed). Goal: second start under 15 s.
// Run after a build: `node scripts/start.mjs --build-only && node bench/start-time.mjs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GOAL_SECONDS = 15;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
const port = 1390 + Math.floor(Math.random() * 50);

async function timedStart() {
  const started = performance.now();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: path.join(root, 'apps', 'cms'),
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: path.join(workDir, 'bench.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      SECRETS_FILE: path.join(workDir, 'secrets.json'),
    },
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/_health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null || performance.now() - started > 180_000) throw new Error('the product did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return seconds;
}

const first = await timedStart();
const second = await timedStart();
fs.rmSync(workDir, { recursive: true, force: true });
console.log(`first start (migrate + seed): ${first.toFixed(1)} s`);
console.log(`second start (same database): ${second.toFixed(1)} s (goal < ${GOAL_SECONDS} s)`);
process.exit(second < GOAL_SECONDS ? 0 : 1);
