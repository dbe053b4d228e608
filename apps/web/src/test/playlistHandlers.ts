import { graphql, HttpResponse } from 'msw';
import type { PlaylistQuery, PlaylistsQuery } from '../gql/graphql';

/**
 * SPEC-GUIDE §7 playlist calls as the CMS answers them for the signed-in teacher: only their own playlists, another
 * teacher's id reads as `playlist: null`. `playlistCms()` keeps playlists in memory so that a test can create, save
 * and delete, see the refetched result, and assert exactly what each mutation received.
 */

const playlistAudiences = [
  { documentId: 'aud-primary', title: 'Primary', slug: 'primary' },
  { documentId: 'aud-secondary', title: 'Secondary', slug: 'secondary' },
  { documentId: 'aud-send', title: 'SEND', slug: 'send' },
];

/** What playlist items can point at: activity pages and uploaded audio files, by documentId. */
const activities = {
  'act-call': { documentId: 'act-call', title: 'Call and response', time: '10 minutes', type: 'Warm-up' },
  'act-body': { documentId: 'act-body', title: 'Body percussion', time: null, type: 'Rhythm game' },
  'act-pulse': { documentId: 'act-pulse', title: 'Find the pulse', time: '5 minutes', type: 'Listening' },
} as const;
const audioFiles = {
  'file-hall': {
    documentId: 'file-hall',
    url: '/uploads/hall_of_the_mountain_king.mp3',
    name: 'hall_of_the_mountain_king.mp3',
    ext: '.mp3',
    mime: 'audio/mpeg',
    caption: 'Grieg: In the Hall of the Mountain King',
  },
} as const;

type ActivityTarget = keyof typeof activities;
type AudioTarget = keyof typeof audioFiles;

/** One stored item; `target: null` is an item whose activity or recording no longer exists. */
type StoredItem =
  | { kind: 'activity'; id: string; title: string; target: ActivityTarget | null; context_path: string | null }
  | { kind: 'audio'; id: string; title: string; target: AudioTarget | null; context_path: string | null };

export interface StoredPlaylist {
  documentId: string;
  title: string;
  audience: string | null;
  items: StoredItem[];
}

export const activityPath = '/primary/sing-together/unit/u1/lesson/l1/activity/act-call';
export const audioPath = '/audiolibrary/page/ap-hall';

/** A Primary playlist of an activity, a recording, an activity without a context path and a dangling activity. */
export function samplePlaylist(documentId = 'pl-1', title = 'Friday warm-ups'): StoredPlaylist {
  return {
    documentId,
    title,
    audience: 'aud-primary',
    items: [
      { kind: 'activity', id: '11', title: 'Call and response', target: 'act-call', context_path: activityPath },
      {
        kind: 'audio',
        id: '11',
        title: 'In the Hall of the Mountain King',
        target: 'file-hall',
        context_path: audioPath,
      },
      { kind: 'activity', id: '12', title: 'Body percussion', target: 'act-body', context_path: null },
      { kind: 'activity', id: '13', title: 'Deleted activity', target: null, context_path: '/gone' },
    ],
  };
}

const defaultPlaylistPage = {
  title: 'Playlists',
  introduction: 'Gather activities and recordings into playlists for your lessons.',
};

const typename = { activity: 'ComponentPlaylistActivityItem', audio: 'ComponentPlaylistAudioItem' } as const;

function playlistsResponse(
  playlists: readonly StoredPlaylist[],
  playlistPage: { title: string; introduction: string | null } | null = defaultPlaylistPage,
): PlaylistsQuery {
  return {
    playlists: playlists.map((playlist) => ({
      __typename: 'Playlist',
      documentId: playlist.documentId,
      title: playlist.title,
      audience: audienceOf(playlist),
      playlist_item: playlist.items.map((item) =>
        item.kind === 'activity'
          ? {
              __typename: typename.activity,
              id: item.id,
              item: item.target && { __typename: 'ActivityPage', documentId: item.target },
            }
          : {
              __typename: typename.audio,
              id: item.id,
              item: item.target && { __typename: 'UploadFile', documentId: item.target },
            },
      ),
    })),
    audiences: playlistAudiences.map((audience) => ({ __typename: 'Audience', ...audience })),
    playlistPage: playlistPage && { __typename: 'PlaylistPage', ...playlistPage },
  };
}

function playlistResponse(playlist: StoredPlaylist | null | undefined): PlaylistQuery {
  return {
    playlist: playlist
      ? {
          __typename: 'Playlist',
          documentId: playlist.documentId,
          title: playlist.title,
          audience: audienceOf(playlist),
          // The CMS answers items in their stored order, numbered from 1.
          playlist_item: playlist.items.map((item, index) =>
            item.kind === 'activity'
              ? {
                  __typename: typename.activity,
                  id: item.id,
                  title: item.title,
                  context_path: item.context_path,
                  playlist_order: index + 1,
                  item: item.target && { __typename: 'ActivityPage', ...activities[item.target] },
                }
              : {
                  __typename: typename.audio,
                  id: item.id,
                  title: item.title,
                  context_path: item.context_path,
                  playlist_order: index + 1,
                  item: item.target && { __typename: 'UploadFile', ...audioFiles[item.target] },
                },
          ),
        }
      : null,
    audiences: playlistAudiences.map(({ documentId, title }) => ({ __typename: 'Audience', documentId, title })),
  };
}

