import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  AddToPlaylistDialog,
  type AddToPlaylistRequest,
  type PlaylistChoice,
  type PlaylistItemKind,
} from './AddToPlaylistDialog';

/** What goes into a playlist (SPEC §7 playlistItems: type, title, item id, context_path). */
export interface PlaylistItemInput {
  kind: PlaylistItemKind;
  title: string;
  /** The activity's documentId, or the audio file's. */
  itemId: string;
  /** The page the item was added from, so the playlist can link back to it. */
  contextPath: string;
}

/**
 * The one place that adds to playlists. Playlists are not built yet (their issue wires the Playlists query and the
 * CreatePlaylist/UpdatePlaylist mutations here), so it offers no playlists to pick and answers honestly instead of
 * pretending to save.
 */
export function usePlaylistAdding(): {
  playlists: PlaylistChoice[];
  add: (item: PlaylistItemInput, request: AddToPlaylistRequest) => Promise<string>;
} {
  return {
    playlists: [],
    add: async () => 'Playlists are coming soon',
  };
}

/** 'Add to playlist' (activities) or 'Add to a playlist' (audio): the button, its dialog and the outcome. */
export function AddToPlaylistButton({ item, className }: { item: PlaylistItemInput; className?: string }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { playlists, add } = usePlaylistAdding();
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
        onAdd={async (request) => setOutcome(await add(item, request))}
        onClose={() => setOpen(false)}
      />
      <div role="status">
        {outcome && (
          <Alert variant="info" className="mt-2 mb-0" dismissible onClose={() => setOutcome(null)}>
            {outcome}
          </Alert>
        )}
      </div>
    </div>
  );
}
