import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ErrorPanel, errorBody } from '../../components/ErrorPanel';
import { NotFoundPage } from '../../components/NotFoundPage';
import { usePageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { deletePlaylistMutation, playlistQuery, toItemInputs, updatePlaylistMutation } from './api/playlists';
import { ConfirmDeletePlaylistDialog } from './components/ConfirmDeletePlaylistDialog';
import { PlaylistContentsEditor } from './components/PlaylistContentsEditor';
import { PlaylistDetailsForm, type PlaylistDetails } from './components/PlaylistDetailsForm';
import { PlaylistItemList } from './components/PlaylistItemList';
import { itemCount, toPlaylistEntries, type PlaylistEntry } from './playlistEntries';
import { PLAYLISTS_PATH, PLAYLISTS_TITLE, playlistSlidesPath } from './playlistPaths';
import { OfflineSave } from '../offline';
import './playlists.css';

/** SPEC §4 Playlist contents: view, or one of the two edit modes. */
type Mode = 'view' | 'details' | 'contents';

/** SPEC §2 Playlist detail; a new playlist id starts afresh in view mode. */
export function PlaylistPage() {
  const { playlistId = '' } = useParams();
  return <PlaylistScreen key={playlistId} playlistId={playlistId} />;
}

/**
 * The playlist's title, its items in order and 'Start Lesson'; 'Edit playlist details' (rename, audience, delete)
 * and 'Edit playlist contents' (reorder, remove). Another teacher's playlist reads as missing: the CMS answers null.
 */
function PlaylistScreen({ playlistId }: { playlistId: string }) {
  const navigate = useNavigate();
  // Items are added from other pages (the add-to-playlist dialog), so the playlist always comes from the CMS.
  const { data, loading, error, refetch } = useQuery(playlistQuery, {
    variables: { id: playlistId },
    fetchPolicy: 'network-only',
  });
  const [updatePlaylist] = useMutation(updatePlaylistMutation);
  const [deletePlaylist, deletion] = useMutation(deletePlaylistMutation);
  const [mode, setMode] = useState<Mode>('view');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const contentsButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Mode | null>(null);
  const playlist = data?.playlist;
  const entries = useMemo(() => (playlist ? toPlaylistEntries(playlist) : []), [playlist]);
  usePageTitle(playlist?.title);

  // Back in view mode, the keyboard returns to the button that opened the edit mode.
  useEffect(() => {
    if (mode !== 'view' || !returnFocusTo.current) return;
    const button = returnFocusTo.current === 'details' ? detailsButton.current : contentsButton.current;
    returnFocusTo.current = null;
    (button ?? detailsButton.current)?.focus();
  }, [mode]);

  if (loading && !data) return <Spinner />;
  if (error) return <ErrorPanel error={error} />;
  if (!playlist) return <NotFoundPage />;
  const audiences = data.audiences.flatMap((audience) => (audience ? [audience] : []));

  const open = (next: Mode) => {
    setNotice(null);
    setSaveError(null);
    setMode(next);
  };

  const leave = (message: string | null = null) => {
    returnFocusTo.current = mode;
    setSaveError(null);
    setNotice(message);
    setMode('view');
  };

  /** Saves, then shows the playlist as the CMS now has it; on failure the edits stay where they are. */
  const save = async (input: {
    title: string;
    audience: string | null;
    playlist_item?: ReturnType<typeof toItemInputs>;
  }) => {
    setSaving(true);
    setSaveError(null);
    try {
      await updatePlaylist({ variables: { playlistId: playlist.documentId, data: input } });
    } catch (problem) {
      setSaveError(errorBody(problem));
      setSaving(false);
      return false;
    }
    // A failed reload shows the error panel; the save itself went through.
    await refetch().catch(() => undefined);
    setSaving(false);
    return true;
  };

  const saveDetails = async (details: PlaylistDetails) => {
    // Only the name and the audience: the items stay as they are.
    if (await save({ title: details.title, audience: details.audience })) {
      leave('Your playlist details have been saved.');
    }
  };

  const saveContents = async (draft: PlaylistEntry[]) => {
    const saved = await save({
      title: playlist.title,
      audience: playlist.audience?.documentId ?? null,
      playlist_item: toItemInputs(draft.map((entry) => entry.source)),
    });
    if (saved) leave('Your changes have been saved.');
  };

  const confirmDelete = async () => {
    setDeleteError(null);
    try {
      await deletePlaylist({ variables: { id: playlist.documentId } });
      navigate(PLAYLISTS_PATH);
    } catch (problem) {
      setDeleteError(errorBody(problem));
    }
  };

  return (
    <Container className="py-4">
      <Breadcrumbs
        crumbs={[
          { label: 'Home', href: '/' },
          { label: PLAYLISTS_TITLE, href: PLAYLISTS_PATH },
        ]}
      />
      <p className="text-uppercase small mb-1">Playlist</p>
      <h1>{playlist.title}</h1>
      <p className="text-body-secondary">
        {[playlist.audience?.title, itemCount(entries.length)].filter(Boolean).join(' · ')}
      </p>
      {/* Present before any message, so that screen readers announce what was saved. */}
      <div role="status">
        {notice && (
          <Alert variant="success" onClose={() => setNotice(null)} dismissible>
            {notice}
          </Alert>
        )}
      </div>

      {mode === 'view' && (
        <div className="d-flex flex-wrap gap-2 mb-4">
          {entries.length > 0 && (
            <Link to={playlistSlidesPath(playlist.documentId)} className="btn btn-primary">
              Start Lesson
            </Link>
          )}
          <Button ref={detailsButton} variant="outline-primary" onClick={() => open('details')}>
            Edit playlist details
          </Button>
          {entries.length > 0 && (
            <Button ref={contentsButton} variant="outline-primary" onClick={() => open('contents')}>
              Edit playlist contents
            </Button>
          )}
        </div>
      )}

      {mode === 'view' && entries.length > 0 && (
        <OfflineSave target={{ kind: 'playlist', playlistId: playlist.documentId }} title={playlist.title} />
      )}

      {mode === 'details' && (
        <PlaylistDetailsForm
          initial={{ title: playlist.title, audience: playlist.audience?.documentId ?? null }}
          audiences={audiences}
          saving={saving}
          error={saveError}
          onSave={saveDetails}
          onCancel={() => leave()}
          onDelete={() => {
            setDeleteError(null);
            setConfirmingDelete(true);
          }}
        />
      )}

      {mode === 'contents' ? (
        <PlaylistContentsEditor
          entries={entries}
          saving={saving}
          error={saveError}
          onSave={saveContents}
          onCancel={() => leave()}
        />
      ) : (
        <section aria-labelledby="playlist-items">
          <h2 id="playlist-items" className="h4">
            In this playlist
          </h2>
          {entries.length === 0 ? (
            <>
              <p>There&apos;s nothing in this playlist yet</p>
              <p>
                Find activities in the <Link to="/-/-/activity-filter">Activity Library</Link> and recordings in the{' '}
                <Link to="/audiolibrary">Audio Library</Link>, then choose Add to playlist.
              </p>
            </>
          ) : (
            <PlaylistItemList entries={entries} />
          )}
        </section>
      )}

      <ConfirmDeletePlaylistDialog
        show={confirmingDelete}
        playlistTitle={playlist.title}
        deleting={deletion.loading}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Container>
  );
}
