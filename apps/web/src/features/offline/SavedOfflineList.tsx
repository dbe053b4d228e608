import { Link } from 'react-router';
import type { SavedOffline } from './offlinePlan';
import { savedDate } from './savedLessons';

/**
 * What this device holds for offline use, shown when the network is gone: a teacher who starts offline reaches a
 * saved lesson or playlist from any page instead of needing its address.
 */
export function SavedOfflineList({ saves }: { saves: SavedOffline[] }) {
  const openable = saves.filter((save) => save.path).sort((a, b) => a.title.localeCompare(b.title));
  if (openable.length === 0) return null;
  return (
    <section aria-labelledby="saved-offline-heading" className="container pt-4">
      <div className="alert alert-info mb-0">
        <p id="saved-offline-heading" className="fw-bold">
          You are offline
        </p>
        <p>These are saved on this device and run in lesson mode without the network:</p>
        <ul className="mb-0">
          {openable.map((save) => (
            <li key={save.id}>
              <Link to={save.path!} className="alert-link">
                {save.title}
              </Link>{' '}
              ({save.kind === 'playlist' ? 'playlist' : 'lesson'}, saved on {savedDate(save.savedAt)})
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
