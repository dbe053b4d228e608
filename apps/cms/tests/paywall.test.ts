import type { ClassSessionView, JoinedClass } from '@classroom/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, post } from './accounts';
import { cmsUrl, graphql, rest, signInAs } from './client';
import {
  fileProbes,
  graphqlProbes,
  readsFiles,
  restProbes,
  uploadsIn,
  type FileProbe,
  type Role,
  type UploadInAnswer,
} from './paywall-paths';
import { answerOf, countUpTo, inBatches, reached } from './paywall-probing';
import { oneOfEach, sweepsWhole } from './sweep';

/**
 * The paywall, generated (SPEC-GUIDE §6; issue 27): every path from a root field or REST route a visitor or registered
 * teacher may call to subscriber-only, owner-only or account content, or to a field withheld from them (CPD details),
 * through relations, components, dynamic zones, connections, populate and filters. Each is run as that role and as a
 * subscriber: the role gets nothing protected back where the subscriber does. Every file is asked for by each caller.
 * Filters and sorts on what the role may not read are in paywall-oracles.test.ts (what the database decides).
 * Pupils of a class session (issue 47), generated from the lessons: each reads its session's lesson and nothing of
 * any other, by the pupil read, by files (`?class=`), by GraphQL or REST.
 * `npm test` asks one probe of each kind (each path's last edge and what it reaches, every root and route; every file
 * field, and one file of each set of fields linking files); `npm run test:scale` asks them all (tests/sweep.ts).
 */

// Hundreds of probes per test: a loaded CI machine (or the PostgreSQL pass) needs more than the default 30 s. The
// slowest, a registered teacher's GraphQL walk, took 102 s beside a busy core (2054c14's run).
vi.setConfig({ testTimeout: 360_000 });

const tokens: Partial<Record<Role | 'subscriber', string>> = {};

beforeAll(async () => {
  tokens.registered = await signInAs('registered');
  tokens.subscriber = await signInAs('subscriber');
});

describe.each<Role>(['visitor', 'registered'])('the paywall, generated from the schemas, as a %s', (role) => {
  const token = () => tokens[role];

  it('GraphQL: no relation, component, dynamic zone or connection reaches what a subscriber alone reads', async () => {
    const every = graphqlProbes(role).probes;
    const probes = oneOfEach(
      every,
      (probe) => probe.kind,
      (probe) => probe.steps[0],
    );
    expect(probes.length).toBeGreaterThan(sweepsWhole ? 500 : 100);
    const results = await inBatches(probes, async (probe) => {
      const mine = await graphql(probe.query, {}, token());
      return {
        path: probe.path,
        leaked: reached(mine.data, probe.steps).length,
        invalid: mine.errors?.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED'),
      };
    });
    expect(results.filter((r) => r.invalid).map((r) => r.path)).toEqual([]);
    expect(results.filter((r) => r.leaked).map((r) => `${r.path} (${r.leaked})`)).toEqual([]);
    // The paths are real: the subscriber reads protected content through many of them.
    const real = await countUpTo(6, probes, async (probe) => {
      const subscribers = await graphql(probe.query, {}, tokens.subscriber);
      return reached(subscribers.data, probe.steps).length > 0;
    });
    expect(real).toBeGreaterThan(5);
  });

  it('REST: no populate reaches what a subscriber alone reads', async () => {
    const every = restProbes(role).probes;
    const probes = oneOfEach(
      every,
      (probe) => probe.kind,
      (probe) => probe.route,
    );
    expect(probes.length).toBeGreaterThan(sweepsWhole ? 200 : 40);
    const results = await inBatches(probes, async (probe) => {
      const mine = await rest(probe.url, token());
      const body = (await mine.json()) as { data?: unknown };
      return { path: probe.path, status: mine.status, leaked: reached(body.data, probe.steps).length };
    });
    expect(results.filter((r) => r.status >= 500).map((r) => `${r.path} ${r.status}`)).toEqual([]);
    expect(results.filter((r) => r.leaked).map((r) => `${r.path} (${r.leaked})`)).toEqual([]);
    const real = await countUpTo(6, probes, async (probe) => {
      const body = (await (await rest(probe.url, tokens.subscriber)).json()) as { data?: unknown };
      return reached(body.data, probe.steps).length > 0;
    });
    expect(real).toBeGreaterThan(5);
  });
});

