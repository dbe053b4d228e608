// What only a deployment of several processes can get wrong, checked against a running topology (topology.mjs).
// Each check resolves with a line that says what it saw, or throws saying what went wrong.
import fs from 'node:fs';
import { openEventStream } from '../event-stream.mjs';

/** The demo's super admin, as the journeys' editor (e2e/support/admin.ts). */
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const AUDIENCES = '{ audiences(sort: "menu_order:asc") { documentId title } }';

async function graphql(baseUrl, query) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`GraphQL on ${baseUrl}: ${response.status} ${JSON.stringify(body)}`);
  return { data: body.data, cache: response.headers.get('x-cache') };
}

async function adminToken(baseUrl) {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Admin sign-in on ${baseUrl}: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token;
}

async function saveAudienceTitle(baseUrl, token, documentId, title) {
  // Saved and published, as Publish in the admin panel does (Draft & Publish, issue 31).
  const cm = `${baseUrl}/content-manager/collection-types/api::audience.audience`;
  const response = await fetch(`${cm}/${documentId}/actions/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  if (!response.ok) throw new Error(`Saving the audience on ${baseUrl}: ${response.status} ${await response.text()}`);
}

/**
 * An editor saves an audience in the admin panel of the first process; the very next read from the second process
 * (GraphQL, whose answers it keeps in the response cache, and REST) has the new title. The title is put back after.
 */
export async function editorChangeSeenAcrossProcesses({ processes }) {
  const [writer, reader] = processes;
  // The reader has the answer in its response cache before the change (a second ask is a hit).
  await graphql(reader.url, AUDIENCES);
  const before = await graphql(reader.url, AUDIENCES);
  const audience = before.data.audiences[0];
  const token = await adminToken(writer.url);
  const changed = `${audience.title} (edited ${new Date().toISOString()})`;
  await saveAudienceTitle(writer.url, token, audience.documentId, changed);
  try {
    const after = await graphql(reader.url, AUDIENCES);
    const seen = after.data.audiences.find((entry) => entry.documentId === audience.documentId)?.title;
    if (seen !== changed) {
      throw new Error(
        `${reader.name} still answers '${seen}' after ${writer.name} saved '${changed}' (X-Cache before: ${before.cache}, after: ${after.cache})`,
      );
    }
    const rest = await fetch(`${reader.url}/api/audiences/${audience.documentId}`).then((response) => response.json());
    if (rest.data?.title !== changed) throw new Error(`${reader.name}'s REST answers '${rest.data?.title}'`);
    return `saved on ${writer.name}, read at once on ${reader.name} (GraphQL X-Cache ${before.cache} before, ${after.cache} after; REST)`;
  } finally {
    await saveAudienceTitle(writer.url, token, audience.documentId, audience.title);
  }
}

/**
 * An editor schedules a CPD session's publication a minute ahead on one process (the Publisher panel's call,
 * strapi-plugin-publisher, issue 31); it appears on the other at that time, published in one tick by one process.
 */
