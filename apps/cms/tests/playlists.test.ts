import { beforeAll, describe, expect, it } from 'vitest';
import { localPath, referenceOf } from '../src/api/playlist/items';
import { call, register, uniqueEmail } from './accounts';
import { graphql, adminToken } from './client';

/**
 * What a playlist may hold (src/api/playlist/items.ts), and that only its owner changes it. Who may read or delete
 * a playlist at all is proven in ownership.test.ts; here: its items, as the add-to-playlist dialog and the
 * 'Edit playlist contents' mode send them, by two freshly registered teachers on their free trial.
 */
const PLAYLIST = `
  query Playlist($id: ID!) {
    playlist(documentId: $id) {
      documentId
      title
      playlist_item {
        __typename
        ... on ComponentPlaylistActivityItem { title context_path playlist_order item { documentId } }
        ... on ComponentPlaylistAudioItem { title context_path playlist_order item { documentId } }
      }
    }
  }
`;
const CREATE = `
  mutation CreatePlaylist($data: PlaylistInput!) { createPlaylist(data: $data) { documentId } }
`;
const UPDATE = `
  mutation UpdatePlaylist($playlistId: ID!, $data: PlaylistInput!) {
    updatePlaylist(documentId: $playlistId, data: $data) { documentId }
  }
`;

interface Item {
  __typename: string;
  title: string;
  context_path: string | null;
  playlist_order: number;
  item: { documentId: string } | null;
}

const itemsOf = async (id: string, token: string) => {
  const { data, errors } = await graphql<{ playlist: { playlist_item: Item[] } | null }>(PLAYLIST, { id }, token);
  expect(errors).toBeUndefined();
  return data!.playlist?.playlist_item ?? null;
};

describe('referenceOf and localPath (pure)', () => {
  it('reads the one entry an item names, in every shape the content API takes', () => {
    expect(referenceOf('abc123')).toEqual({ documentId: 'abc123' });
    expect(referenceOf('42')).toEqual({ id: 42 });
    expect(referenceOf(7)).toEqual({ id: 7 });
    expect(referenceOf({ documentId: 'x1' })).toEqual({ documentId: 'x1' });
    expect(referenceOf({ connect: [{ documentId: 'x2' }] })).toEqual({ documentId: 'x2' });
    for (const nothing of [null, undefined, '', ' ', 0, -3, 1.5, {}, [], { connect: [] }, { set: ['a', 'b'] }]) {
      expect(referenceOf(nothing)).toBeNull();
    }
  });

  it('keeps paths on this site only', () => {
    expect(localPath('/primary/music-foundations/activity/-/-/abc')).toBe(
      '/primary/music-foundations/activity/-/-/abc',
    );
    for (const outside of [
      'javascript:alert(1)',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil',
      'primary',
      5,
    ]) {
      expect(localPath(outside)).toBeNull();
    }
  });
});

