import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ErrorPanel, errorBody } from '../../components/ErrorPanel';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { PageSkeleton } from '../../components/Skeleton';
import { createPlaylistMutation, playlistsQuery } from './api/playlists';
import { CreatePlaylistDialog } from './components/CreatePlaylistDialog';
import { itemCount, livingItemCount } from './playlistEntries';
import { playlistPath, PLAYLISTS_TITLE } from './playlistPaths';

/**
 * SPEC-GUIDE §2 Playlists list: the CMS's page title and introduction, the teacher's playlists as cards ('View
 * Playlist'), 'Create a new playlist' (or 'Create your first playlist') and the two libraries to find things to add.
 */
export function PlaylistsPage() {
  const navigate = useNavigate();
  // SPEC-GUIDE §7 Playlists: no cache; playlists change on other screens (the add-to-playlist dialog, a playlist's
  // page).
  const { data, loading, error } = useQuery(playlistsQuery, { fetchPolicy: 'network-only' });
  const [createPlaylist, creation] = useMutation(createPlaylistMutation);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const heading = data?.playlistPage?.title?.trim() || PLAYLISTS_TITLE;
  usePageTitle(heading);

  if (loading && !data) return <PageSkeleton />;
  if (error) return <ErrorPanel error={error} />;
  const playlists = (data?.playlists ?? []).flatMap((playlist) => (playlist ? [playlist] : []));
  const audiences = (data?.audiences ?? []).flatMap((audience) => (audience ? [audience] : []));
  const empty = playlists.length === 0;
  const listHeading = empty ? 'Create your own playlists of audio and activities' : PLAYLISTS_TITLE;

  const create = async (details: { title: string; audience: string | null }) => {
    setCreateError(null);
    try {
      const result = await createPlaylist({
        variables: { data: { title: details.title, audience: details.audience, playlist_item: [] } },
      });
      const created = result.data?.createPlaylist;
      if (!created) throw new Error('The playlist was not created.');
      navigate(playlistPath(created.documentId));
    } catch (problem) {
      setCreateError(errorBody(problem));
    }
  };

  return (
    <Container className="py-4">
      <Breadcrumbs />
      <h1>{heading}</h1>
      <RichText markdown={data?.playlistPage?.introduction} className="mb-4" />

      <section aria-labelledby="playlists-list">
        <h2 id="playlists-list" className={listHeading === heading ? 'visually-hidden' : undefined}>
          {listHeading}
        </h2>
        {!empty && (
          <Row as="ul" xs={1} md={2} xl={3} className="g-4 list-unstyled mb-4">
            {playlists.map((playlist) => (
              <Col as="li" key={playlist.documentId}>
                <LinkCard
                  title={playlist.title}
                  action={{ to: playlistPath(playlist.documentId), label: 'View Playlist' }}
                >
                  <p className="small text-body-secondary">
                    {playlist.audience?.title && <span className="d-block">{playlist.audience.title}</span>}
                    <span className="d-block">{itemCount(livingItemCount(playlist.playlist_item))}</span>
                  </p>
                </LinkCard>
              </Col>
            ))}
          </Row>
        )}
        <Button
          variant={empty ? 'primary' : 'outline-primary'}
          onClick={() => {
            setCreateError(null);
            setCreating(true);
          }}
        >
          {empty ? 'Create your first playlist' : 'Create a new playlist'}
        </Button>
      </section>

      <section aria-labelledby="playlists-find" className="mt-5">
        <h2 id="playlists-find" className="h4">
          Find activities and audio to add
        </h2>
        <p>
          Open an activity or a recording and choose Add to playlist; it will be waiting here, ready for your lesson.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/-/-/activity-filter" className="btn btn-outline-primary">
            Activity Library
          </Link>
          <Link to="/audiolibrary" className="btn btn-outline-primary">
            Audio Library
          </Link>
        </div>
      </section>

      <CreatePlaylistDialog
        show={creating}
        audiences={audiences}
        creating={creation.loading}
        error={createError}
        onCreate={create}
        onCancel={() => setCreating(false)}
      />
    </Container>
  );
}
