#!/usr/bin/env node
// Load and faults through the proxy (issue #15, part 5).
//
// 1. Starts the scaled topology (scripts/scale/topology.mjs: PostgreSQL, Redis, the S3 stand-in, N CMS processes in
//    production mode, HAProxy) with the sign-in limits raised for one address, and registers `--users` teachers
//    through the product's own POST /api/auth/local/register (each gets the free trial, so the subscriber role).
// 2. Runs the virtual teachers (bench/scale/teachers.mjs, in a worker thread) for `--duration` seconds through the
//    proxy: the subscriber walk's GraphQL operations as the web app sends them, lesson mode, playlist edits and new
//    custom units.
// 3. Meanwhile, the faults of `--faults` (default all): `kill` -9 one CMS process at 20 % (started again at 30 %),
//    `redis` stopped at 45 % and started at 55 %, `postgres` restarted at 75 %.
// 4. Reports requests, rps, p50/p95/p99 and errors overall and per phase, checks that no answer carried a stack
//    trace or SQL text, and counts every acknowledged playlist and custom-unit write in PostgreSQL.
// Exits non-zero on a lost write, on a leaked stack/SQL, on errors outside the fault windows, or on any 401 (every
// teacher's token stays valid for the whole run, so a 401 would sign a teacher out: issue 33), faults or not.
//
// Run after a build: `node scripts/start.mjs --build-only && node bench/scale-load.mjs --users 200 --duration 300`
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { startScaleTopology } from '../scripts/scale/topology.mjs';
import { webAppOperations } from './scale/operations.mjs';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '300' },
    processes: { type: 'string', default: '2' },
    faults: { type: 'string', default: 'kill,redis,postgres' },
    'think-ms': { type: 'string', default: '500-2000' },
  },
});
const users = Number(options.users);
const durationMs = Number(options.duration) * 1000;
const faults = new Set(options.faults.split(',').filter(Boolean));
const thinkMs = options['think-ms'].split('-').map(Number);
const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PASSWORD = 'BenchTeacher123';

const topology = await startScaleTopology({
  processes: Number(options.processes),
  // One loopback address signs in every teacher: the per-address limits raised for the bench only.
  extraEnv: () => ({
    SIGN_IN_PER_ADDRESS_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    STRAPI_LOG_LEVEL: 'warn',
    SUBSCRIPTION_CHECK_CRON: '*/30 * * * * *',
  }),
});
const { url, processes, proxy, engines } = topology;

