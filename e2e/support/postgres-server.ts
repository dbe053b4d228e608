import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The PostgreSQL server the product runs on in npm test's PostgreSQL pass (TEST_DATABASE_URL: a database of a
 * throw-away cluster on loopback, as its superuser), stopped and started again as a fail-over would. Where the cluster
 * lives and how it was started are read from the server itself (data_directory, postmaster.opts); pg_ctl runs as the
 * cluster's owner. Undefined on SQLite, which has no server to stop.
 */
export function postgresServer(url = process.env.TEST_DATABASE_URL) {
  if (!url) return undefined;
  const psql = spawnSync('psql', [url, '-Atc', 'SHOW data_directory'], { encoding: 'utf8' });
  if (psql.status !== 0) throw new Error(`Cannot ask PostgreSQL where its data is: ${psql.stderr}`);
  const dataDir = psql.stdout.trim();
  // postmaster.opts: the server's command line, each argument in double quotes after the program.
  const commandLine = fs.readFileSync(path.join(dataDir, 'postmaster.opts'), 'utf8').trim();
  const program = commandLine.split(' ', 1)[0]!;
  const args = [...commandLine.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
  const dataFlag = args.indexOf('-D');
  if (dataFlag >= 0) args.splice(dataFlag, 2);
  const { uid, gid } = fs.statSync(dataDir);
  const pgCtl = (...pgArgs: string[]) => {
    const result = spawnSync(path.join(path.dirname(program), 'pg_ctl'), ['-D', dataDir, ...pgArgs], {
      uid,
      gid,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (result.status !== 0) throw new Error(`pg_ctl ${pgArgs[0]} failed: ${result.stdout}${result.stderr}`);
  };
  return {
    /** Stops the server (fast shutdown: every connection is cut), keeping its data. */
    stop: () => pgCtl('stop', '-m', 'fast', '-w'),
    /** Starts it again as it was started, waiting until it accepts connections. */
    start: () =>
      pgCtl(
        'start',
        '-w',
        '-t',
        '60',
        '-l',
        path.join(dataDir, 'restarted.log'),
        '-o',
        args.map((arg) => `"${arg}"`).join(' '),
      ),
  };
}
