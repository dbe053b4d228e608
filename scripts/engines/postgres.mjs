import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages } from './debian.mjs';
import { freePort } from './free-port.mjs';
import { onExit } from './on-exit.mjs';

/** The bin folder of the newest PostgreSQL that Debian's packages installed (/usr/lib/postgresql/<major>/bin). */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((major) => fs.existsSync(path.join(base, major, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors.length ? path.join(base, majors[0], 'bin') : undefined;
}

/** initdb refuses to run as root: as root the cluster belongs to Debian's `postgres` user. */
function unprivilegedUser() {
  if (process.getuid?.() !== 0) return {};
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find(([name]) => name === 'postgres');
  if (!entry) throw new Error("Running as root needs the `postgres` user that Debian's postgresql package creates");
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/**
 * Starts a throw-away PostgreSQL cluster on loopback: initdb on a temp folder, a free port on 127.0.0.1, its socket
 * in the same folder, durability off (a test cluster). The cluster is removed by `stop()` or however the script
 * ends. `url` is its `postgres` database; `createDatabase(name)` makes another and returns its URL.
 */
export async function startPostgres({ installMissing = true } = {}) {
  if (installMissing && !postgresBinDir()) ensureDebianPackages(['postgresql']);
  const binDir = postgresBinDir();
  if (!binDir)
    throw new Error("PostgreSQL is missing: install Debian's postgresql package (apt-get install postgresql)");

  const user = unprivilegedUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postgres-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const password = crypto.randomBytes(18).toString('hex');
  fs.writeFileSync(path.join(dir, 'password'), password);
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid);
  if (user.uid !== undefined) fs.chownSync(path.join(dir, 'password'), user.uid, user.gid);
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });

  const pg = (command, args, { check = true } = {}) => {
    const result = spawnSync(path.join(binDir, command), args, {
      ...user,
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PGPASSWORD: password, LC_ALL: 'C.UTF-8' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (check && result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
      throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}${log}`);
    }
    return result;
  };

  const initdb = (localeArgs) =>
    pg(
      'initdb',
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        `--pwfile=${path.join(dir, 'password')}`,
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '--encoding=UTF8',
        '--no-sync',
        ...localeArgs,
      ],
      { check: false },
    );
  // A linguistic collation (ICU's root locale), as deployments have, rather than byte order; C.UTF-8 without ICU.
  let created = initdb(['--locale=C.UTF-8', '--locale-provider=icu', '--icu-locale=und']);
  if (created.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    created = initdb(['--locale=C.UTF-8']);
  }
  if (created.status !== 0) {
    removeDir();
    throw new Error(`initdb failed:\n${created.stdout}${created.stderr}`);
  }

  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (action, extra = []) =>
    pg('pg_ctl', [action, '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, ...extra]);

  let running = false;
  const stopServer = () => {
    if (running) pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w'], { check: false });
    running = false;
  };
  const cleanup = onExit(() => {
    stopServer();
    removeDir();
  });
  try {
    pgCtl('start');
  } catch (error) {
    cleanup();
    throw error;
  }
  running = true;

  const urlOf = (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    url: urlOf('postgres'),
    port,
    logFile,
    /** A new, empty database in the cluster; its URL. */
    createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      pg('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', name]);
      return urlOf(name);
    },
    /** Runs `sql` in `database` with psql; its rows, as lines of `|`-separated values. */
    query(database, sql) {
      const result = pg('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', database, '-At', '-c', sql]);
      return result.stdout.trim().split('\n').filter(Boolean);
    },
    /** The whole of `database` in pg_dump's custom format (a Buffer), for `restore` into another cluster. */
    dump(database) {
      const result = spawnSync(
        path.join(binDir, 'pg_dump'),
        ['-h', dir, '-p', String(port), '-U', 'postgres', '-Fc', '--no-owner', database],
        { ...user, cwd: dir, maxBuffer: 1024 ** 3, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      if (result.status !== 0) throw new Error(`pg_dump ${database} failed:\n${result.stderr}`);
      return result.stdout;
    },
    /** Loads a `dump` into `database` (an empty one of this cluster). */
    restore(database, dumped) {
      const result = spawnSync(
        path.join(binDir, 'pg_restore'),
        ['-h', dir, '-p', String(port), '-U', 'postgres', '--no-owner', '--exit-on-error', '-d', database],
        { ...user, cwd: dir, input: dumped, maxBuffer: 64 * 1024 ** 2, stdio: ['pipe', 'pipe', 'pipe'] },
      );
      if (result.status !== 0) throw new Error(`pg_restore into ${database} failed:\n${result.stderr}`);
    },
    /** Stops the server as a crash would (every connection cut), keeping its data. */
    kill() {
      stopServer();
    },
    /** Starts it again after `kill()`, or restarts a running one (fast shutdown: connections are cut). */
    restart() {
      if (running) pgCtl('restart', ['-m', 'fast']);
      else pgCtl('start');
      running = true;
    },
    /** Stops the server and removes the cluster. */
    stop() {
      cleanup();
    },
  };
}
