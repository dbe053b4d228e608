// The virtual teachers of bench/scale-load.mjs, in a worker thread so that the faults the main thread causes (some of
// them block it: pg_ctl runs synchronously) never pause the load. Each teacher loops until the end time: the
// subscriber walk's GraphQL operations, lesson mode (LessonSlideShow), and a playlist edit every few rounds, with
// think times between requests, and a custom unit every fourth round. Every request is recorded (start time,
// milliseconds, outcome); every playlist and custom-unit write the product acknowledged is recorded, so the main
// thread can count them in the database after.
import { parentPort, workerData } from 'node:worker_threads';
import { Agent, fetch } from 'undici';

const { url, teachers, endsAt, thinkMs, operations, catalogue } = workerData;
// One keep-alive pool to the proxy, as browsers behind one school's network would hold.
const dispatcher = new Agent({ connections: 256, keepAliveTimeout: 30_000, pipelining: 1 });
const REQUEST_TIMEOUT_MS = 30_000;

/** Every request: [startedAt, ms, outcome], outcome 'ok', an HTTP status, 'graphql:<code>' or a network error. */
const requests = [];
/** Acknowledged playlist writes: { playlistId, items } — the playlist holds at least `items` items after it. */
const acknowledged = new Map();
/** Acknowledged custom units: their document ids (each must be in the database after the run). */
const acknowledgedUnits = [];
/** Answers whose body showed a stack trace or SQL text: a few examples, for the report. */
const leaks = [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const STACK = /\n\s+at .+:\d+:\d+|\bat (?:async )?[\w.<>]+ \(.*:\d+:\d+\)/;
const SQL =
  /\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b|\bknex\b|\brelation "|\bsyntax error at\b/is;

/** The first body of each non-2xx status or GraphQL error code, to show what a client was told. */
const samples = {};

function checkBody(status, body, outcome) {
  samples[outcome] ??= body.slice(0, 300);
  if ((STACK.test(body) || SQL.test(body)) && leaks.length < 10) leaks.push({ status, body: body.slice(0, 400) });
}

/** POST /graphql as the web app does; resolves with `data`, or null when the request failed (recorded). */
async function graphql(token, operation, variables = {}) {
  const startedAt = Date.now();
  let outcome;
  let data = null;
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ operationName: operation.operationName, query: operation.query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      outcome = String(response.status);
      checkBody(response.status, text, outcome);
    } else {
      const body = JSON.parse(text);
      if (body.errors?.length) {
        outcome = `graphql:${body.errors[0].extensions?.code ?? 'error'}`;
        checkBody(response.status, text, outcome);
      } else {
        outcome = 'ok';
        data = body.data;
      }
    }
  } catch (error) {
    outcome = error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.name);
  }
  requests.push([startedAt, Date.now() - startedAt, outcome, operation.name]);
  return data;
}

const op = (name) => ({ name, ...operations[name] });

/** The subscriber's walk: home, audience, programme, unit, lesson, lesson mode, audio library, playlists, account. */
async function walk(token) {
  const programme = pick(catalogue.programmes);
  const unit = pick(programme.units);
  const lessonId = pick(unit.lessons);
  const steps = [
    [op('AudiencesAndProgrammes'), {}],
    [op('Audience'), { audienceSlug: programme.audienceSlug }],
    [op('ProgrammeQuery'), { slug: programme.slug, audienceSlug: programme.audienceSlug }],
    [op('SchemesQuery'), { id: unit.documentId, programmeSlug: programme.slug }],
    [
      op('SchemeLessonsQuery'),
      { lessonId, schemeId: unit.documentId, programmeSlug: programme.slug, customUnit: false },
    ],
    [op('LessonSlideShow'), { lessonId, customSchemeId: '', customUnit: false }],
    [op('AudioLibraries'), { audienceSlug: programme.audienceSlug, everyAudience: false }],
    [op('Me'), {}],
  ];
  for (const [operation, variables] of steps) {
    if (Date.now() >= endsAt) return;
    await graphql(token, operation, variables);
    await think();
  }
}

const itemInput = (activity, order) => ({
  __typename: 'ComponentPlaylistActivityItem',
  title: activity.title,
  item: activity.documentId,
  context_path: '/bench',
  playlist_order: order,
});

/**
 * A playlist edit as AddToPlaylist.tsx makes it: a new playlist with one activity, or the teacher's playlist read
 * fresh and written back with one more activity. Only answers with data count as acknowledged.
 */
async function editPlaylist(teacher) {
  const activity = pick(catalogue.activities);
  if (!teacher.playlistId || Math.random() < 0.2) {
    const data = await graphql(teacher.token, op('CreatePlaylist'), {
      data: { title: `Bench ${teacher.index} ${Date.now()}`, playlist_item: [itemInput(activity, 1)] },
    });
    const playlistId = data?.createPlaylist?.documentId;
    if (playlistId) {
      teacher.playlistId = playlistId;
      acknowledged.set(playlistId, 1);
    }
    return;
  }
  const current = await graphql(teacher.token, op('Playlist'), { id: teacher.playlistId });
  if (!current?.playlist) return;
  const items = current.playlist.playlist_item.map((item) => ({
    __typename: item.__typename,
    title: item.title,
    item: item.item?.documentId,
    context_path: item.context_path,
    playlist_order: item.playlist_order,
  }));
  await think();
  const data = await graphql(teacher.token, op('UpdatePlaylist'), {
    playlistId: teacher.playlistId,
    data: { playlist_item: [...items, itemInput(activity, items.length + 1)] },
  });
  if (data?.updatePlaylist?.documentId) {
    acknowledged.set(teacher.playlistId, Math.max(acknowledged.get(teacher.playlistId) ?? 0, items.length + 1));
  }
}

/** A custom unit as CreateUnitPage.tsx makes it: a builder's required number of strands, named, saved. */
async function createCustomUnit(teacher) {
  const builder = pick(catalogue.unitBuilders);
  const strands = [...builder.strands].sort(() => Math.random() - 0.5).slice(0, builder.required);
  const data = await graphql(teacher.token, op('CreateCustomScheme'), {
    data: {
      title: `Bench unit ${teacher.index} ${Date.now()}`,
      learning_strands: strands,
      audience: builder.audience,
      programme: builder.programme,
    },
  });
  const unitId = data?.createCustomScheme?.documentId;
  if (unitId) acknowledgedUnits.push(unitId);
}

async function teacherLoop(teacher) {
  // Spread the first requests over the first think time, as teachers do not all click at the same millisecond.
  await sleep(Math.random() * thinkMs[1]);
  for (let round = 0; Date.now() < endsAt; round++) {
    await walk(teacher.token);
    if (Date.now() >= endsAt) break;
    await graphql(teacher.token, op('Playlists'));
    await think();
    if (round % 2 === 0) await editPlaylist(teacher);
    else if (round % 4 === 1) await createCustomUnit(teacher);
    await think();
    // Lesson mode again: the teacher moves through the lesson's slides with the slideshow in the cache of the app,
    // then the next lesson.
    await graphql(teacher.token, op('LessonSlideShow'), {
      lessonId: pick(pick(pick(catalogue.programmes).units).lessons),
      customSchemeId: '',
      customUnit: false,
    });
    await think();
  }
}

await Promise.all(teachers.map((teacher) => teacherLoop(teacher)));
parentPort.postMessage({ requests, acknowledged: [...acknowledged], acknowledgedUnits, leaks, samples });
await dispatcher.close();
