import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import {
  createPlaylistMutation,
  livingItems,
  playlistQuery,
  playlistsQuery,
  toItemInputs,
  updatePlaylistMutation,
  type PlaylistItemInput as ItemInput,
} from './api/playlists';
import {
  AddToPlaylistDialog,
  type AddToPlaylistRequest,
  type PlaylistChoice,
  type PlaylistItemKind,
} from './components/AddToPlaylistDialog';

/** What goes into a playlist (SPEC-GUIDE §7 playlistItems: type, title, item id, context_path). */
export interface PlaylistItemInput {
  kind: PlaylistItemKind;
  title: string;
  /** The activity's documentId, or the audio file's. */
  itemId: string;
  /** The page the item was added from, so the playlist can link back to it. */
  contextPath: string;
}

/** What the teacher is told once the dialog has closed. */
type AddOutcome =
  { ok: true; playlistId: string; playlistTitle: string; created: boolean } | { ok: false; message: string };

export const ADD_FAILED = 'This could not be added to your playlist. Please try again.';

const toInput = (item: PlaylistItemInput, order: number): ItemInput => ({
  __typename: item.kind === 'activity' ? 'ComponentPlaylistActivityItem' : 'ComponentPlaylistAudioItem',
  title: item.title,
  item: item.itemId,
  context_path: item.contextPath,
  playlist_order: order,
});

/**
 * The one place that adds to playlists (SPEC-GUIDE §4 Playlist dialog, §5): with no playlist selected and a name, a new
 * playlist is created with the item, filed under the first audience; otherwise the item is appended to the selected
 * playlist, read fresh first so nothing added elsewhere meanwhile is lost. The teacher's playlists are read only
 * when the dialog opens, and never from the cache (SPEC-GUIDE §7 Playlists: no cache).
 */
function usePlaylistAdding(open: boolean): {
  playlists: PlaylistChoice[];
  loading: boolean;
  add: (item: PlaylistItemInput, request: AddToPlaylistRequest) => Promise<AddOutcome>;
} {
  const client = useApolloClient();
  const { data, loading } = useQuery(playlistsQuery, { skip: !open, fetchPolicy: 'network-only' });
  const playlists = (data?.playlists ?? []).flatMap((playlist) =>
    playlist ? [{ id: playlist.documentId, title: playlist.title }] : [],
  );

  const add = async (item: PlaylistItemInput, request: AddToPlaylistRequest): Promise<AddOutcome> => {
    try {
      if ('newPlaylistTitle' in request) {
        const audience = data?.audiences?.find(Boolean)?.documentId;
        const { data: created } = await client.mutate({
          mutation: createPlaylistMutation,
          variables: {
            data: { title: request.newPlaylistTitle, audience, playlist_item: [toInput(item, 1)] },
          },
        });
        const playlist = created?.createPlaylist;
        if (!playlist) return { ok: false, message: ADD_FAILED };
        return { ok: true, playlistId: playlist.documentId, playlistTitle: playlist.title, created: true };
      }

      const { data: current } = await client.query({
        query: playlistQuery,
        variables: { id: request.playlistId },
        fetchPolicy: 'network-only',
      });
      if (!current?.playlist) return { ok: false, message: 'That playlist no longer exists.' };
      const items = toItemInputs(livingItems(current.playlist));
      await client.mutate({
        mutation: updatePlaylistMutation,
        variables: {
          playlistId: request.playlistId,
          data: { playlist_item: [...items, toInput(item, items.length + 1)] },
        },
      });
      // The playlist page shows the new item the next time it opens.
      client.cache.evict({ id: client.cache.identify({ __typename: 'Playlist', documentId: request.playlistId }) });
      return { ok: true, playlistId: request.playlistId, playlistTitle: current.playlist.title, created: false };
    } catch {
      return { ok: false, message: ADD_FAILED };
    }
  };

  return { playlists, loading: open && loading, add };
}

const addedMessage = (itemTitle: string, outcome: Extract<AddOutcome, { ok: true }>) =>
  `‘${itemTitle}’ was added to ${outcome.created ? 'your new playlist' : 'your playlist'} ‘${outcome.playlistTitle}’.`;

/** 'Add to playlist' (activities) or 'Add to a playlist' (audio): the button, its dialog and the outcome. */
export function AddToPlaylistButton({ item, className }: { item: PlaylistItemInput; className?: string }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const { playlists, loading, add } = usePlaylistAdding(open);
  return (
    <div className={className}>
      <Button
        variant="outline-primary"
        onClick={() => {
          setOutcome(null);
          setOpen(true);
        }}
      >
        {item.kind === 'activity' ? 'Add to playlist' : 'Add to a playlist'}
        {item.kind === 'audio' && <span className="visually-hidden"> {item.title}</span>}
      </Button>
      <AddToPlaylistDialog
        show={open}
        kind={item.kind}
        itemTitle={item.title}
        playlists={playlists}
        loading={loading}
        onAdd={async (request) => setOutcome(await add(item, request))}
        onClose={() => setOpen(false)}
      />
      <div role="status">
        {outcome && (
          <Alert
            variant={outcome.ok ? 'success' : 'danger'}
            className="mt-2 mb-0"
            dismissible
            onClose={() => setOutcome(null)}
          >
            {outcome.ok ? (
              <>
                {addedMessage(item.title, outcome)} <Link to={`/playlists/${outcome.playlistId}`}>View playlist</Link>
              </>
            ) : (
              outcome.message
            )}
          </Alert>
        )}
      </div>
    </div>
  );
}
