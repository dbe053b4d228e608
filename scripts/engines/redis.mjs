import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exited, isRunning, killHard } from './child-process.mjs';
import { ensureDebianPackages } from './debian.mjs';
import { freePort } from './free-port.mjs';
import { onExit } from './on-exit.mjs';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether a Redis server answers PING on 127.0.0.1:`port`. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Starts a throw-away Redis (Debian's redis-server) on a free loopback port: no persistence (`--save ''`,
 * `--appendonly no`), its log and working folder in a temp folder that `stop()` removes, as does the end of the
 * script however it ends. `kill()` ends it as a crash would (SIGKILL), `restart()` starts it again on the same port,
 * empty (or restarts a running one).
 */
export async function startRedis({ installMissing = true } = {}) {
  if (installMissing && !fs.existsSync(REDIS_SERVER)) ensureDebianPackages(['redis-server']);
  if (!fs.existsSync(REDIS_SERVER))
    throw new Error("Redis is missing: install Debian's redis-server package (apt-get install redis-server)");

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-'));
  const logFile = path.join(dir, 'redis.log');
  const port = await freePort();
  let server;

  const killServer = () => {
    killHard(server);
    server = undefined;
  };
  const cleanup = onExit(() => {
    killServer();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function launch() {
    const child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--logfile',
        logFile,
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
    server = child;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (!isRunning(child)) break;
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
    killServer();
    throw new Error(`redis-server did not start on port ${port}:\n${log}`);
  }

  try {
    await launch();
  } catch (error) {
    cleanup();
    throw error;
  }

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    logFile,
    /** Ends the server as a crash would (SIGKILL): every connection is cut, and it holds nothing afterwards. */
    async kill() {
      const child = server;
      killServer();
      if (child) await exited(child);
    },
    /** Starts it again after `kill()`, or restarts a running one (SIGTERM first), on the same port. */
    async restart() {
      const child = server;
      if (child) {
        child.kill('SIGTERM');
        await exited(child);
      }
      server = undefined;
      await launch();
    },
    /** Stops the server and removes its folder. */
    async stop() {
      const child = server;
      cleanup();
      if (child) await exited(child);
    },
  };
}
