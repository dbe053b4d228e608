import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ErrorPanel } from '../../components/ErrorPanel';
import { NotFoundPage } from '../../components/NotFoundPage';
import { usePageTitle } from '../../components/PageTitle';
import { PageSkeleton } from '../../components/Skeleton';
import { ConfirmDeletePlaylistDialog } from './components/ConfirmDeletePlaylistDialog';
import { PlaylistContentsEditor } from './components/PlaylistContentsEditor';
import { PlaylistDetailsForm } from './components/PlaylistDetailsForm';
import { PlaylistItemList } from './components/PlaylistItemList';
import { itemCount } from './playlistEntries';
import { PLAYLISTS_PATH, PLAYLISTS_TITLE, playlistSlidesPath } from './playlistPaths';
import { usePlaylistEditing } from './usePlaylistEditing';
import { OfflineSave } from '../offline';
import './playlists.css';

/** SPEC-GUIDE §2 Playlist detail; a new playlist id starts afresh in view mode. */
export function PlaylistPage() {
  const { playlistId = '' } = useParams();
  return <PlaylistScreen key={playlistId} playlistId={playlistId} />;
}

/**
 * The playlist's title, its items in order and 'Start Lesson'; 'Edit playlist details' (rename, audience, delete)
 * and 'Edit playlist contents' (reorder, remove). Another teacher's playlist reads as missing: the CMS answers null.
 */
function PlaylistScreen({ playlistId }: { playlistId: string }) {
  const {
    data,
    loading,
    error,
    playlist,
    entries,
    audiences,
    mode,
    open,
    leave,
    notice,
    dismissNotice,
    detailsButton,
    contentsButton,
    saveState,
    saveDetails,
    saveContents,
    deleting,
  } = usePlaylistEditing(playlistId);
  usePageTitle(playlist?.title);

  if (loading && !data) return <PageSkeleton />;
  if (error) return <ErrorPanel error={error} />;
  if (!playlist) return <NotFoundPage />;

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
          <Alert variant="success" onClose={dismissNotice} dismissible>
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
          {...saveState}
          onSave={saveDetails}
          onCancel={() => leave()}
          onDelete={deleting.ask}
        />
      )}

      {mode === 'contents' ? (
        <PlaylistContentsEditor entries={entries} {...saveState} onSave={saveContents} onCancel={() => leave()} />
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
        show={deleting.confirming}
        playlistTitle={playlist.title}
        deleting={deleting.inProgress}
        error={deleting.error}
        onConfirm={deleting.confirm}
        onCancel={deleting.cancel}
      />
    </Container>
  );
}
