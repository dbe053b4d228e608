#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date (the CMS server and admin panel, the web bundle),
// then serves the whole product from the CMS at http://localhost:1337 (the SPA, /api, /graphql, /admin, /uploads).
// `--build-only` stops after building (used by `npm test` before the end-to-end suite).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'apps', 'cms');
const webDir = path.join(root, 'apps', 'web');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' };

/** A hash of every file under the given paths, so a build is redone exactly when its sources changed. */
function sourceHash(base, entries) {
  const hash = crypto.createHash('sha1');
  const walk = (entry) => {
    const full = path.join(base, entry);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) {
        if (child !== 'node_modules' && child !== 'dist' && !child.startsWith('.')) walk(path.join(entry, child));
      }
    } else {
      hash.update(entry).update(fs.readFileSync(full));
    }
  };
  entries.forEach(walk);
  return hash.digest('hex');
}

function buildIfStale(label, dir, stampFile, inputs, command, args) {
  const wanted = sourceHash(dir, inputs);
  const stamp = path.join(dir, stampFile);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) {
    console.log(`[start] ${label} is up to date`);
    return;
  }
  console.log(`[start] building ${label}…`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: dir, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] building ${label} failed`);
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, wanted);
  console.log(`[start] built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Strapi refuses to start without its uploads folder.
fs.mkdirSync(path.resolve(cmsDir, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });

buildIfStale(
  'the CMS (server and admin panel)',
  cmsDir,
  'dist/.source-hash',
  ['src', 'config', 'tsconfig.json', 'package.json'],
  bin('strapi'),
  ['build'],
);
buildIfStale(
  'the web app',
  webDir,
  'dist/.source-hash',
  ['src', 'public', 'index.html', 'vite.config.ts', 'bundling', 'tsconfig.json', 'package.json'],
  'npm',
  // The browser's bundle, then the server entry that renders public pages (apps/web/vite.config.ts).
  ['run', 'build'],
);

if (process.argv.includes('--build-only')) process.exit(0);

const cms = spawn(process.execPath, ['server.mjs'], { cwd: cmsDir, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.kill(signal));
cms.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
