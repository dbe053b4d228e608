import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, killHard } from './child-process.mjs';
import { ensureDebianPackages } from './debian.mjs';
import { freePort } from './free-port.mjs';
import { onExit } from './on-exit.mjs';

const HAPROXY = '/usr/sbin/haproxy';
const TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'scale', 'haproxy.cfg');

/** scripts/scale/haproxy.cfg with its address, stats socket and one `server` line per CMS process filled in. */
export function haproxyConfig({ port, statsSocket, servers }) {
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace('{{BIND}}', `127.0.0.1:${port}`)
    .replace('{{STATS_SOCKET}}', statsSocket)
    .replace(
      '{{SERVERS}}',
      servers.map(({ name, port: serverPort }) => `    server ${name} 127.0.0.1:${serverPort} check`).join('\n'),
    );
}

/** One command on HAProxy's stats socket (`show stat`, `disable server cms/cms1` …); its answer. */
function askSocket(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Starts Debian's HAProxy on `port` (a free one if not given) on loopback, in front of `servers`
 * ([{ name, port }], CMS processes on 127.0.0.1), with the configuration of scripts/scale/haproxy.cfg. Its folder
 * (configuration, log, socket) is removed by `stop()` or however the script ends.
 */
export async function startHaproxy({ servers, port, installMissing = true }) {
  if (installMissing && !fs.existsSync(HAPROXY)) ensureDebianPackages(['haproxy']);
  if (!fs.existsSync(HAPROXY))
    throw new Error("HAProxy is missing: install Debian's haproxy package (apt-get install haproxy)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  const logFile = path.join(dir, 'haproxy.log');
  const statsSocket = path.join(dir, 'stats.sock');
  const proxyPort = port ?? (await freePort());
  fs.writeFileSync(configFile, haproxyConfig({ port: proxyPort, statsSocket, servers }));

  const checked = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`HAProxy refused its configuration:\n${checked.stdout}${checked.stderr}`);
  }

  let child;
  const killProxy = () => {
    killHard(child);
    child = undefined;
  };
  const cleanup = onExit(() => {
    killProxy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function launch() {
    const log = fs.openSync(logFile, 'a');
    // -db: in the foreground, so that this script owns the process.
    child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      if (fs.existsSync(statsSocket) && (await askSocket(statsSocket, 'show info').catch(() => ''))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    killProxy();
    throw new Error(`HAProxy did not start:\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}`);
  }

  try {
    await launch();
  } catch (error) {
    cleanup();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${proxyPort}`,
    port: proxyPort,
    configFile,
    logFile,
    /** A command on the stats socket, e.g. `show stat` (CSV) or `disable server cms/cms1`. */
    ask: (command) => askSocket(statsSocket, command),
    /** Each CMS server as HAProxy sees it: { cms1: { status: 'UP', sessions: 42 }, … } (`show stat`). */
    async servers() {
      const csv = await askSocket(statsSocket, 'show stat');
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const columns = header.split(',');
      const servers = {};
      for (const row of rows.map((line) => line.split(','))) {
        const record = Object.fromEntries(columns.map((column, index) => [column, row[index]]));
        if (record.pxname === 'cms' && record.svname !== 'BACKEND') {
          servers[record.svname] = { status: record.status, sessions: Number(record.stot) };
        }
      }
      return servers;
    },
    /** Ends it as a crash would. */
    async kill() {
      const running = child;
      killProxy();
      await exited(running);
    },
    /** Starts it again (after `kill()`, or in place of a running one) on the same port. */
    async restart() {
      const running = child;
      killProxy();
      await exited(running);
      await launch();
    },
    /** Stops it and removes its folder. */
    async stop() {
      const running = child;
      cleanup();
      await exited(running);
    },
  };
}
