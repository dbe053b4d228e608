import { Link } from 'react-router';
import type { SavedOffline } from './offlinePlan';
import { OfflineStorageLine, type OfflineUsage } from './OfflineStorageLine';
import { savedDate } from './savedLessons';

/**
 * The offline banner, shown while the network is gone: it says so, and lists what this device holds, so that a
 * teacher who starts offline reaches a saved lesson or playlist (its page, or straight into lesson mode) from any page.
 */
export function SavedOfflineList({ saves, usage }: { saves: SavedOffline[]; usage?: OfflineUsage | null }) {
  const openable = saves.filter((save) => save.path).sort((a, b) => a.title.localeCompare(b.title));
  return (
    <section aria-labelledby="saved-offline-heading" className="container pt-4" id="saved-offline">
      <div className="alert alert-info mb-0">
        <p id="saved-offline-heading" className="fw-bold mb-1">
          You are offline
        </p>
        {openable.length === 0 ? (
          <p className="mb-0">Nothing is saved on this device for offline use yet.</p>
        ) : (
          <>
            <p className="mb-1">Saved on this device, these open without the network:</p>
            <ul className="mb-0">
              {openable.map((save) => (
                <li key={save.id}>
                  <Link to={save.pagePath ?? save.path!} className="alert-link">
                    {save.title}
                  </Link>{' '}
                  ({save.kind === 'playlist' ? 'playlist' : 'lesson'}, saved on {savedDate(save.savedAt)})
                  {save.pagePath && (
                    <>
                      {' · '}
                      <Link to={save.path!} className="alert-link">
                        Lesson mode<span className="visually-hidden"> of {save.title}</span>
                      </Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {usage && <OfflineStorageLine usage={usage} className="small mt-2 mb-0" />}
          </>
        )}
      </div>
    </section>
  );
}