describe('playlist items, as the CMS keeps them', () => {
  let a: string;
  let b: string;
  let activityId: string;
  let otherActivityId: string;
  let audioId: string;
  let imageId: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([register(uniqueEmail('playlist-a')), register(uniqueEmail('playlist-b'))]);
    const { data } = await graphql<{
      activityPages: { documentId: string }[];
      uploadFiles: { documentId: string; mime: string }[];
    }>(
      `
        {
          activityPages(pagination: { limit: 2 }) {
            documentId
          }
          uploadFiles(pagination: { limit: 200 }) {
            documentId
            mime
          }
        }
      `,
      {},
      a,
    );
    [activityId, otherActivityId] = data!.activityPages.map((page) => page.documentId);
    audioId = data!.uploadFiles.find((file) => file.mime.startsWith('audio/'))!.documentId;
    imageId = data!.uploadFiles.find((file) => file.mime.startsWith('image/'))!.documentId;
  });

  const activity = (item: string, order: number, context_path: unknown = '/primary/x') => ({
    __typename: 'ComponentPlaylistActivityItem',
    title: `Activity ${order}`,
    item,
    context_path,
    playlist_order: order,
  });
  const audio = (item: string, order: number) => ({
    __typename: 'ComponentPlaylistAudioItem',
    title: `Audio ${order}`,
    item,
    context_path: '/audiolibrary/page/x',
    playlist_order: order,
  });

  it('drops items naming nothing, naming what does not exist, or the wrong kind of file', async () => {
    const created = await graphql<{ createPlaylist: { documentId: string } }>(
      CREATE,
      {
        data: {
          title: 'Mixed bag',
          playlist_item: [
            activity(activityId, 1),
            activity('no-such-activity', 3),
            { __typename: 'ComponentPlaylistActivityItem', title: 'Names nothing', playlist_order: 4 },
            audio(imageId, 5),
            audio('no-such-file', 6),
            audio(audioId, 7),
          ],
        },
      },
      a,
    );
    expect(created.errors).toBeUndefined();
    const items = await itemsOf(created.data!.createPlaylist.documentId, a);
    expect(items!.map((item) => [item.__typename, item.title, item.item?.documentId])).toEqual([
      ['ComponentPlaylistActivityItem', 'Activity 1', activityId],
      ['ComponentPlaylistAudioItem', 'Audio 7', audioId],
    ]);
  });

  it('leaves out, on read and on the next save, an item whose activity was deleted after it was added', async () => {
    // An editor makes an activity page, a teacher adds it, the editor deletes it (the admin panel's own API).
    const admin = adminToken();
    const PAGES = '/content-manager/collection-types/api::activity-page.activity-page';
    const made = await call<{ data: { documentId: string } }>(
      'POST',
      `${PAGES}/actions/publish`,
      { title: 'Soon gone' },
      admin,
    );
    expect(made.status).toBe(200);
    const goneId = made.body.data.documentId;
    const created = await graphql<{ createPlaylist: { documentId: string } }>(
      CREATE,
      { data: { title: 'Dangling', playlist_item: [activity(goneId, 1), activity(activityId, 2)] } },
      a,
    );
    const id = created.data!.createPlaylist.documentId;
    expect((await itemsOf(id, a))!.map((item) => item.item?.documentId)).toEqual([goneId, activityId]);
    expect((await call('DELETE', `${PAGES}/${goneId}`, undefined, admin)).status).toBe(200);

    // Read: no error, the dangling item names nothing (the web app leaves it out).
    const afterDelete = await itemsOf(id, a);
    expect(afterDelete!.filter((item) => item.item).map((item) => item.title)).toEqual(['Activity 2']);

    // A client sending it back unchanged does not bring it back: the save drops it.
    const saved = await graphql(
      UPDATE,
      { playlistId: id, data: { playlist_item: [activity(goneId, 1), activity(activityId, 2)] } },
      a,
    );
    expect(saved.errors).toBeUndefined();
    expect((await itemsOf(id, a))!.map((item) => [item.title, item.item?.documentId])).toEqual([
      ['Activity 2', activityId],
    ]);
  });

  it('keeps a context path only when it is a path on this site', async () => {
    const created = await graphql<{ createPlaylist: { documentId: string } }>(
      CREATE,
      {
        data: {
          title: 'Links',
          playlist_item: [activity(activityId, 1, 'javascript:alert(document.cookie)'), activity(otherActivityId, 2)],
        },
      },
      a,
    );
    const items = await itemsOf(created.data!.createPlaylist.documentId, a);
    expect(items!.map((item) => item.context_path)).toEqual([null, '/primary/x']);
  });

  it("saves the owner's reordering and removals, and refuses another teacher's by GraphQL and REST", async () => {
    const created = await graphql<{ createPlaylist: { documentId: string } }>(
      CREATE,
      {
        data: {
          title: 'Friday',
          playlist_item: [activity(activityId, 1), audio(audioId, 2), activity(otherActivityId, 3)],
        },
      },
      a,
    );
    const id = created.data!.createPlaylist.documentId;

    // The owner's 'Save Changes': the audio first, the first activity removed.
    const saved = await graphql(
      UPDATE,
      { playlistId: id, data: { playlist_item: [audio(audioId, 1), activity(otherActivityId, 2)] } },
      a,
    );
    expect(saved.errors).toBeUndefined();
    const ordered = await itemsOf(id, a);
    expect(ordered!.map((item) => [item.title, item.playlist_order])).toEqual([
      ['Audio 1', 1],
      ['Activity 2', 2],
    ]);

    // B adds to, reorders and empties A's playlist: refused every way, and nothing changes.
    const byGraphql = await graphql(UPDATE, { playlistId: id, data: { playlist_item: [activity(activityId, 1)] } }, b);
    expect(byGraphql.errors?.[0]?.extensions?.code).toBe('STRAPI_NOT_FOUND_ERROR');
    const byRest = await call('PUT', `/api/playlists/${id}`, { data: { playlist_item: [] } }, b);
    expect(byRest.status).toBe(404);
    expect(await itemsOf(id, b)).toBeNull();
    expect((await itemsOf(id, a))!.map((item) => item.title)).toEqual(['Audio 1', 'Activity 2']);
  });

  it('refuses an item without a type over GraphQL, saying which types there are', async () => {
    const untyped = await graphql(
      CREATE,
      { data: { title: 'Untyped', playlist_item: [{ title: 'No type', item: activityId }] } },
      a,
    );
    expect(untyped.errors?.[0]?.message).toMatch(/ComponentPlaylistActivityItem, ComponentPlaylistAudioItem/);
  });

  it('adds items over REST with the same rules, and drops one without a type', async () => {
    const created = await call<{ data: { documentId: string } }>(
      'POST',
      '/api/playlists',
      {
        data: {
          title: 'By REST',
          playlist_item: [
            { __component: 'playlist.activity-item', title: 'Kept', item: activityId, context_path: '/send/y' },
            { __component: 'playlist.audio-item', title: 'Dropped', item: imageId },
            { title: 'No type', item: activityId },
          ],
        },
      },
      a,
    );
    expect(created.status).toBe(201);
    const items = await itemsOf(created.body.data.documentId, a);
    expect(items!.map((item) => [item.title, item.context_path])).toEqual([['Kept', '/send/y']]);
  });
});
