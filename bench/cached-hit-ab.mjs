#!/usr/bin/env node
// Two builds' cached hit, side by side: each build's product started from its own checkout (ROOT, built with
// `node scripts/start.mjs --build-only` there; a worktree under this checkout finds its packages), the same
// operation sent by id to A and B in turn, the order flipped each round. Prints, per round and as medians, requests
// per second and the serving process's processor time a hit (user and system, every thread), the figure that holds
// on a machine whose speed moves within minutes. Run it in both orders (swap --a and --b): the process started second
// may measure differently whichever build it runs.
//
// `node bench/cached-hit-ab.mjs --a ROOT --a-work-dir DIR --b ROOT --b-work-dir DIR [--operation
// AudiencesAndProgrammes] [--rounds 8] [--duration 3] [--connections 50]`
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { APP_HEADERS as headers, byIdBody, median, processorSeconds } from './cached-hit-parts.mjs';

const { values: options } = parseArgs({
  options: {
    a: { type: 'string' },
    'a-work-dir': { type: 'string' },
    b: { type: 'string' },
    'b-work-dir': { type: 'string' },
    operation: { type: 'string', default: 'AudiencesAndProgrammes' },
    rounds: { type: 'string', default: '8' },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
});
for (const name of ['a', 'a-work-dir', 'b', 'b-work-dir']) {
  if (!options[name]) throw new Error(`--${name} is needed`);
}

/** A build's product, started by that checkout's own bench/start-product.mjs, answering the operation from its cache. */
async function start(label, root, workDir) {
  const { startBuiltProduct } = await import(
    pathToFileURL(path.join(path.resolve(root), 'bench', 'start-product.mjs'))
  );
  const product = await startBuiltProduct(path.resolve(workDir), { env: { TRUSTED_DOCUMENTS: 'only' } });
  const body = byIdBody(root, options.operation);
  for (let ask = 0; ask < 3; ask += 1) await fetch(`${product.url}/graphql`, { method: 'POST', headers, body });
  const answer = await fetch(`${product.url}/graphql`, { method: 'POST', headers, body });
  if (answer.status !== 200 || answer.headers.get('x-cache') !== 'HIT') {
    throw new Error(`${label}: ${answer.status}, X-Cache ${answer.headers.get('x-cache')}`);
  }
  return { label, product, body, figures: [] };
}

const builds = [await start('A', options.a, options['a-work-dir']), await start('B', options.b, options['b-work-dir'])];
try {
  console.log(`${options.operation} by id, ${options.connections} connections, ${options.duration} s a load`);
  for (let round = 0; round < Number(options.rounds); round += 1) {
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const request = {
        url: `${build.product.url}/graphql`,
        method: 'POST',
        connections: Number(options.connections),
        headers,
        body: build.body,
      };
      await autocannon({ ...request, duration: 1 });
      const before = processorSeconds(build.product.pid);
      const result = await autocannon({ ...request, duration: Number(options.duration) });
      if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${build.label}: errors under load`);
      const micros = ((processorSeconds(build.product.pid) - before) * 1e6) / result.requests.total;
      build.figures.push({ rps: Math.round(result.requests.average), micros });
    }
    const [a, b] = builds.map((build) => build.figures.at(-1));
    console.log(
      `round ${round + 1}: A ${a.rps} rps, ${a.micros.toFixed(1)} µs/hit; B ${b.rps} rps, ${b.micros.toFixed(1)} µs/hit`,
    );
  }
  for (const { label, figures } of builds) {
    const rps = median(figures.map((figure) => figure.rps));
    const micros = median(figures.map((figure) => figure.micros));
    console.log(`${label} median: ${rps} rps, ${micros.toFixed(1)} µs of processor time a hit`);
  }
} finally {
  for (const { product } of builds) await product.stop();
}
