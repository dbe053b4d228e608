// The product at scale on loopback: PostgreSQL, Redis and the S3 stand-in (scripts/engines/scaled-configuration.mjs),
// N CMS processes (`node server.mjs` in apps/cms, production mode, the same secrets and engines) and HAProxy in front
// of them.
// `npm run test:scale` (run.mjs) drives it; benchmarks import `startScaleTopology` for the handles to kill and restart
// each part.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, isRunning } from '../engines/child-process.mjs';
import { ensureDebianPackages } from '../engines/debian.mjs';
import { freePort } from '../engines/free-port.mjs';
import { startHaproxy } from '../engines/haproxy.mjs';
import { onExit } from '../engines/on-exit.mjs';
import { startScaledEngines } from '../engines/scaled-configuration.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cmsDir = path.join(root, 'apps', 'cms');

/**
 * Every secret of apps/cms (src/platform/secrets.ts callers), the same for every process, as a deployment sets them.
 */
export function sharedSecrets() {
  const random = () => crypto.randomBytes(32).toString('base64');
  return {
    APP_KEYS: [random(), random(), random(), random()].join(','),
    ADMIN_JWT_SECRET: random(),
    API_TOKEN_SALT: random(),
    TRANSFER_TOKEN_SALT: random(),
    ENCRYPTION_KEY: random(),
    JWT_SECRET: random(),
    AT_HOME_LINK_SECRET: random(),
  };
}