export async function scheduledPublicationAppearsOnce(topology, { aheadMs = 60_000 } = {}) {
  const [writer, reader] = topology.processes;
  const token = await adminToken(writer.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const sessions = `${writer.url}/content-manager/collection-types/api::cpd-session.cpd-session`;
  const stamp = Date.now();
  const created = await fetch(sessions, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: `Scheduled CPD session ${stamp}`, slug: `scheduled-cpd-session-${stamp}` }),
  });
  if (created.status !== 201) throw new Error(`Creating the draft session: ${created.status} ${await created.text()}`);
  const { documentId } = (await created.json()).data;
  const visible = async () => fetch(`${reader.url}/api/cpd-sessions/${documentId}`).then((answer) => answer.status);
  try {
    const executeAt = new Date(Date.now() + aheadMs);
    const scheduled = await fetch(`${writer.url}/publisher/actions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        data: {
          executeAt: executeAt.toISOString(),
          mode: 'publish',
          entityId: documentId,
          entitySlug: 'api::cpd-session.cpd-session',
        },
      }),
    });
    if (!scheduled.ok) throw new Error(`Scheduling: ${scheduled.status} ${await scheduled.text()}`);
    let status = await visible();
    while (status !== 200 && Date.now() < executeAt.getTime() + 60_000) {
      if (status !== 404) throw new Error(`${reader.name} answered ${status} for the scheduled session`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = await visible();
    }
    const seenAt = Date.now();
    if (status !== 200) throw new Error(`the session was not published within a minute of ${executeAt.toISOString()}`);
    if (seenAt < executeAt.getTime()) throw new Error(`published ${executeAt.getTime() - seenAt} ms early`);
    const { data } = await (await fetch(`${reader.url}/api/cpd-sessions/${documentId}`)).json();
    const publishedAt = new Date(data.publishedAt).getTime();
    if (publishedAt < executeAt.getTime())
      throw new Error(`publishedAt ${data.publishedAt} is before ${executeAt.toISOString()}`);
    // Once: each tick of the publishing job ran in one process, and a later tick does not publish it again.
    const once = scheduledJobRanOncePerTick(topology, { job: 'scheduled-publishing', minimumTicks: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const again = await (await fetch(`${reader.url}/api/cpd-sessions/${documentId}`)).json();
    if (again.data.publishedAt !== data.publishedAt) throw new Error(`published again at ${again.data.publishedAt}`);
    return `scheduled on ${writer.name} for ${executeAt.toISOString()}, seen on ${reader.name} ${seenAt - executeAt.getTime()} ms after it, published once (${once})`;
  } finally {
    await fetch(`${sessions}/${documentId}`, { method: 'DELETE', headers });
  }
}

/**
 * The subscription job's ticks, as the processes log them ("subscription job ran (tick …)",
 * src/platform/scheduled-jobs): each tick ran in exactly one process, and ticks did run (every 2 s in the topology).
 */
export function scheduledJobRanOncePerTick({ processes }, { job = 'subscription', minimumTicks = 3 } = {}) {
  const runs = new Map();
  for (const cms of processes) {
    const log = fs.existsSync(cms.logFile) ? fs.readFileSync(cms.logFile, 'utf8') : '';
    for (const [, tick] of log.matchAll(new RegExp(`${job} job ran \\(tick ([^)]+)\\)`, 'g'))) {
      runs.set(tick, [...(runs.get(tick) ?? []), cms.name]);
    }
  }
  const twice = [...runs].filter(([, names]) => names.length > 1);
  if (twice.length) {
    const [tick, names] = twice[0];
    throw new Error(
      `${twice.length} of ${runs.size} ticks ran in more than one process (tick ${tick}: ${names.join(', ')})`,
    );
  }
  if (runs.size < minimumTicks) {
    throw new Error(
      `only ${runs.size} ${job} job runs logged ("${job} job ran (tick …)"); expected at least ${minimumTicks}`,
    );
  }
  const perProcess = processes.map(
    (cms) => `${cms.name} ${[...runs.values()].filter(([name]) => name === cms.name).length}`,
  );
  return `${runs.size} ticks, each run once (${perProcess.join(', ')})`;
}

/** HAProxy answers the web app's fingerprinted files from its own cache, marked cacheable for a year. */
export async function proxyServesAssetsWithLongCache({ url }) {
  const html = await fetch(`${url}/`).then((response) => response.text());
  const asset = html.match(/(?:src|href)="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!asset) throw new Error('The home page links no /assets/*.js file');
  const first = await fetch(`${url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await first.arrayBuffer();
  const second = await fetch(`${url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await second.arrayBuffer();
  const cacheControl = second.headers.get('cache-control');
  if (second.status !== 200 || cacheControl !== 'public, max-age=31536000, immutable') {
    throw new Error(`${asset}: ${second.status}, Cache-Control '${cacheControl}'`);
  }
  // HAProxy adds Age to what it answers from its cache.
  if (second.headers.get('age') === null) throw new Error(`${asset} was not answered from HAProxy's cache (no Age)`);
  return `${asset}: Cache-Control '${cacheControl}', second answer from HAProxy's cache (Age ${second.headers.get('age')})`;
}

/** Round robin: every process took a share of the requests that came through the proxy. */
export async function proxySpreadsRequests({ proxy, processes }) {
  const servers = await proxy.servers();
  const shares = processes.map((cms) => ({ name: cms.name, ...servers[cms.name] }));
  const idle = shares.filter((share) => !(share.sessions > 0));
  if (idle.length) throw new Error(`No requests reached ${idle.map((share) => share.name).join(', ')}`);
  return shares.map((share) => `${share.name} ${share.status}, ${share.sessions} sessions`).join('; ');
}

/** The demo subscriber, as the class-session journey's teacher (e2e/support/session.ts). */
const TEACHER = { identifier: 'subscriber@example.com', password: 'Teacher123' };

/** A pupil's event stream on one process (GET /api/class-sessions/live/stream), as EventSource reads it. */
const pupilStream = (baseUrl, token) =>
  openEventStream(`${baseUrl}/api/class-sessions/live/stream?token=${encodeURIComponent(token)}`);

async function json(url, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Class sessions across processes (issue 47): a teacher starts a session on the first process; one pupil joins and
 * follows on each process; slide changes made on each process reach both pupils (through Redis pub/sub), and ending
 * the session on the second process ends both streams. Resolves with what each pupil saw and how long it took.
 */
export async function pupilsFollowTeacherAcrossProcesses({ processes }) {
  const [first, second] = processes;
  const { jwt } = await json(`${first.url}/api/auth/local`, { method: 'POST', body: TEACHER });
  const { data } = await json(`${first.url}/graphql`, {
    method: 'POST',
    token: jwt,
    body: { query: '{ lessons(pagination: { limit: 50 }) { documentId disable_lesson_mode } }' },
  });
  const lesson = data.lessons.find((entry) => !entry.disable_lesson_mode);
  if (!lesson) throw new Error('No seeded lesson has lesson mode');
  const session = (
    await json(`${first.url}/api/class-sessions`, { method: 'POST', token: jwt, body: { lesson: lesson.documentId } })
  ).data;
  const pupils = [];
  try {
    for (const [index, cms] of [first, second].entries()) {
      const joined = await json(`${cms.url}/api/class-sessions/join`, {
        method: 'POST',
        body: { code: session.code, name: `Pupil ${index + 1}` },
      });
      const stream = await pupilStream(cms.url, joined.data.token);
      await stream.next((event) => event.name === 'state');
      pupils.push({ cms, stream });
    }
    const seen = [];
    for (const [position, teacherOn] of [
      [2, first],
      [3, second],
    ]) {
      const id = `check/${position}`;
      const arrivals = pupils.map(({ stream }) => stream.next((event) => event.data.slide?.id === id));
      const sent = performance.now();
      await json(`${teacherOn.url}/api/class-sessions/${session.id}/slide`, {
        method: 'PUT',
        token: jwt,
        body: { position, id },
      });
      const got = await Promise.all(arrivals);
      seen.push(
        `slide ${position} shown on ${teacherOn.name}: ${got
          .map((event, index) => `${pupils[index].cms.name}'s pupil in ${Math.max(0, event.at - sent).toFixed(0)} ms`)
          .join(', ')}`,
      );
    }
    const ends = pupils.map(({ stream }) => stream.next((event) => event.name === 'ended'));
    await fetch(`${second.url}/api/class-sessions/${session.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${jwt}` },
    });
    await Promise.all(ends);
    return `${seen.join('; ')}; ended on ${second.name}, both pupils told`;
  } finally {
    for (const { stream } of pupils) stream.stop();
    await fetch(`${first.url}/api/class-sessions/${session.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${jwt}` },
    }).catch(() => undefined);
  }
}