describe('files, generated from the schemas (issue 43): every file field, every role, the address and the bytes', () => {
  type Caller = Role | 'subscriber';
  const CALLERS: Caller[] = ['visitor', 'registered', 'subscriber'];
  const tokenOf = (caller: Caller) => (caller === 'visitor' ? undefined : tokens[caller]);
  let answers: { probe: FileProbe; caller: Caller; uploads: UploadInAnswer[] }[];

  beforeAll(async () => {
    const asked = fileProbes().flatMap((probe) => CALLERS.map((caller) => ({ probe, caller })));
    answers = await inBatches(asked, async ({ probe, caller }) => ({
      probe,
      caller,
      uploads: uploadsIn((await graphql(probe.query, {}, tokenOf(caller))).data),
    }));
  });

  it('gives the addresses of a file field only to the callers it is declared for, and all of them', async () => {
    expect(fileProbes().length).toBeGreaterThan(20);
    const addresses = (uploads: UploadInAnswer[]) => [...new Set(uploads.map((upload) => upload.url))].sort();
    const bySubscriber = new Map(
      answers.filter((a) => a.caller === 'subscriber').map((a) => [a.probe.path, addresses(a.uploads)]),
    );
    const wrong = answers.flatMap(({ probe, caller, uploads }) => {
      const expected = readsFiles(probe.readers, caller) ? bySubscriber.get(probe.path)! : [];
      return JSON.stringify(addresses(uploads)) === JSON.stringify(expected)
        ? []
        : [`${probe.path} as ${caller}: ${uploads.length} files, expected ${expected.length}`];
    });
    expect(wrong).toEqual([]);
    // The paths are real: most file fields hold seeded files, a unit's documents among them.
    expect([...bySubscriber.values()].filter((urls) => urls.length).length).toBeGreaterThan(12);
    expect(bySubscriber.get('schemes.documents')?.length).toBeGreaterThan(0);
  });

  /**
   * Every file's addresses for every caller, with whether the caller reads a field that links it: in `npm test`, one
   * file of each kind (the fields that link it, its extension and its image formats: the door decides a file's access
   * from the fields that link it), every file in the whole sweep.
   */
  function fileAddresses() {
    // Each file with the readers of every published field that links it.
    const files = new Map<string, { upload: UploadInAnswer; linkedFrom: FileProbe[] }>();
    for (const { probe, caller, uploads } of answers) {
      if (caller !== 'subscriber') continue;
      for (const upload of uploads) {
        const known = files.get(upload.documentId) ?? { upload, linkedFrom: [] };
        known.linkedFrom.push(probe);
        files.set(upload.documentId, known);
      }
    }
    expect(files.size).toBeGreaterThan(20);
    const kindOf = ({ upload, linkedFrom }: { upload: UploadInAnswer; linkedFrom: FileProbe[] }) =>
      [
        [...new Set(linkedFrom.map((probe) => probe.path))].sort().join(', '),
        /\.\w+$/.exec(upload.url)?.[0],
        Object.keys(upload.formats ?? {})
          .sort()
          .join(' '),
      ].join(' | ');
    return oneOfEach([...files.values()], kindOf).flatMap(({ upload, linkedFrom }) =>
      CALLERS.flatMap((caller) =>
        [
          `/documents/${upload.documentId}`,
          upload.url,
          ...Object.values(upload.formats ?? {}).map((format) => format.url),
        ].map((address) => ({
          address,
          caller,
          expected: linkedFrom.some((probe) => readsFiles(probe.readers, caller)),
          fields: linkedFrom.map((probe) => probe.path).join(', '),
        })),
      ),
    );
  }

  // Thousands of addresses (every file, format and caller): asked in three parts, each far from its time-out beside a
  // busy core, and every address in one of them.
  it.each([1, 2, 3])(
    'sends the bytes of a file, by /documents and /uploads (every format), only to whoever reads a field linking it (part %i of 3)',
    async (part) => {
      const asked = fileAddresses().filter((_, index) => index % 3 === part - 1);
      const wrong = (
        await inBatches(asked, async ({ address, caller, expected, fields }) => {
          const response = await rest(address, tokenOf(caller));
          const bytes = (await response.arrayBuffer()).byteLength;
          const sent = response.status === 200 && bytes > 0;
          return sent === expected ? undefined : `${address} as ${caller} (${fields}): ${response.status}`;
        })
      ).filter(Boolean);
      expect(wrong).toEqual([]);
    },
  );

  it('tells callers apart by the files they may have: some public, some for subscribers only', () => {
    const asked = fileAddresses();
    expect(asked.filter((a) => a.caller === 'visitor' && !a.expected).length).toBeGreaterThan(10);
    expect(asked.filter((a) => a.caller === 'visitor' && a.expected).length).toBeGreaterThan(5);
  });

  it("keeps a unit's documents from visitors and registered teachers (issue 43, row 1)", async () => {
    const query = '{ schemes { documents { title file { url } } } }';
    const [visitor, registered, subscriber] = await Promise.all([
      graphql(query),
      graphql(query, {}, tokens.registered),
      graphql(query, {}, tokens.subscriber),
    ]);
    const urls = reached(subscriber.data, ['schemes', 'documents', 'file', 'url']) as string[];
    expect(urls.length).toBeGreaterThan(0);
    for (const answer of [visitor, registered]) {
      expect(reached(answer.data, ['schemes', 'documents'])).toEqual([]);
    }
    const overview = urls.find((url) => /unit_overview/i.test(url)) ?? urls[0];
    expect(overview).toMatch(/^\/uploads\//);
    const [asVisitor, asRegistered] = await Promise.all([rest(overview), rest(overview, tokens.registered)]);
    expect(asVisitor.status).toBe(401);
    expect(asRegistered.status).toBe(403);
    expect(asVisitor.headers.get('cache-control')).not.toMatch(/public/);
  });
});

describe("the audit's own examples (issue 27, findings 2 and 6)", () => {
  it('a relation inside a component does not hand a visitor subscriber-only activities', async () => {
    const query = `{ schemes { performance_items { activity { title lesson_summary introduction } activity_section { introduction } } } }`;
    const [visitor, subscriber] = await Promise.all([graphql(query), graphql(query, {}, tokens.subscriber)]);
    const items = (result: typeof visitor) => [
      ...reached(result.data, ['schemes', 'performance_items', 'activity']),
      ...reached(result.data, ['schemes', 'performance_items', 'activity_section']),
    ];
    expect(items(subscriber).length).toBeGreaterThan(0);
    expect(items(visitor)).toEqual([]);
  });

  it('CPD details reach no visitor through REST populate, and a filter on them is no oracle', async () => {
    const url = '/api/cpd?populate[cpd_sessions][fields][0]=main_text&populate[cpd_sessions][fields][1]=video';
    const body = (await (await rest(url)).json()) as { data?: unknown };
    expect(reached(body.data, ['cpd_sessions', 'main_text'])).toEqual([]);
    expect(reached(body.data, ['cpd_sessions', 'video'])).toEqual([]);

    const filtered = (text: string, token?: string) =>
      graphql(
        `{ cpd { cpd_sessions_connection(filters: { main_text: { containsi: "${text}" } }) { nodes { documentId } } } }`,
        {},
        token,
      );
    const [match, nonsense] = await Promise.all([filtered('a'), filtered('qwxzv')]);
    expect(answerOf(match)).toBe(answerOf(nonsense));
    expect(match.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A signed-in teacher may filter on them.
    const [signedInMatch, signedInNonsense] = await Promise.all([
      filtered('a', tokens.registered),
      filtered('qwxzv', tokens.registered),
    ]);
    expect(answerOf(signedInMatch)).not.toBe(answerOf(signedInNonsense));
  });
});

/** How many lessons the pupils' part walks (see its beforeAll). */
const PUPIL_LESSONS = 8;

describe('pupils of class sessions, generated from the lessons (issue 47): a pupil of lesson A reads nothing of lesson B', () => {
  /** One session per lesson in lesson mode, one pupil in each, and what the pupil read gave them. */
  interface Seat {
    lesson: string;
    session: string;
    pupil: string;
    answer: string;
    /** The documentIds the pupil read names (the lesson, its activities, slides, files). */
    ids: Set<string>;
    /** The /uploads addresses of the lesson's files, without `?class=`. */
    files: string[];
  }
  let seats: Seat[];
  /** The seat whose lesson another seat's pupil probes: each lesson is probed once, from its neighbour. */
  const otherThan = (index: number) => seats[(index + 1) % seats.length];
  const asPupil = (pathname: string, pupil: string, init: RequestInit = {}) =>
    fetch(`${cmsUrl()}${pathname}`, { ...init, headers: { ...init.headers, 'x-pupil-token': pupil } });

  const idsIn = (value: unknown, ids = new Set<string>()): Set<string> => {
    if (Array.isArray(value)) value.forEach((item) => idsIn(item, ids));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if (key === 'documentId' && typeof item === 'string') ids.add(item);
        else idsIn(item, ids);
      }
    return ids;
  };
  const filesIn = (answer: string) =>
    [...new Set([...answer.matchAll(/"url":"(\/uploads\/[^"?]+)\?class=/g)].map((match) => match[1]))].sort();

  beforeAll(async () => {
    const { data } = await graphql<{ lessons: { documentId: string; disable_lesson_mode: boolean | null }[] }>(
      '{ lessons(pagination: { limit: 500 }) { documentId disable_lesson_mode } }',
      {},
      tokens.subscriber,
    );
    const inLessonMode = data!.lessons
      .filter((lesson) => !lesson.disable_lesson_mode)
      .map((lesson) => lesson.documentId);
    // A pupil's first read of a lesson costs the CMS about half a second (lesson mode's whole lesson): eight lessons
    // spread evenly over the catalogue's order keep this file fast; every pair of them is compared.
    const lessons = inLessonMode.filter((_, index) => index % Math.ceil(inLessonMode.length / PUPIL_LESSONS) === 0);
    seats = await inBatches(lessons, async (lesson) => {
      const started = await post<{ data: ClassSessionView }>('/api/class-sessions', { lesson }, tokens.subscriber);
      const session = started.body.data;
      const pupil = (await post<{ data: JoinedClass }>('/api/class-sessions/join', { code: session.code, name: 'Ada' }))
        .body.data.token;
      const read = await asPupil('/api/class-sessions/live/lesson', pupil);
      const answer = await read.text();
      if (!read.ok) throw new Error(`The pupil of ${lesson} read ${read.status}: ${answer}`);
      const lessonRead = (JSON.parse(answer) as { data: { lesson: unknown } }).data.lesson;
      return { lesson, session: session.id, pupil, answer, ids: idsIn(lessonRead), files: filesIn(answer) };
    });
  });

  afterAll(async () => {
    await inBatches(seats ?? [], (seat) =>
      call('DELETE', `/api/class-sessions/${seat.session}`, undefined, tokens.subscriber),
    );
  });

  it('gives each pupil its own lesson, and nothing of any other lesson (every pair of lessons)', async () => {
    expect(seats.length).toBeGreaterThan(3);
    const leaks = seats.flatMap((a) =>
      seats
        .filter((b) => b !== a)
        .flatMap((b) => [...b.ids].filter((id) => !a.ids.has(id) && a.answer.includes(id)))
        .map((id) => `${a.lesson}'s pupil read ${id}`),
    );
    expect(leaks).toEqual([]);
    for (const seat of seats) expect(seat.ids.has(seat.lesson)).toBe(true);
    // Naming another lesson in the pupil read changes nothing: the session decides.
    const asked = await inBatches(seats, async (a) => {
      const b = otherThan(seats.indexOf(a));
      const answer = await (await asPupil(`/api/class-sessions/live/lesson?lesson=${b.lesson}`, a.pupil)).text();
      return [...b.ids].filter((id) => !a.ids.has(id) && answer.includes(id)).map((id) => `${a.lesson}: ${id}`);
    });
    expect(asked.flat()).toEqual([]);
  });

  it("opens its lesson's files with the pupil's token (?class=), and of another lesson's only what anyone may", async () => {
    expect(seats.filter((seat) => seat.files.length).length).toBeGreaterThan(3);
    const head = (file: string, pupil?: string) =>
      fetch(`${cmsUrl()}${file}${pupil ? `?class=${encodeURIComponent(pupil)}` : ''}`, { method: 'HEAD' });
    const asked = seats.flatMap((a, index) => {
      const b = otherThan(index);
      return [
        ...a.files.map((file) => ({ file, pupil: a.pupil, own: true })),
        ...b.files.filter((file) => !a.files.includes(file)).map((file) => ({ file, pupil: a.pupil, own: false })),
      ];
    });
    const results = await inBatches(asked, async ({ file, pupil, own }) => {
      const status = (await head(file, pupil)).status;
      // Another lesson's file opens for the pupil only if it opens for anyone (a public page's picture).
      const expected = own ? 200 : (await head(file)).status;
      return { file, own, status, wrong: (status === 200) !== (expected === 200) };
    });
    expect(results.filter((r) => r.wrong).map((r) => `${r.file} (${r.own ? 'own' : 'other'}): ${r.status}`)).toEqual(
      [],
    );
    // The rule tells lessons apart: other lessons' files that are not public are refused.
    expect(results.filter((r) => !r.own && r.status >= 401).length).toBeGreaterThan(5);
  });

  it('opens nothing of the catalogue by GraphQL or REST, whichever way the token is sent', async () => {
    const query = (lesson: string) =>
      `{ lesson(documentId: "${lesson}") { documentId title activities { activity { documentId title } } } }`;
    const results = await inBatches(seats, async (a) => {
      const b = otherThan(seats.indexOf(a));
      const visitorGraphql = answerOf(await graphql(query(b.lesson)));
      const visitorRest = await (await rest(`/api/lessons/${b.lesson}?populate=*`)).text();
      const byHeader = await asPupil('/graphql', a.pupil, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: query(b.lesson) }),
      });
      const restByHeader = await asPupil(`/api/lessons/${b.lesson}?populate=*&class=${a.pupil}`, a.pupil);
      const asBearer = await graphql(query(b.lesson), {}, a.pupil);
      return {
        lesson: b.lesson,
        graphqlLikeVisitor: answerOf(await byHeader.json()) === visitorGraphql,
        restLikeVisitor: (await restByHeader.text()) === visitorRest,
        bearerReadsNothing: reached(asBearer.data, ['lesson', 'title']).length === 0,
        // A pupil controls no session, its own or another's.
        teacherRoutes: [
          (await asPupil(`/api/class-sessions/${a.session}`, a.pupil)).status,
          (await asPupil(`/api/class-sessions/${b.session}`, a.pupil)).status,
        ],
      };
    });
    expect(results.filter((r) => !r.graphqlLikeVisitor || !r.restLikeVisitor || !r.bearerReadsNothing)).toEqual([]);
    expect(new Set(results.flatMap((r) => r.teacherRoutes))).toEqual(new Set([403]));
    // The queries are real: the subscriber reads every lesson through them.
    const subscriber = await graphql<{ lesson: { title: string } | null }>(
      query(seats[0].lesson),
      {},
      tokens.subscriber,
    );
    expect(subscriber.data?.lesson?.title).toBeTruthy();
  });
});
