// The built product as the benchmarks start it: `node server.mjs` (as `npm start` does) in production mode on a folder
// of its own (SQLite database, uploads, secrets), the demo seeded on first start, scheduled work off and the sign-in
// limits raised.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/engines/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Production refuses generated secrets; each work folder keeps one set, so a database outlives a restart. */
function secretsEnv(dir) {
  const file = path.join(dir, 'bench-secrets.json');
  if (!fs.existsSync(file)) {
    const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64');
    const names = [
      'ADMIN_JWT_SECRET',
      'API_TOKEN_SALT',
      'TRANSFER_TOKEN_SALT',
      'ENCRYPTION_KEY',
      'JWT_SECRET',
      'AT_HOME_LINK_SECRET',
    ];
    const secrets = Object.fromEntries(names.map((name) => [name, random()]));
    secrets.APP_KEYS = [random(), random()].join(',');
    fs.writeFileSync(file, JSON.stringify(secrets));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Starts the product on `dir` and resolves once /_health answers and `ready(output)` (its standard output so far)
 * says so. `env` adds variables; `logLevel` is STRAPI_LOG_LEVEL; `nodeArgs` go to Node before `server.mjs`. `rssMb()`
 * reads the serving process's memory; `untilOutput(pattern)` waits for its standard output to say something.
 */
export async function startBuiltProduct(dir, { env = {}, logLevel = 'error', ready = () => true, nodeArgs = [] } = {}) {
  const port = await freePort();
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const child = spawn(process.execPath, [...nodeArgs, 'server.mjs'], {
    cwd: path.join(root, 'apps', 'cms'),
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      PUBLIC_DIR: path.join(dir, 'public'),
      SECRETS_FILE: path.join(dir, 'secrets.json'),
      ...secretsEnv(dir),
      STRAPI_LOG_LEVEL: logLevel,
      CRON_ENABLED: 'false',
      SEED_DEMO_CONTENT: 'true',
      // The benchmarks send raw GraphQL documents, as visitors and teachers, to measure GraphQL's own work.
      TRUSTED_DOCUMENTS: 'off',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const ok =
      ready(output) &&
      (await fetch(`${url}/_health`)
        .then((response) => response.ok)
        .catch(() => false));
    if (ok) break;
    if (child.exitCode !== null || Date.now() - started > 300_000) throw new Error('the product did not start');
    await sleep(200);
  }
  return {
    url,
    /** The serving process (for its processor time in /proc). */
    pid: child.pid,
    output: () => output,
    /** Resolves once the product's standard output matches `pattern` (already, or when it next writes). */
    untilOutput: (pattern) =>
      new Promise((resolve) => {
        if (pattern.test(output)) return resolve();
        const seen = () => {
          if (!pattern.test(output)) return;
          child.stdout.off('data', seen);
          resolve();
        };
        child.stdout.on('data', seen);
      }),
    // The strapi binary is the Node process serving requests: its RSS is the product's.
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024);
    },
    async stop() {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    },
  };
}