function audienceOf(playlist: StoredPlaylist) {
  const audience = playlistAudiences.find((candidate) => candidate.documentId === playlist.audience);
  return audience ? { __typename: 'Audience' as const, documentId: audience.documentId, title: audience.title } : null;
}

/** The `data` a CreatePlaylist or UpdatePlaylist call sends. */
interface SentPlaylistData {
  title?: string;
  audience?: string | null;
  playlist_item?: {
    __typename: string;
    title: string;
    item: string;
    context_path: string | null;
    playlist_order: number;
  }[];
}

/** An in-memory CMS of one teacher's playlists, recording every mutation's variables. */
export function playlistCms(
  initial: StoredPlaylist[] = [samplePlaylist()],
  playlistPage: { title: string; introduction: string | null } | null = defaultPlaylistPage,
) {
  const playlists: StoredPlaylist[] = structuredClone(initial);
  const calls = {
    create: [] as SentPlaylistData[],
    update: [] as { playlistId: string; data: SentPlaylistData }[],
    delete: [] as string[],
  };
  let nextId = 100;

  // As the CMS does: the sent items replace the old ones; an item without a known type or target is dropped.
  const storeItems = (sent: SentPlaylistData['playlist_item'] = []): StoredItem[] =>
    sent.flatMap((item): StoredItem[] => {
      const id = String(nextId++);
      if (item.__typename === typename.activity && item.item in activities) {
        return [
          {
            kind: 'activity',
            id,
            title: item.title,
            target: item.item as ActivityTarget,
            context_path: item.context_path,
          },
        ];
      }
      if (item.__typename === typename.audio && item.item in audioFiles) {
        return [
          { kind: 'audio', id, title: item.title, target: item.item as AudioTarget, context_path: item.context_path },
        ];
      }
      return [];
    });

  const handlers = [
    graphql.query('Playlists', () => HttpResponse.json({ data: playlistsResponse(playlists, playlistPage) })),
    graphql.query('Playlist', ({ variables }) =>
      HttpResponse.json({
        data: playlistResponse(playlists.find((playlist) => playlist.documentId === variables.id)),
      }),
    ),
    graphql.mutation('CreatePlaylist', ({ variables }) => {
      const data = variables.data as SentPlaylistData;
      calls.create.push(data);
      const created: StoredPlaylist = {
        documentId: `pl-new-${nextId++}`,
        title: data.title ?? '',
        audience: data.audience ?? null,
        items: storeItems(data.playlist_item),
      };
      playlists.unshift(created);
      return HttpResponse.json({
        data: { createPlaylist: { __typename: 'Playlist', documentId: created.documentId, title: created.title } },
      });
    }),
    graphql.mutation('UpdatePlaylist', ({ variables }) => {
      const playlistId = String(variables.playlistId);
      const data = variables.data as SentPlaylistData;
      calls.update.push({ playlistId, data });
      const playlist = playlists.find((candidate) => candidate.documentId === playlistId);
      if (!playlist) {
        return HttpResponse.json({ data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
      }
      if (data.title !== undefined) playlist.title = data.title;
      if (data.audience !== undefined) playlist.audience = data.audience;
      if (data.playlist_item !== undefined) playlist.items = storeItems(data.playlist_item);
      return HttpResponse.json({
        data: { updatePlaylist: { __typename: 'Playlist', documentId: playlist.documentId, title: playlist.title } },
      });
    }),
    graphql.mutation('DeletePlaylist', ({ variables }) => {
      const id = String(variables.id);
      calls.delete.push(id);
      const index = playlists.findIndex((playlist) => playlist.documentId === id);
      if (index >= 0) playlists.splice(index, 1);
      return HttpResponse.json({
        data: { deletePlaylist: { __typename: 'DeleteMutationResponse', documentId: id } },
      });
    }),
  ];

  return { playlists, calls, handlers };
}

/**
 * Defaults for tests that only pass through the playlist screens (the router's table): the sample playlist, read
 * only. A test that saves registers its own `playlistCms()` with `server.use(...cms.handlers)`.
 */
export const playlistHandlers = [
  graphql.query('Playlists', () => HttpResponse.json({ data: playlistsResponse([samplePlaylist()]) })),
  graphql.query('Playlist', ({ variables }) =>
    HttpResponse.json({
      data: playlistResponse(variables.id === 'pl-1' ? samplePlaylist() : null),
    }),
  ),
];
