// The benchmarks' baseline: a plain Node server in its own process, answering every request with the same bytes.
import { spawn } from 'node:child_process';
import { freePort } from '../scripts/engines/free-port.mjs';

/** Serves `bytesFile` with `headers` (content-length added) on loopback; `stop()` ends it; `pid` is its process. */
export async function startPlainServer(bytesFile, headers) {
  const port = await freePort();
  const source = `
    const bytes = require('fs').readFileSync(${JSON.stringify(bytesFile)});
    const headers = { ...${JSON.stringify(headers)}, 'content-length': bytes.length };
    require('http').createServer((req, res) => {
      req.resume();
      req.on('end', () => { res.writeHead(200, headers); res.end(bytes); });
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
}
