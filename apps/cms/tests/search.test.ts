import { describe, expect, it } from 'vitest';
import { call } from './accounts';
import { graphql, demoCallers } from './client';
import type { SearchAnswer, Segment } from '../src/search/service';

/** GET /api/search (issue #16): one index for the whole classroom, answering each caller by what they may open. */

// The answer's shape is the service's own: a test that reads another field fails to type-check.
type Answer = SearchAnswer;

const text = (segments: Segment[] | null) => (segments ?? []).map((segment) => segment.text).join('');
const marked = (segments: Segment[] | null) => (segments ?? []).filter((s) => s.match).map((s) => s.text);

async function search(query: Record<string, string>, token?: string) {
  return call<Answer>('GET', `/api/search?${new URLSearchParams(query)}`, undefined, token);
}
async function found(q: string, token?: string, extra: Record<string, string> = {}): Promise<Answer> {
  const answer = await search({ q, limit: '100', ...extra }, token);
  expect(answer.status).toBe(200);
  return answer.body;
}
const titles = (answer: Answer) => answer.results.map((result) => text(result.title));

const { subscriber, registered, otherSubscriber, admin } = await demoCallers();

describe('search across the classroom', () => {
  it('shows a visitor public results in full and subscriber items as marked titles without their text', async () => {
    for (const token of [undefined, registered]) {
      const answer = await found('pulse', token);
      const programme = answer.results.find((result) => result.kind === 'programme');
      expect(programme).toMatchObject({ subscribersOnly: false, href: '/primary/music-foundations' });
      expect(marked(programme!.snippet).map((word) => word.toLowerCase())).toContain('pulse');

      const activity = answer.results.find((result) => text(result.title) === 'Marching to the Pulse')!;
      expect(activity).toMatchObject({ kind: 'activity', subscribersOnly: true, snippet: null, foundIn: ['title'] });
      expect(marked(activity.title)).toEqual(['Pulse']);
      // Subscriber-only items come only by their titles: their hidden text neither shows nor finds them.
      for (const result of answer.results.filter((r) => r.subscribersOnly)) {
        expect(text(result.title).toLowerCase()).toContain('pulse');
        expect(result.snippet).toBeNull();
      }
      const raw = JSON.stringify(answer);
      expect(raw).not.toContain('march, tap and pass the beat');
      expect(raw).not.toContain('Pulse Warm-up (recording)');
    }
  });

  it('shows a subscriber everything, with the text each result was found by', async () => {
    const answer = await found('pulse', subscriber);
    expect(answer.results.every((result) => !result.subscribersOnly)).toBe(true);
    const activity = answer.results.find((result) => text(result.title) === 'Marching to the Pulse')!;
    expect(activity.href).toMatch(/^\/primary\/music-foundations\/activity\/-\/-\/\w+$/);
    expect(activity.foundIn).toEqual(expect.arrayContaining(['title', 'summary']));
    expect(text(activity.snippet)).toContain('Pupils find and keep a steady pulse');
    // Found by their hidden text alone: lessons and activities that say "pulse" only inside.
    expect(
      answer.results.filter((result) => !text(result.title).toLowerCase().includes('pulse')).length,
    ).toBeGreaterThan(0);
    expect(answer.facets.kind.map((facet) => facet.value)).toEqual(expect.arrayContaining(['activity', 'programme']));
  });

  it('forgives typos and finds words by their beginnings', async () => {
    expect(titles(await found('puls', subscriber))).toContain('Marching to the Pulse');
    expect(titles(await found('marhcing', subscriber))).toContain('Marching to the Pulse');
    expect(titles(await found('marc', subscriber))).toContain('Marching to the Pulse');
  });

  it('narrows by facet, counting what each choice would give', async () => {
    const all = await found('pulse', subscriber);
    const activities = all.facets.kind.find((facet) => facet.value === 'activity')!.count;
    const narrowed = await found('pulse', subscriber, { kind: 'activity' });
    expect(narrowed.total).toBe(activities);
    expect(narrowed.results.every((result) => result.kind === 'activity')).toBe(true);
    // The kind facet still counts the other kinds, so a teacher can switch.
    expect(narrowed.facets.kind).toEqual(all.facets.kind);
    const type = narrowed.results[0].activityType!;
    const byType = await found('pulse', subscriber, { kind: 'activity', activityType: type });
    expect(byType.results.every((result) => result.activityType === type)).toBe(true);
  });

  it("finds a teacher's own playlist for them only, never for another teacher or a visitor", async () => {
    const title = `Zanzibar warm-ups ${Date.now()}`;
    const created = await graphql<{ createPlaylist: { documentId: string } }>(
      `
        mutation ($data: PlaylistInput!) {
          createPlaylist(data: $data) {
            documentId
          }
        }
      `,
      { data: { title, playlist_item: [] } },
      subscriber,
    );
    expect(created.errors).toBeUndefined();
    const mine = await found('zanzibar', subscriber);
    expect(mine.results.map((result) => [result.kind, text(result.title), result.href])).toContainEqual([
      'playlist',
      title,
      `/playlists/${created.data!.createPlaylist.documentId}`,
    ]);
    for (const token of [otherSubscriber, registered, undefined]) {
      const theirs = await found('zanzibar', token);
      expect(theirs.results.filter((result) => result.kind === 'playlist')).toEqual([]);
      expect(JSON.stringify(theirs)).not.toContain('Zanzibar');
    }
  });

  it("follows a teacher's own changes on their very next search, though their own index is kept between searches", async () => {
    const before = `Quokka canons ${Date.now()}`;
    const after = `Wombat rounds ${Date.now()}`;
    const created = await graphql<{ createPlaylist: { documentId: string } }>(
      'mutation ($data: PlaylistInput!) { createPlaylist(data: $data) { documentId } }',
      { data: { title: before, playlist_item: [] } },
      subscriber,
    );
    expect(created.errors).toBeUndefined();
    const playlistId = created.data!.createPlaylist.documentId;
    const playlistTitles = async (q: string) =>
      (await found(q, subscriber)).results.filter((result) => result.kind === 'playlist').map((r) => text(r.title));
    // Twice: the second search answers from the kept index.
    expect(await playlistTitles('quokka')).toEqual([before]);
    expect(await playlistTitles('quokka')).toEqual([before]);

    const renamed = await graphql(
      'mutation ($id: ID!, $data: PlaylistInput!) { updatePlaylist(documentId: $id, data: $data) { documentId } }',
      { id: playlistId, data: { title: after } },
      subscriber,
    );
    expect(renamed.errors).toBeUndefined();
    expect(await playlistTitles('quokka')).toEqual([]);
    expect(await playlistTitles('wombat')).toEqual([after]);

    // An editor's change in the admin panel (no teacher behind the write) is followed too.
    const edited = await call(
      'PUT',
      `/content-manager/collection-types/api::playlist.playlist/${playlistId}`,
      { title: before },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(await playlistTitles('wombat')).toEqual([]);
    expect(await playlistTitles('quokka')).toEqual([before]);

    const deleted = await graphql(
      'mutation ($id: ID!) { deletePlaylist(documentId: $id) { documentId } }',
      { id: playlistId },
      subscriber,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await playlistTitles('quokka')).toEqual([]);
  });

  it('finds a lesson an editor has just made, on the very next search, whatever the spelling and accents', async () => {
    const units = await call<{ results: { documentId: string; title: string }[] }>(
      'GET',
      '/content-manager/collection-types/api::scheme.scheme?pageSize=1',
      undefined,
      admin,
    );
    const unit = units.body.results[0];
    const title = `Dvořák's colourful, organised pieces ${Date.now()}`;
    const made = await call<{ data: { documentId: string } }>(
      'POST',
      '/content-manager/collection-types/api::lesson.lesson',
      { title, introduction: 'Listening to the **New World** symphony.' },
      admin,
    );
    expect(made.status).toBe(201);
    const lessonId = made.body.data.documentId;
    const linked = await call(
      'PUT',
      `/content-manager/collection-types/api::scheme.scheme/${unit.documentId}`,
      { lessons: { connect: [{ documentId: lessonId }] } },
      admin,
    );
    expect(linked.status).toBe(200);
    try {
      const answer = await found('dvorak colorful organize', subscriber);
      const lesson = answer.results.find((result) => result.id === `lesson:${lessonId}`);
      expect(lesson).toBeDefined();
      expect(lesson!.href).toMatch(new RegExp(`/unit/${unit.documentId}/lesson/${lessonId}$`));
      expect(marked(lesson!.title)).toEqual(['Dvořák', 'colourful', 'organised']);
    } finally {
      await call('DELETE', `/content-manager/collection-types/api::lesson.lesson/${lessonId}`, undefined, admin);
    }
    // Deleted: gone from the very next search too.
    const after = await found('dvorak colorful organize', subscriber);
    expect(after.results.find((result) => result.id === `lesson:${lessonId}`)).toBeUndefined();
  });

  it('offers other searches when nothing is found', async () => {
    const answer = await found('pulsequux', subscriber);
    expect(answer.total).toBe(0);
    expect(answer.results).toEqual([]);
    expect(answer.suggestions.length).toBeGreaterThan(0);
  });

  it('limits suggestions per kind for the header', async () => {
    const answer = await found('pulse', subscriber, { perKind: '2' });
    const perKind = new Map<string, number>();
    for (const result of answer.results) perKind.set(result.kind, (perKind.get(result.kind) ?? 0) + 1);
    expect(Math.max(...perKind.values())).toBeLessThanOrEqual(2);
  });

  it('refuses bad input with a clear message, and a broken token with 401', async () => {
    const empty = await search({ q: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toMatch(/search for/i);
    expect((await search({ q: 'pulse', limit: '5000' })).status).toBe(400);
    expect((await search({ q: 'pulse', sort: 'x' })).status).toBe(400);
    expect((await search({ q: 'x'.repeat(201) })).status).toBe(400);
    const broken = await search({ q: 'pulse' }, 'not-a-token');
    expect(broken.status).toBe(401);
    expect(JSON.stringify(broken.body)).not.toMatch(/stack|at \w+ \(/);
  });
});