async function post(pathname, body, token) {
  const response = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok || answer.errors) {
    throw new Error(`POST ${pathname}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return answer;
}

/** Registers teacher `index` (a new account each run: the database is new) and returns its token. */
async function registerTeacher(index) {
  const email = `bench-teacher-${index}@example.com`;
  // Registration answers the new teacher's token (SPEC §7 `{ jwt, user }`).
  const { jwt } = await post('/api/auth/local/register', {
    email,
    username: email,
    password: PASSWORD,
    user_profile_data: { first_name: 'Bench', last_name: `Teacher ${index}`, postcode: 'LS6 2AB' },
  });
  return { index, token: jwt };
}

/** What the walk needs to know: programmes with their audience, units and lessons, and activities to add. */
async function readCatalogue(token) {
  const { data } = await post(
    '/graphql',
    {
      query: `{
        programmes(pagination: { limit: 100 }) { slug audience { slug } units { documentId lessons { documentId } } }
        activityPages(pagination: { limit: 50 }) { documentId title }
        customSchemeBuilders {
          number_required_strands
          audience { documentId }
          programme { documentId }
          learning_strands(sort: "id:asc") { documentId }
        }
      }`,
    },
    token,
  );
  const programmes = data.programmes
    .filter((programme) => programme.audience?.slug)
    .map((programme) => ({
      slug: programme.slug,
      audienceSlug: programme.audience.slug,
      units: programme.units
        .map((unit) => ({ documentId: unit.documentId, lessons: unit.lessons.map((lesson) => lesson.documentId) }))
        .filter((unit) => unit.lessons.length),
    }))
    .filter((programme) => programme.units.length);
  if (!programmes.length || !data.activityPages.length) throw new Error('The demo catalogue has no lessons to walk');
  // The strand pickers a teacher can make a unit from (as CreateUnitPage.tsx reads them): enough strands to choose.
  const unitBuilders = data.customSchemeBuilders
    .map((builder) => ({
      audience: builder.audience?.documentId,
      programme: builder.programme?.documentId,
      // strandSelection.ts's rule: the builder's number, else DEFAULT_REQUIRED_STRANDS (4).
      required: builder.number_required_strands > 0 ? builder.number_required_strands : 4,
      strands: builder.learning_strands.map((strand) => strand.documentId),
    }))
    .filter((builder) => builder.audience && builder.programme && builder.strands.length >= builder.required);
  if (!unitBuilders.length) throw new Error('The demo catalogue has no custom-unit builder to make units from');
  return { programmes, activities: data.activityPages, unitBuilders };
}

let exitCode = 1;
try {
  console.log(`Registering ${users} teachers through ${url}/api/auth/local/register …`);
  const teachers = [];
  for (let start = 0; start < users; start += 10) {
    const batch = Array.from({ length: Math.min(10, users - start) }, (_, offset) => registerTeacher(start + offset));
    teachers.push(...(await Promise.all(batch)));
  }
  const catalogue = await readCatalogue(teachers[0].token);
  console.log(
    `Catalogue: ${catalogue.programmes.length} programmes, ${catalogue.programmes.reduce((sum, programme) => sum + programme.units.length, 0)} units, ${catalogue.activities.length} activities`,
  );

  const startedAt = Date.now();
  const endsAt = startedAt + durationMs;
  const at = (fraction) => startedAt + fraction * durationMs;
  /** The phases in order: [name, from, fault?]; a request belongs to the phase in which it started. */
  const phases = [['before faults', startedAt, false]];
  const enter = (name, fault) => {
    phases.push([name, Date.now(), fault]);
    console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s  ${name}`);
  };
  const until = (time) => sleep(Math.max(0, time - Date.now()));
  const proxyUp = async (name, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await proxy.servers())[name]?.status === 'UP') return true;
      await sleep(250);
    }
    return false;
  };
  const healthy = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2000) })
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return true;
      await sleep(250);
    }
    return false;
  };

  console.log(
    `Load: ${users} teachers for ${durationMs / 1000} s, think ${thinkMs.join('–')} ms; faults: ${[...faults].join(', ') || 'none'}`,
  );
  const worker = new Worker(path.join(here, 'scale', 'teachers.mjs'), {
    workerData: { url, teachers, endsAt, thinkMs, operations: webAppOperations(), catalogue },
  });
  const results = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });

  const faultLog = [];
  if (faults.has('kill')) {
    const victim = processes[processes.length - 1];
    await until(at(0.2));
    enter(`${victim.name} killed (kill -9)`, true);
    await victim.kill('SIGKILL');
    faultLog.push(`${victim.name} killed with SIGKILL`);
    await until(at(0.3));
    const ms = await victim.restart();
    const up = await proxyUp(victim.name);
    faultLog.push(
      `${victim.name} started again in ${(ms / 1000).toFixed(1)} s, ${up ? 'back UP in HAProxy' : 'NOT back UP in HAProxy'}`,
    );
    enter('between faults (1)', false);
  }
  if (faults.has('redis') && engines.redis) {
    await until(at(0.45));
    enter('Redis stopped', true);
    await engines.redis.kill();
    await until(at(0.55));
    await engines.redis.restart();
    faultLog.push('Redis killed (SIGKILL) and started again, empty');
    // The processes find Redis again on their next command (src/platform/redis); a few seconds of grace for that.
    await sleep(3000);
    enter('between faults (2)', false);
  }
  if (faults.has('postgres')) {
    await until(at(0.75));
    enter('PostgreSQL restarting', true);
    const restartStarted = Date.now();
    engines.postgres.restart();
    const back = await healthy();
    faultLog.push(
      `PostgreSQL restarted (pg_ctl restart -m fast) in ${((Date.now() - restartStarted) / 1000).toFixed(1)} s; /_health ${back ? 'answered again' : 'did NOT answer again'}`,
    );
    // Pools drop their broken connections on first use: the grace of one think time.
    await sleep(3000);
    enter('after faults', false);
  }

  const { requests, acknowledged, acknowledgedUnits, leaks, samples } = await results;
  const elapsedS = (Math.max(endsAt, Date.now()) - startedAt) / 1000;

  // ── Figures ──
  const phaseAt = (time) => {
    let index = 0;
    while (index + 1 < phases.length && phases[index + 1][1] <= time) index++;
    return index;
  };
  // A request belongs to the phase in which it started, unless it was still under way when a fault began: then it
  // belongs to that fault (a request cut by the restart of PostgreSQL is the fault's, not the calm before).
  const phaseOf = (time, took) => {
    const started = phaseAt(time);
    const ended = phaseAt(time + took);
    return !phases[started][2] && phases[ended][2] ? ended : started;
  };
  const percentile = (sorted, p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
  const summarise = (list, seconds) => {
    const ms = list.map(([, took]) => took).sort((a, b) => a - b);
    const errors = {};
    for (const [, , outcome] of list) if (outcome !== 'ok') errors[outcome] = (errors[outcome] ?? 0) + 1;
    return {
      requests: list.length,
      rps: seconds > 0 ? list.length / seconds : 0,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      errors,
      errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
    };
  };
  const line = (label, figures) =>
    `${label.padEnd(28)} ${String(figures.requests).padStart(7)} req ${figures.rps.toFixed(1).padStart(7)} rps   p50 ${String(figures.p50).padStart(5)} ms  p95 ${String(figures.p95).padStart(5)} ms  p99 ${String(figures.p99).padStart(5)} ms   errors ${figures.errorCount}${figures.errorCount ? ` ${JSON.stringify(figures.errors)}` : ''}`;

  const overall = summarise(requests, elapsedS);
  console.log('\nPhase                        requests        rps   latency');
  let errorsOutsideFaults = 0;
  let errorsInsideFaults = 0;
  phases.forEach(([name, from, fault], index) => {
    const to = index + 1 < phases.length ? phases[index + 1][1] : Math.max(endsAt, Date.now());
    const figures = summarise(
      requests.filter(([time, took]) => phaseOf(time, took) === index),
      (to - from) / 1000,
    );
    if (fault) errorsInsideFaults += figures.errorCount;
    else errorsOutsideFaults += figures.errorCount;
    console.log(line(`${name} (${((to - from) / 1000).toFixed(0)} s)`, figures));
  });
  console.log(line('overall', overall));

  const byOperation = {};
  for (const [, took, outcome, name] of requests) {
    byOperation[name] ??= [];
    byOperation[name].push([0, took, outcome]);
  }
  console.log('\nPer operation');
  for (const [name, list] of Object.entries(byOperation).sort()) console.log(line(name, summarise(list, elapsedS)));

  console.log(`\nFaults: ${faultLog.join('; ') || 'none'}`);
  for (const [outcome, body] of Object.entries(samples)) console.log(`  what a client was told (${outcome}): ${body}`);

  // ── Acknowledged writes against the database ──
  /** The rows `sql(list)` selects for document ids, 500 to a statement (`list`: quoted, comma-joined). */
  const rowsFor = (documentIds, sql) => {
    const rows = [];
    for (let start = 0; start < documentIds.length; start += 500) {
      const list = documentIds
        .slice(start, start + 500)
        .map((id) => `'${id.replace(/'/g, '')}'`)
        .join(',');
      rows.push(...engines.postgres.query('classroom', sql(list)));
    }
    return rows;
  };
  const inDatabase = new Map(
    rowsFor(
      acknowledged.map(([playlistId]) => playlistId),
      (list) =>
        `SELECT p.document_id, count(c.cmp_id) FROM playlists p LEFT JOIN playlists_cmps c ON c.entity_id = p.id AND c.field = 'playlist_item' WHERE p.document_id IN (${list}) GROUP BY p.document_id`,
    ).map((row) => {
      const [documentId, count] = row.split('|');
      return [documentId, Number(count)];
    }),
  );
  let lostPlaylists = 0;
  let lostItems = 0;
  let acknowledgedItems = 0;
  for (const [playlistId, items] of acknowledged) {
    acknowledgedItems += items;
    if (!inDatabase.has(playlistId)) {
      lostPlaylists += 1;
      lostItems += items;
    } else if (inDatabase.get(playlistId) < items) {
      lostItems += items - inDatabase.get(playlistId);
    }
  }
  console.log(
    `Acknowledged playlist writes: ${acknowledged.length} playlists holding ${acknowledgedItems} items; in PostgreSQL after the run: ${inDatabase.size} of the playlists; lost: ${lostPlaylists} playlists, ${lostItems} items`,
  );
  const unitsInDatabase = new Set(
    rowsFor(
      acknowledgedUnits,
      (list) => `SELECT DISTINCT document_id FROM custom_schemes WHERE document_id IN (${list})`,
    ).map((row) => row.trim()),
  );
  const lostUnits = acknowledgedUnits.filter((id) => !unitsInDatabase.has(id)).length;
  console.log(
    `Acknowledged custom units: ${acknowledgedUnits.length}; in PostgreSQL after the run: ${unitsInDatabase.size}; lost: ${lostUnits}`,
  );
  if (leaks.length) {
    console.log(`\nAnswers that carried a stack trace or SQL text (${leaks.length} shown):`);
    for (const leak of leaks) console.log(`  ${leak.status}: ${leak.body}`);
  } else {
    console.log('No answer carried a stack trace or SQL text.');
  }

  const figures = topology.figures();
  console.log(
    `Processes after the run: ${Object.entries(figures.residentMb)
      .map(([name, mb]) => `${name} ${mb} MB`)
      .join(', ')}; ${figures.postgresConnections} PostgreSQL connections; machine: ${os.cpus().length} cores`,
  );
  // Every process must still be serving: one that ended during a fault did not recover from it.
  const ended = processes.filter((cms) => cms.pid === undefined).map((cms) => cms.name);
  // Every token is valid all run long (none is ended): a 401 is the CMS refusing a good token, inside a fault or not.
  const refusedValidTokens = requests.filter(([, , outcome]) => outcome === '401');
  if (refusedValidTokens.length) {
    const byName = {};
    for (const [, , , name] of refusedValidTokens) byName[name] = (byName[name] ?? 0) + 1;
    console.log(`
401 answers to valid tokens (a teacher would be signed out): ${JSON.stringify(byName)}`);
  }
  if (ended.length) console.log(`Not running at the end: ${ended.join(', ')} (SCALE_KEEP_LOGS=DIR keeps their logs)`);
  const failed =
    lostPlaylists + lostItems + lostUnits > 0 ||
    errorsOutsideFaults > 0 ||
    leaks.length > 0 ||
    ended.length > 0 ||
    refusedValidTokens.length > 0;
  console.log(
    `\n${failed ? '✘' : '✔'} ${users} teachers, ${overall.requests} requests in ${elapsedS.toFixed(0)} s (${overall.rps.toFixed(1)} rps), p50 ${overall.p50} ms, p95 ${overall.p95} ms, p99 ${overall.p99} ms; errors ${errorsOutsideFaults} outside fault windows, ${errorsInsideFaults} inside; ${acknowledgedItems} acknowledged playlist items, ${lostItems} lost; ${acknowledgedUnits.length} acknowledged custom units, ${lostUnits} lost; ${leaks.length} stack/SQL leaks; ${refusedValidTokens.length} 401s to valid tokens`,
  );
  exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(`\n✘ ${error.stack ?? error.message}`);
  for (const cms of processes) console.error(`\nEnd of ${cms.name}'s log: ${cms.logFile}`);
} finally {
  await topology.stop();
}
process.exit(exitCode);
