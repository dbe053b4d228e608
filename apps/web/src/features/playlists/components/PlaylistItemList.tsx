import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { AudioPlayer } from '../../../components/AudioPlayer';
import { ActivityBadges } from '../../../components/ActivityBadges';
import type { PlaylistEntry } from '../playlistEntries';

/**
 * SPEC-GUIDE §2 Playlist detail, view mode: the items in order; activities with their time and type, recordings with a
 * player. Each title links back to the page the item was added from; without one, SPEC-GUIDE §2 says so.
 */
export function PlaylistItemList({ entries }: { entries: readonly PlaylistEntry[] }) {
  return (
    <ol className="list-unstyled playlist-items" aria-label="Playlist items">
      {entries.map((entry) => (
        <li key={entry.key}>
          <Card className="mb-3">
            <Card.Body>
              <p className="small text-uppercase text-body-secondary mb-1">
                {entry.kind === 'activity' ? 'Activity' : 'Audio'}
              </p>
              <Card.Title as="h3" className="h5">
                {entry.contextPath ? <Link to={entry.contextPath}>{entry.title}</Link> : entry.title}
              </Card.Title>
              {!entry.contextPath && (
                <p className="small text-body-secondary fst-italic">link to activity library not available</p>
              )}
              {entry.kind === 'activity' ? (
                <ActivityBadges time={entry.time} type={entry.type} className="d-flex flex-wrap gap-2 mb-0" />
              ) : (
                <AudioPlayer src={entry.src} title={entry.title} />
              )}
            </Card.Body>
          </Card>
        </li>
      ))}
    </ol>
  );
}
