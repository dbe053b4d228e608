// Loaded into the product's own process (`node --import bench/in-process-baseline.mjs server.mjs`, by
// `bench/cached-hit.mjs --in-process`): on SIGUSR2 it opens a second HTTP server in that process that answers every
// request with the bytes and headers named by IN_PROCESS_BASELINE (a JSON file: `{ bytesFile, headers, port }`), as
// bench/plain-server.mjs does in a process of its own. What the product's process costs a request by itself (its heap,
// its garbage collection, Node's inline caches after all it has served, the async hooks of its AsyncLocalStorage), so
// what a hit's own path costs on top of it. Says so on its standard output once listening (LISTENING).
import fs from 'node:fs';
import http from 'node:http';
import { answerWith, LISTENING } from './plain-handler.mjs';

process.on('SIGUSR2', () => {
  const { bytesFile, headers, port } = JSON.parse(fs.readFileSync(process.env.IN_PROCESS_BASELINE, 'utf8'));
  http
    .createServer(answerWith(fs.readFileSync(bytesFile), headers))
    .listen(port, '127.0.0.1', () => console.log(`${LISTENING} ${port}`));
});
