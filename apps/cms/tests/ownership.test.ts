import { beforeAll, describe, expect, it } from 'vitest';
import { cmsUrl, graphql, signIn, signInAs } from './client';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';

/** Two teachers with subscriptions: A owns things, B tries everything the CMS exposes to reach them. */
interface Teacher {
  token: string;
  documentId: string;
}

async function teacher(account: { email: string; password: string }): Promise<Teacher> {
  const token = await signIn(account.email, account.password);
  const { data } = await graphql<{ me: { documentId: string } }>(
    `
      {
        me {
          documentId
        }
      }
    `,
    {},
    token,
  );
  return { token, documentId: data!.me.documentId };
}

const restCall = async (method: string, pathname: string, token?: string, body?: unknown) => {
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { data?: unknown } | null };
};

const MY_PLAYLISTS = `query Playlists { playlists { documentId title } }`;

describe('playlists and custom units belong to their owner, whatever a client sends', () => {
  let a: Teacher;
  let b: Teacher;
  let registered: string;
  let activityId: string;
  let playlistOfA: string;

  beforeAll(async () => {
    a = await teacher(DEMO_ACCOUNTS.subscriber);
    b = await teacher(DEMO_ACCOUNTS.owner);
    registered = await signInAs('registered');
    const { data } = await graphql<{ activityPages: { documentId: string }[] }>(
      `
        {
          activityPages(pagination: { limit: 1 }) {
            documentId
          }
        }
      `,
      {},
      a.token,
    );
    activityId = data!.activityPages[0].documentId;

    // A creates a playlist naming B as its owner: the CMS makes A the owner anyway.
    const created = await graphql<{ createPlaylist: { documentId: string; title: string } }>(
      `
        mutation CreatePlaylist($data: PlaylistInput!) {
          createPlaylist(data: $data) {
            documentId
            title
          }
        }
      `,
      {
        data: {
          title: 'Year 3 warm-ups',
          owner: b.documentId,
          playlist_item: [
            {
              __typename: 'ComponentPlaylistActivityItem',
              title: 'Pulse',
              item: activityId,
              context_path: '/primary/x',
              playlist_order: 1,
            },
          ],
        },
      },
      a.token,
    );
    expect(created.errors).toBeUndefined();
    playlistOfA = created.data!.createPlaylist.documentId;
  });

  it("lists a teacher's own playlists only, even when the client filters for someone else's", async () => {
    const mine = await graphql<{ playlists: { documentId: string }[] }>(MY_PLAYLISTS, {}, a.token);
    expect(mine.data!.playlists.map((playlist) => playlist.documentId)).toContain(playlistOfA);
    const theirs = await graphql<{ playlists: { documentId: string }[] }>(MY_PLAYLISTS, {}, b.token);
    expect(theirs.data!.playlists.map((playlist) => playlist.documentId)).not.toContain(playlistOfA);
    const filtered = await graphql<{ playlists: unknown[] }>(
      `
        query ($id: ID!) {
          playlists(filters: { documentId: { eq: $id } }) {
            documentId
          }
        }
      `,
      { id: playlistOfA },
      b.token,
    );
    expect(filtered.data!.playlists).toEqual([]);
  });

  it("keeps B from reading, renaming, re-owning or deleting A's playlist over GraphQL", async () => {
    const read = await graphql<{ playlist: unknown }>(
      `
        query ($id: ID!) {
          playlist(documentId: $id) {
            title
          }
        }
      `,
      { id: playlistOfA },
      b.token,
    );
    expect(read.data!.playlist).toBeNull();
    const update = await graphql(
      `
        mutation ($id: ID!, $data: PlaylistInput!) {
          updatePlaylist(documentId: $id, data: $data) {
            title
          }
        }
      `,
      { id: playlistOfA, data: { title: 'Taken', owner: b.documentId } },
      b.token,
    );
    expect(update.errors?.length).toBeGreaterThan(0);
    const remove = await graphql(
      `
        mutation ($id: ID!) {
          deletePlaylist(documentId: $id) {
            documentId
          }
        }
      `,
      { id: playlistOfA },
      b.token,
    );
    expect(remove.errors?.length).toBeGreaterThan(0);
    // A's own update cannot hand the playlist to B either.
    await graphql(
      `
        mutation ($id: ID!, $data: PlaylistInput!) {
          updatePlaylist(documentId: $id, data: $data) {
            title
          }
        }
      `,
      { id: playlistOfA, data: { title: 'Year 3 warm-ups', owner: b.documentId } },
      a.token,
    );

    const stillMine = await graphql<{ playlist: { title: string } | null }>(
      `
        query ($id: ID!) {
          playlist(documentId: $id) {
            title
          }
        }
      `,
      { id: playlistOfA },
      a.token,
    );
    expect(stillMine.data!.playlist?.title).toBe('Year 3 warm-ups');
    const stillNotTheirs = await graphql<{ playlist: unknown }>(
      `
        query ($id: ID!) {
          playlist(documentId: $id) {
            title
          }
        }
      `,
      { id: playlistOfA },
      b.token,
    );
    expect(stillNotTheirs.data!.playlist).toBeNull();
  });

  it("keeps B away from A's playlist over REST, and a REST create is always the caller's", async () => {
    expect((await restCall('GET', `/api/playlists/${playlistOfA}`, b.token)).status).toBe(404);
    expect((await restCall('PUT', `/api/playlists/${playlistOfA}`, b.token, { data: { title: 'Taken' } })).status).toBe(
      404,
    );
    expect((await restCall('DELETE', `/api/playlists/${playlistOfA}`, b.token)).status).toBe(404);
    const list = await restCall('GET', '/api/playlists', b.token);
    expect(JSON.stringify(list.body)).not.toContain(playlistOfA);

    // Naming another owner is refused outright by REST; either way A never gets a playlist B made.
    const planted = await restCall('POST', '/api/playlists', b.token, {
      data: { title: 'Planted on A', owner: a.documentId },
    });
    expect([400, 201]).toContain(planted.status);
    const created = await restCall('POST', '/api/playlists', b.token, { data: { title: 'B made this' } });
    expect(created.status).toBe(201);
    const createdId = (created.body!.data as { documentId: string }).documentId;
    const aList = await graphql<{ playlists: { title: string }[] }>(MY_PLAYLISTS, {}, a.token);
    expect(aList.data!.playlists.map((playlist) => playlist.title)).not.toContain('Planted on A');
    expect(aList.data!.playlists.map((playlist) => playlist.title)).not.toContain('B made this');
    expect((await restCall('GET', `/api/playlists/${createdId}`, b.token)).status).toBe(200);
    expect((await restCall('GET', `/api/playlists/${createdId}`, a.token)).status).toBe(404);
  });

  it('does the same for custom units', async () => {
    // A valid unit (the create rule of src/api/custom-scheme/services/custom-scheme.ts): the builder's strands.
    const builders = await graphql<{
      customSchemeBuilders: {
        number_required_strands: number;
        programme: { documentId: string };
        learning_strands: { documentId: string }[];
      }[];
    }>(
      `
        {
          customSchemeBuilders(filters: { programme: { slug: { eq: "music-foundations" } } }) {
            number_required_strands
            programme {
              documentId
            }
            learning_strands {
              documentId
            }
          }
        }
      `,
      {},
      a.token,
    );
    const builder = builders.data!.customSchemeBuilders[0];
    const unit = {
      programme: builder.programme.documentId,
      learning_strands: builder.learning_strands
        .slice(0, builder.number_required_strands)
        .map((strand) => strand.documentId),
    };
    const created = await graphql<{ createCustomScheme: { documentId: string } }>(
      `
        mutation ($data: CustomSchemeInput!) {
          createCustomScheme(data: $data) {
            documentId
          }
        }
      `,
      { data: { title: 'My singing unit', owner: b.documentId, ...unit } },
      a.token,
    );
    expect(created.errors).toBeUndefined();
    const unitOfA = created.data!.createCustomScheme.documentId;
    const seenByB = await graphql<{ customSchemes: { documentId: string }[] }>(
      `
        {
          customSchemes {
            documentId
          }
        }
      `,
      {},
      b.token,
    );
    expect(seenByB.data!.customSchemes.map((unit) => unit.documentId)).not.toContain(unitOfA);
    const readByB = await graphql<{ customScheme: unknown }>(
      `
        query ($id: ID!) {
          customScheme(documentId: $id) {
            title
          }
        }
      `,
      { id: unitOfA },
      b.token,
    );
    expect(readByB.data!.customScheme).toBeNull();
    const deleteByB = await graphql(
      `
        mutation ($id: ID!) {
          deleteCustomScheme(documentId: $id) {
            documentId
          }
        }
      `,
      { id: unitOfA },
      b.token,
    );
    expect(deleteByB.errors?.length).toBeGreaterThan(0);
    expect((await restCall('DELETE', `/api/custom-schemes/${unitOfA}`, b.token)).status).toBe(404);
    const seenByA = await graphql<{ customSchemes: { documentId: string }[] }>(
      `
        {
          customSchemes {
            documentId
          }
        }
      `,
      {},
      a.token,
    );
    expect(seenByA.data!.customSchemes.map((unit) => unit.documentId)).toContain(unitOfA);
  });

  it('gives visitors and users without a subscription no playlist at all', async () => {
    for (const token of [undefined, registered]) {
      const result = await graphql(MY_PLAYLISTS, {}, token);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await restCall('GET', '/api/playlists', token)).status).toBe(403);
    }
  });
});