/** Resolves true once `url` answers 2xx, false if `isGone()` turns true or the time is up. */
async function healthy(url, { isGone = () => false, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !isGone()) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Resident memory of a process group (a CMS process and anything it started), in MB, from /proc. */
function groupResidentMb(groupId) {
  let kilobytes = 0;
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The process group is the 5th field of /proc/<pid>/stat, after the parenthesised command name.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== groupId) continue;
      kilobytes += Number(fs.readFileSync(`/proc/${entry}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kilobytes / 1024);
}

/** Connected clients of the Redis at `url` other than the asking redis-cli (INFO clients), or undefined. */
function redisClients(url) {
  const info = spawnSync('redis-cli', ['-u', url, 'info', 'clients'], { encoding: 'utf8' });
  const count = info.stdout?.match(/connected_clients:(\d+)/)?.[1];
  return count === undefined ? undefined : Number(count) - 1;
}

const lastLines = (file, count = 40) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-count).join('\n') : '';

/**
 * One CMS process (`node server.mjs` in apps/cms) on 127.0.0.1:`port`, its output appended to `logFile`.
 * `start()` resolves once /_health answers; `kill(signal)` sends the signal to its process group (SIGKILL: a crash).
 */
function cmsProcess({ name, port, env, logFile }) {
  let child;
  const running = () => isRunning(child);
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const handle = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile,
    get pid() {
      return running() ? child.pid : undefined;
    },
    async start() {
      if (running()) return;
      const log = fs.openSync(logFile, 'a');
      // Its own process group, so that a kill reaches whatever runs under it.
      child = spawn(process.execPath, ['server.mjs'], {
        cwd: cmsDir,
        env,
        detached: true,
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      const started = Date.now();
      if (!(await healthy(`${handle.url}/_health`, { isGone: () => !running() }))) {
        if (running()) signalGroup('SIGKILL');
        throw new Error(`CMS process ${name} did not start. The end of its log:\n${lastLines(logFile)}`);
      }
      return Date.now() - started;
    },
    /** Sends `signal` (SIGKILL by default: a crash, as `kill -9`) and waits for the process to end. */
    async kill(signal = 'SIGKILL') {
      if (!running()) return;
      const gone = exited(child);
      signalGroup(signal);
      await gone;
    },
    /** Stops it (SIGTERM) if running and starts it again; resolves once it is healthy. */
    async restart() {
      await handle.kill('SIGTERM');
      return handle.start();
    },
    async stop() {
      await handle.kill('SIGTERM');
    },
    /** For the exit clean-up, which cannot wait. */
    killNow() {
      if (running()) signalGroup('SIGKILL');
    },
  };
  return handle;
}

/**
 * Starts the whole topology and resolves with its handles:
 * - `url`: the proxy, the one address clients use (APP_URL of every process);
 * - `processes`: the CMS processes ({ name, url, port, pid, logFile, kill(signal), restart(), stop() });
 * - `proxy`: HAProxy ({ url, servers(), ask(command), kill(), restart(), stop() });
 * - `engines`: { postgres, redis, s3 } ({ kill(), restart(), stop() } each, redis and s3 when present);
 * - `env`: what every process was started with; `figures()`: memory per process, PostgreSQL and Redis connections;
 * - `stop()`: everything down and removed.
 * Schema migrations cannot race: Strapi migrates the schema on boot, so the first process starts alone and the
 * others only once it answers /_health (a deployment does the same: one process, then the rest).
 * `extraEnv(url)` adds variables to every process (run.mjs: the journeys' fake events site and mail server).
 */
export async function startScaleTopology({ processes: count = 2, extraEnv = () => ({}), log = console.log } = {}) {
  if (!ensureDebianPackages(['postgresql', 'redis-server', 'haproxy'])) {
    throw new Error('The engines of the scaled configuration are missing (see above)');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-'));
  const publicDir = path.join(workDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const removeWorkDir = onExit(() => fs.rmSync(workDir, { recursive: true, force: true }));

  const engines = await startScaledEngines();
  log(`Engines: ${engines.names}`);
  const processes = [];
  const killProcessesNow = onExit(() => processes.forEach((cms) => cms.killNow()));
  let proxy;
  const stop = async () => {
    await proxy?.stop();
    for (const cms of processes) await cms.stop();
    killProcessesNow();
    await engines.stop();
    // SCALE_KEEP_LOGS=DIR keeps the processes' logs (the work folder goes): to read why a process ended.
    if (process.env.SCALE_KEEP_LOGS) {
      fs.mkdirSync(process.env.SCALE_KEEP_LOGS, { recursive: true });
      for (const cms of processes) {
        if (fs.existsSync(cms.logFile))
          fs.copyFileSync(cms.logFile, path.join(process.env.SCALE_KEEP_LOGS, `${cms.name}.log`));
      }
    }
    removeWorkDir();
  };

  try {
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      IS_PROXIED: 'true',
      APP_URL: url,
      PUBLIC_DIR: publicDir,
      SEED_DEMO_CONTENT: 'true',
      // The journeys' editor signs in to /admin with the demo's password.
      ADMIN_PASSWORD: 'Admin12345',
      // The journeys' own reads of the CMS are raw GraphQL documents as visitors and teachers; their pages are watched
      // to send only trusted documents (e2e/support/trusted-documents.ts), and the CMS tests prove the rule itself.
      TRUSTED_DOCUMENTS: 'off',
      // Often enough to see, within a run, that each tick of the job runs in one process only.
      SUBSCRIPTION_CHECK_CRON: '*/2 * * * * *',
      SCHEDULED_PUBLISHING_CRON: '*/2 * * * * *',
      ...sharedSecrets(),
      ...engines.productEnv('classroom'),
      ...extraEnv(url),
    };
    delete env.TEST_DATABASE_URL;

    for (let index = 1; index <= count; index++) {
      const name = `cms${index}`;
      const port = await freePort();
      const logFile = path.join(workDir, `${name}.log`);
      processes.push(cmsProcess({ name, port, env: { ...env, PORT: String(port) }, logFile }));
    }
    for (const cms of processes) {
      const ms = await cms.start();
      log(`${cms.name} healthy at ${cms.url} in ${(ms / 1000).toFixed(1)} s`);
    }

    proxy = await startHaproxy({ port: proxyPort, servers: processes });
    // In the rotation only after HAProxy's own checks say so.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const servers = await proxy.servers();
      if (processes.every((cms) => servers[cms.name]?.status === 'UP')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    log(`HAProxy at ${url} in front of ${processes.map((cms) => cms.name).join(', ')}`);
    /** What each process costs now: its memory, and the connections the processes hold on PostgreSQL and Redis. */
    const figures = () => ({
      residentMb: Object.fromEntries(processes.map((cms) => [cms.name, cms.pid ? groupResidentMb(cms.pid) : 0])),
      postgresConnections: Number(
        engines.postgres.query('postgres', "SELECT count(*) FROM pg_stat_activity WHERE datname = 'classroom'")[0],
      ),
      redisConnections: engines.redis ? redisClients(engines.redis.url) : undefined,
    });
    return { url, processes, proxy, engines, env, workDir, figures, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
