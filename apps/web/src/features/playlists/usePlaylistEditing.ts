import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorBody } from '../../components/ErrorPanel';
import { isUnavailable } from '../../lib/connection';
import { deletePlaylistMutation, playlistQuery, toItemInputs, updatePlaylistMutation } from './api/playlists';
import type { PlaylistDetails } from './components/PlaylistDetailsForm';
import { toPlaylistEntries, type PlaylistEntry } from './playlistEntries';
import { PLAYLISTS_PATH } from './playlistPaths';

/** SPEC-GUIDE §4 Playlist contents: view, or one of the two edit modes. */
type PlaylistMode = 'view' | 'details' | 'contents';

/**
 * The playlist detail's data and what its buttons do: the playlist as the CMS has it now, the edit mode, saving
 * (the save and the reload after it), the notice of what was saved, and deleting with its confirmation.
 */
export function usePlaylistEditing(playlistId: string) {
  const navigate = useNavigate();
  // Items are added from other pages (the add-to-playlist dialog), so the playlist always comes from the CMS.
  const query = useQuery(playlistQuery, { variables: { id: playlistId }, fetchPolicy: 'network-only' });
  const [updatePlaylist, update] = useMutation(updatePlaylistMutation);
  const [deletePlaylist, deletion] = useMutation(deletePlaylistMutation);
  const [mode, setMode] = useState<PlaylistMode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const contentsButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<PlaylistMode | null>(null);
  const playlist = query.data?.playlist;
  const entries = useMemo(() => (playlist ? toPlaylistEntries(playlist) : []), [playlist]);

  // Back in view mode, the keyboard returns to the button that opened the edit mode.
  useEffect(() => {
    if (mode !== 'view' || !returnFocusTo.current) return;
    const button = returnFocusTo.current === 'details' ? detailsButton.current : contentsButton.current;
    returnFocusTo.current = null;
    (button ?? detailsButton.current)?.focus();
  }, [mode]);

  const open = (next: PlaylistMode) => {
    setNotice(null);
    update.reset();
    setMode(next);
  };

  const leave = (message: string | null = null) => {
    returnFocusTo.current = mode;
    update.reset();
    setNotice(message);
    setMode('view');
  };

  /** Saves, then shows the playlist as the CMS now has it; on failure the edits stay where they are. */
  const save = async (data: {
    title: string;
    audience: string | null;
    playlist_item?: ReturnType<typeof toItemInputs>;
  }) => {
    if (!playlist) return false;
    try {
      await updatePlaylist({ variables: { playlistId: playlist.documentId, data } });
    } catch {
      return false; // shown from the mutation's error
    }
    // A failed reload shows the error panel; the save itself went through.
    await query.refetch().catch(() => undefined);
    return true;
  };

  return {
    ...query,
    playlist,
    entries,
    audiences: (query.data?.audiences ?? []).flatMap((audience) => (audience ? [audience] : [])),
    mode,
    open,
    leave,
    notice,
    dismissNotice: () => setNotice(null),
    detailsButton,
    contentsButton,
    // Both editors show the one save: its progress, its failure and whether Retry can send it again.
    saveState: {
      saving: update.loading || query.networkStatus === NetworkStatus.refetch,
      error: update.error ? errorBody(update.error) : null,
      // The CMS was out of reach: nothing was saved, and the same save can be tried again (issue 33).
      unavailable: Boolean(update.error && isUnavailable(update.error)),
    },
    // Only the name and the audience: the items stay as they are.
    saveDetails: async (details: PlaylistDetails) => {
      if (await save({ title: details.title, audience: details.audience }))
        leave('Your playlist details have been saved.');
    },
    saveContents: async (draft: PlaylistEntry[]) => {
      const saved = await save({
        title: playlist?.title ?? '',
        audience: playlist?.audience?.documentId ?? null,
        playlist_item: toItemInputs(draft.map((entry) => entry.source)),
      });
      if (saved) leave('Your changes have been saved.');
    },
    deleting: {
      confirming: confirmingDelete,
      inProgress: deletion.loading,
      error: deletion.error ? errorBody(deletion.error) : null,
      ask: () => {
        deletion.reset();
        setConfirmingDelete(true);
      },
      cancel: () => setConfirmingDelete(false),
      confirm: async () => {
        if (!playlist) return;
        try {
          await deletePlaylist({ variables: { id: playlist.documentId } });
          navigate(PLAYLISTS_PATH);
        } catch {
          // shown from the mutation's error
        }
      },
    },
  };
}
