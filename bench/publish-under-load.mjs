// The header's query under load while an editor publishes a programme every 2 s, against the same load with no
// publishing, in the same run (issue 42, parts 3 and 4): with cache tags a publish purges only the answers that read
// programmes, and a purged answer is computed once for all the connections asking for it.
//
// `flock /tmp/heavy.lock node bench/publish-under-load.mjs [--seconds 10] [--connections 50] [--interval 2000]
//  [--rounds 2] [--work-dir DIR]` after `node scripts/start.mjs --build-only`. Starts the built product in production
// mode (a throw-away SQLite database seeded with the demo, or DIR's, kept between runs), then alternates `--rounds`
// times: `--seconds` of the header's query (AudiencesAndProgrammes, as every page sends it) at `--connections` with no
// publishing, then the same with the demo editor publishing a programme (its title changed) every `--interval` ms
// through the admin API, then publishing a lesson (which the header's query does not read: the publish's own cost,
// without a purge of the loaded answer). Prints rps, p50, p99 and errors of each phase, the publishes and their time,
// and whether a query that read no programme (the audiences) was still a cache hit after the programme publishing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadRecordingLatencies } from './latencies.mjs';
import { startBuiltProduct } from './start-product.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    interval: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '2' },
    'work-dir': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const interval = Number(values.interval);
const rounds = Number(values.rounds);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const ADMIN = { email: 'admin@example.com', password: 'BenchAdmin12345' };
const METRICS_TOKEN = 'bench-publish-metrics';
const PROGRAMMES = '/content-manager/collection-types/api::programme.programme';
const LESSONS = '/content-manager/collection-types/api::lesson.lesson';

/**
 * The header's query as the web app's manifest holds it (sent as text: the bench product runs TRUSTED_DOCUMENTS=off).
 */
function headerQuery() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/src/gql/persisted-documents.json'), 'utf8'));
  const query = Object.values(manifest).find((text) => /query AudiencesAndProgrammes\b/.test(text));
  if (!query) throw new Error('AudiencesAndProgrammes is not in the manifest');
  return query;
}

async function load(url, body) {
  const { result, percentile } = await loadRecordingLatencies({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    body,
    connections,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const workDir = values['work-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  fs.mkdirSync(workDir, { recursive: true });
  const product = await startBuiltProduct(workDir, {
    env: { ADMIN_PASSWORD: ADMIN.password, METRICS_TOKEN },
  });
  /**
   * The product's longest event-loop stall since the last call (prom-client's default metrics, whose delay histogram
   * starts again at each scrape), in ms: what a publish's own synchronous work adds to every waiting request.
   */
  const longestStall = async () => {
    const text = await fetch(`${product.url}/_metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
      (response) => response.text(),
    );
    const max = /^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text);
    return max ? Math.round(Number(max[1]) * 1000) : undefined;
  };
  try {
    const signIn = await fetch(`${product.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then((response) => response.json());
    const token = signIn.data?.token;
    if (!token) throw new Error(`the editor could not sign in: ${JSON.stringify(signIn)}`);
    const admin = (method, pathname, body) =>
      fetch(`${product.url}${pathname}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body && JSON.stringify(body),
      });
    const first = async (collection) =>
      (await admin('GET', `${collection}?page=1&pageSize=1&sort=title:ASC`).then((r) => r.json())).results[0];
    const programme = await first(PROGRAMMES);
    const lesson = await first(LESSONS);
    const graphql = (query) =>
      fetch(`${product.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    const bystander = `query Bystander${Date.now()} { audiences(sort: "slug:asc") { documentId slug title } }`;
    const body = JSON.stringify({ query: headerQuery(), variables: {} });
    const publishTimes = [];
    let publishes = 0;
    const publishing = async (until, collection, entry) => {
      while (Date.now() < until) {
        const started = Date.now();
        const title = `${entry.title}${publishes % 2 ? '' : ' (republished)'}`;
        const answer = await admin('POST', `${collection}/${entry.documentId}/actions/publish`, { title });
        if (!answer.ok) throw new Error(`publish answered ${answer.status}`);
        publishes += 1;
        publishTimes.push(Date.now() - started);
        await sleep(Math.max(0, interval - (Date.now() - started)));
      }
    };

    // Warm: the header's answer and the bystander's are kept.
    await load(product.url, body);
    await graphql(bystander);
    const rows = [];
    let bystanderHits = 0;
    for (let round = 1; round <= rounds; round += 1) {
      await longestStall();
      rows.push({
        round,
        phase: 'no publishing',
        ...(await load(product.url, body)),
        publishes: 0,
        stallMs: await longestStall(),
      });
      for (const [name, collection, entry] of [
        ['programme', PROGRAMMES, programme],
        ['lesson', LESSONS, lesson],
      ]) {
        const before = publishes;
        await longestStall();
        const until = Date.now() + seconds * 1000 - 200;
        const [result] = await Promise.all([load(product.url, body), publishing(until, collection, entry)]);
        rows.push({
          round,
          phase: `a ${name} every ${interval / 1000} s`,
          ...result,
          publishes: publishes - before,
          stallMs: await longestStall(),
        });
        if (name === 'programme' && (await graphql(bystander)).headers.get('x-cache') === 'HIT') bystanderHits += 1;
      }
    }
    await admin('POST', `${PROGRAMMES}/${programme.documentId}/actions/publish`, { title: programme.title });
    await admin('POST', `${LESSONS}/${lesson.documentId}/actions/publish`, { title: lesson.title });

    console.table(rows);
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const of = (phase, measure) => median(rows.filter((row) => row.phase.startsWith(phase)).map((row) => row[measure]));
    console.log(
      `p99 ${of('no', 'p99')} ms quiet, ${of('a programme', 'p99')} publishing programmes, ` +
        `${of('a lesson', 'p99')} publishing lessons; rps ${of('no', 'rps')}, ${of('a programme', 'rps')}, ` +
        `${of('a lesson', 'rps')} (upper medians); ` +
        `${publishes} publishes, median ${median(publishTimes)} ms; ` +
        `a query reading no programme was a hit after ${bystanderHits} of ${rounds} publishing phases`,
    );
  } finally {
    await product.stop();
    if (!values['work-dir']) fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
