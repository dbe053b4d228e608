import { beforeAll, describe, expect, it } from 'vitest';
import { call, register, uniqueEmail } from './accounts';
import { graphql, signInAs } from './client';
import { HISTORY_LIMIT } from '../src/api/teaching-history/history-rules';

/**
 * A teacher's teaching history (src/api/teaching-history): the lessons they opened and the slide they last showed,
 * kept on the server so the home's "Continue where you left off" follows them from one browser to another. Each
 * teacher reads and writes only their own; only subscribers record or read one; bad input is a clear 400 or 404.
 */
interface History {
  continue: { lesson: { documentId: string; title: string }; href: string; lessonHref: string; slide: number } | null;
  recent: { lesson: { documentId: string; title: string }; href: string }[];
}

const mine = async (token: string) => {
  const { status, body } = await call<{ data: History }>('GET', '/api/teaching-history/mine', undefined, token);
  expect(status).toBe(200);
  return body.data;
};
const opened = (path: unknown, token?: string) =>
  call('PUT', '/api/teaching-history/opened', { data: { path } }, token);
const position = (path: unknown, token?: string) =>
  call('PUT', '/api/teaching-history/position', { data: { path } }, token);

const overview = (lesson: string) => `/primary/music-foundations/unit/unit1/lesson/${lesson}`;
const slide = (lesson: string, number: number) => `${overview(lesson)}/slides/activity1/${number}`;

describe('teaching history', () => {
  let a: string;
  let b: string;
  let lessons: { documentId: string; title: string }[];

  beforeAll(async () => {
    [a, b] = await Promise.all([register(uniqueEmail('history-a')), register(uniqueEmail('history-b'))]);
    const { data } = await graphql<{ lessons: { documentId: string; title: string }[] }>(
      '{ lessons(pagination: { limit: 100 }) { documentId title } }',
      {},
      a,
    );
    lessons = data!.lessons;
    expect(lessons.length).toBeGreaterThan(HISTORY_LIMIT);
  });

  it('keeps the last slide shown and the lessons opened, newest first', async () => {
    const [first, second] = lessons;
    expect(await mine(a)).toEqual({ continue: null, recent: [] });

    expect((await opened(overview(first.documentId), a)).status).toBe(200);
    expect((await opened(overview(second.documentId), a)).status).toBe(200);
    expect((await position(slide(first.documentId, 2), a)).status).toBe(200);
    expect((await position(slide(first.documentId, 3), a)).status).toBe(200);

    const history = await mine(a);
    expect(history.continue).toEqual({
      lesson: first,
      href: slide(first.documentId, 3),
      lessonHref: overview(first.documentId),
      slide: 3,
    });
    expect(history.recent.map((entry) => entry.lesson.documentId)).toEqual([second.documentId, first.documentId]);
    expect(history.recent[0].href).toBe(overview(second.documentId));
  });

  it('is each teacher’s own: another teacher neither reads nor overwrites it', async () => {
    const [first] = lessons;
    expect(await mine(b)).toEqual({ continue: null, recent: [] });
    expect((await position(slide(first.documentId, 7), b)).status).toBe(200);

    expect((await mine(a)).continue?.href).toBe(slide(first.documentId, 3));
    expect((await mine(b)).continue?.href).toBe(slide(first.documentId, 7));
    // Nor through the generated API: the type has no GraphQL and no core routes.
    const listed = await graphql('{ teachingHistories { documentId } }', {}, b);
    expect(listed.errors?.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/teaching-histories', undefined, b)).status).toBe(404);
  });

  it('is refused to visitors and to registered teachers without a subscription', async () => {
    const registered = await signInAs('registered');
    const lesson = lessons[0].documentId;
    for (const token of [undefined, registered]) {
      expect([401, 403]).toContain((await call('GET', '/api/teaching-history/mine', undefined, token)).status);
      expect([401, 403]).toContain((await opened(overview(lesson), token)).status);
      expect([401, 403]).toContain((await position(slide(lesson, 1), token)).status);
    }
  });

  it('answers bad input with a clear 400 or 404, never a 500', async () => {
    const lesson = lessons[0].documentId;
    const unknown = await position(slide('nosuchlesson0000000000000', 1), a);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('There is no such lesson.');

    const bad: [string, unknown][] = [
      ['opened', undefined],
      ['opened', 42],
      ['opened', 'https://evil.example/x'],
      ['opened', '//evil.example/primary/p/unit/u/lesson/x'],
      ['opened', `${overview(lesson)}/../../admin`],
      ['opened', slide(lesson, 1)],
      ['position', overview(lesson)],
      ['position', `${overview(lesson)}/slides/activity1/0`],
      ['position', `${overview(lesson)}/slides/activity1/abc`],
      ['position', `${overview(lesson)}/slides/activity1/1?x=<script>`],
      ['position', `${overview(lesson)}/slides/activity1/${'9'.repeat(400)}`],
    ];
    for (const [event, path] of bad) {
      const answer = event === 'opened' ? await opened(path, a) : await position(path, a);
      expect(answer.status, `${event} ${String(path)}`).toBe(400);
      expect(answer.body.error?.details?.errors?.[0]?.path).toEqual(['path']);
    }
    for (const body of [null, 'text', [], { data: 'x' }, { data: { path: overview(lesson), extra: 1 } }]) {
      const answer = await call('PUT', '/api/teaching-history/opened', body, a);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    // Nothing of it was kept.
    expect((await mine(a)).continue?.href).toBe(slide(lessons[0].documentId, 3));
  });

  it(`keeps at most ${HISTORY_LIMIT} lessons, forgetting the oldest`, async () => {
    const teacher = await register(uniqueEmail('history-bound'));
    const [oldest, ...others] = lessons;
    expect((await position(slide(oldest.documentId, 4), teacher)).status).toBe(200);
    for (const lesson of others.slice(0, HISTORY_LIMIT)) {
      expect((await opened(overview(lesson.documentId), teacher)).status).toBe(200);
    }
    const history = await mine(teacher);
    // The lesson taught first was the 21st most recent: forgotten, so there is nothing to continue.
    expect(history.continue).toBeNull();
    expect(history.recent[0].lesson.documentId).toBe(others[HISTORY_LIMIT - 1].documentId);
    // Twenty-one lessons taught: 10.0 s of 30 on SQLite beside a busy loop on a slow host (a0009db's run).
  }, 90_000);
});
