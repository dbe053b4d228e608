import { graphql } from '../../../gql';
import type { PlaylistQuery } from '../../../gql/graphql';

/**
 * SPEC-GUIDE §7 playlist calls. Owner ids are not sent: the CMS makes the token's user the owner of what is created and
 * shows a teacher only their own playlists (apps/cms/src/access/ownership.ts), whatever a client asks for.
 */

/**
 * SPEC-GUIDE §7 Playlists (no cache): the teacher's playlists, the audiences to file them under, the page's own text.
 */
export const playlistsQuery = graphql(`
  query Playlists {
    playlists(sort: ["createdAt:desc"], pagination: { limit: 200 }) {
      documentId
      title
      audience {
        ...AudienceNameFields
      }
      # Enough to count the items that still point at something, as the playlist's page shows them.
      playlist_item {
        __typename
        ... on ComponentPlaylistActivityItem {
          id
          item {
            documentId
          }
        }
        ... on ComponentPlaylistAudioItem {
          id
          item {
            documentId
          }
        }
      }
    }
    audiences(sort: ["id:asc"]) {
      documentId
      title
      slug
    }
    playlistPage {
      title
      introduction
    }
  }
`);

/** SPEC-GUIDE §7 Playlist (id): one playlist with its items in order. */
export const playlistQuery = graphql(`
  query Playlist($id: ID!) {
    playlist(documentId: $id) {
      documentId
      title
      audience {
        ...AudienceNameFields
      }
      playlist_item {
        __typename
        ... on ComponentPlaylistActivityItem {
          id
          title
          context_path
          playlist_order
          item {
            documentId
            title
            time
            type
          }
        }
        ... on ComponentPlaylistAudioItem {
          id
          title
          context_path
          playlist_order
          item {
            ...FileFields
          }
        }
      }
    }
    audiences(sort: ["id:asc"]) {
      ...AudienceNameFields
    }
  }
`);

/** SPEC-GUIDE §7 CreatePlaylist (audienceId, playlistTitle, playlistItems). */
export const createPlaylistMutation = graphql(`
  mutation CreatePlaylist($data: PlaylistInput!) {
    createPlaylist(data: $data) {
      documentId
      title
    }
  }
`);

/**
 * SPEC-GUIDE §7 UpdatePlaylist (playlistId, audienceId, playlistTitle, playlistItems): the items replace the old ones.
 */
export const updatePlaylistMutation = graphql(`
  mutation UpdatePlaylist($playlistId: ID!, $data: PlaylistInput!) {
    updatePlaylist(documentId: $playlistId, data: $data) {
      documentId
      title
    }
  }
`);

/** SPEC-GUIDE §7 deletePlaylist (id). */
export const deletePlaylistMutation = graphql(`
  mutation DeletePlaylist($id: ID!) {
    deletePlaylist(documentId: $id) {
      documentId
    }
  }
`);

export type PlaylistData = NonNullable<PlaylistQuery['playlist']>;
type PlaylistItem = NonNullable<NonNullable<PlaylistData['playlist_item']>[number]>;
export type ActivityItem = Extract<PlaylistItem, { __typename?: 'ComponentPlaylistActivityItem' }>;
export type AudioItem = Extract<PlaylistItem, { __typename?: 'ComponentPlaylistAudioItem' }>;

/**
 * One item as CreatePlaylist/UpdatePlaylist take it (SPEC-GUIDE §7 playlistItems: type, title, item id, context_path).
 */
export interface PlaylistItemInput {
  __typename: 'ComponentPlaylistActivityItem' | 'ComponentPlaylistAudioItem';
  title: string;
  item: string;
  context_path: string | null;
  playlist_order: number;
}

/** The playlist's items that still point at something, in their order (SPEC-GUIDE §5: dangling items are dropped). */
export function livingItems(playlist: PlaylistData): (ActivityItem | AudioItem)[] {
  return (playlist.playlist_item ?? [])
    .flatMap((item) =>
      item &&
      (item.__typename === 'ComponentPlaylistActivityItem' || item.__typename === 'ComponentPlaylistAudioItem') &&
      item.item
        ? [item as ActivityItem | AudioItem]
        : [],
    )
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.playlist_order ?? a.index) - (b.item.playlist_order ?? b.index) || a.index - b.index)
    .map(({ item }) => item);
}

/** Items back into mutation input, numbered in the order given. */
export function toItemInputs(items: readonly (ActivityItem | AudioItem)[]): PlaylistItemInput[] {
  return items.flatMap((item, index) =>
    item.item
      ? [
          {
            __typename: item.__typename!,
            title: item.title ?? '',
            item: item.item.documentId,
            context_path: item.context_path ?? null,
            playlist_order: index + 1,
          },
        ]
      : [],
  );
}
