// The benchmarks' baseline: a plain Node server in its own process, answering every request with the same bytes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../scripts/engines/free-port.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Serves `bytesFile` with `headers` (content-length added) on loopback; `stop()` ends it; `pid` is its process. */
export async function startPlainServer(bytesFile, headers) {
  const port = await freePort();
  const source = `
    import fs from 'node:fs';
    import http from 'node:http';
    import { answerWith } from ${JSON.stringify(pathToFileURL(path.join(here, 'plain-handler.mjs')).href)};
    const bytes = fs.readFileSync(${JSON.stringify(bytesFile)});
    http.createServer(answerWith(bytes, ${JSON.stringify(headers)}))
      .listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
}
