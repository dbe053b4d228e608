import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isRunning, killHard } from './child-process.mjs';
import { freePort } from './free-port.mjs';
import { onExit } from './on-exit.mjs';

const thisFile = fileURLToPath(import.meta.url);

/** s3rver's one account: requests signed with other keys are refused, as a real bucket would. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
export const UPLOADS_BUCKET = 'classroom-uploads';

/**
 * Starts an S3-compatible server (s3rver) on a free loopback port with a throw-away folder and the uploads bucket,
 * in a child process (so it keeps answering while the caller waits on spawnSync). The bucket behaves as a private
 * one: s3rver ignores ACLs, so unsigned requests and public ACLs are refused in front of it (see `privateBucket`).
 * `env` is what a CMS process needs to store its uploads there. `kill()` ends the server as a crash would (the
 * objects stay), `restart()` starts it again on the same port and folder, `stop()` ends it and removes the folder, as
 * does however the script ends.
 */
export async function startS3() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const port = await freePort();
  let child;
  let exited = Promise.resolve();
  const running = () => isRunning(child);
  const end = async (signal) => {
    if (!running()) return;
    child.kill(signal);
    await exited;
  };
  const removeAtExit = onExit(() => {
    killHard(child);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function launch() {
    child = spawn(process.execPath, [thisFile, '--serve', dir, String(port), UPLOADS_BUCKET], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => child.once('exit', resolve));
    const started = child;
    await new Promise((resolve, reject) => {
      const lines = readline.createInterface({ input: started.stdout });
      lines.on('line', (line) => line === 'ready' && resolve());
      started.once('exit', (code) => reject(new Error(`s3rver stopped before it was ready (exit code ${code})`)));
    });
  }

  try {
    await launch();
  } catch (error) {
    removeAtExit();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: UPLOADS_BUCKET,
    /** The folder s3rver keeps the bucket's objects in (each object's file beside its metadata files). */
    bucketDir: path.join(dir, UPLOADS_BUCKET),
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: UPLOADS_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    kill: () => end('SIGKILL'),
    async restart() {
      await end('SIGTERM');
      await launch();
    },
    async stop() {
      await end('SIGTERM');
      removeAtExit();
    },
  };
}

const ANONYMOUS_REFUSED = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`;

/**
 * What AWS answers for a bucket with Block Public Access (the default since 2023): no anonymous request, and no
 * object written with a public ACL. s3rver checks the signature of signed requests itself.
 */
function privateBucket(ctx, next) {
  const signed = 'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
  const acl = ctx.get('x-amz-acl');
  if (!signed || (acl && acl !== 'private' && acl !== 'bucket-owner-full-control')) {
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = ANONYMOUS_REFUSED;
    return undefined;
  }
  return next();
}

async function serve(directory, port, bucket) {
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: Number(port),
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  // Before s3rver's own routes: Koa composes its middleware list when the server starts listening.
  server.middleware.unshift(privateBucket);
  await server.run();
  process.on('SIGTERM', () => server.close().finally(() => process.exit(0)));
  console.log('ready');
}

/** `node scripts/engines/s3.mjs -- <command …>`: runs one command with S3_* set to a throw-away bucket. */
async function runWithBucket(command) {
  const s3 = await startS3();
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...s3.env } });
  await s3.stop();
  process.exit(result.status ?? 1);
}

const runAsScript = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;
if (runAsScript && process.argv[2] === '--serve') {
  const [directory, port, bucket] = process.argv.slice(3);
  serve(directory, port, bucket).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (runAsScript && process.argv[2] === '--' && process.argv.length > 3) {
  runWithBucket(process.argv.slice(3));
}
