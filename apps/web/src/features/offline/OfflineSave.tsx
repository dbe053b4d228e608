import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Progress } from '../../components/Progress';
import { useSession } from '../../components/useSession';
import { formatBytes, offlineId, type OfflineTarget, type SavedOffline } from './offlinePlan';
import { OfflineStorageLine, readOfflineUsage, type OfflineUsage } from './OfflineStorageLine';
import { findSaved, offlineSupported, removeSaved, savedDate } from './savedLessons';
import type { SaveProgress } from './saveOffline';
import { ensureOfflineWorker } from './startOfflineWorker';

/** What the save shows while it runs: first the reading of the lesson, then its files as they are saved. */
export function SaveProgressStatus({
  progress,
  onCancel,
}: {
  progress: SaveProgress | 'preparing';
  onCancel: () => void;
}) {
  const preparing = progress === 'preparing';
  return (
    <div>
      <p className="mb-2" role="status">
        {preparing
          ? 'Preparing the lesson for offline use…'
          : `Saving for offline use: ${progress.files} of ${progress.totalFiles} files (${formatBytes(progress.loaded)} of ${formatBytes(progress.total)})`}
      </p>
      <Progress
        label="Offline save progress"
        percent={preparing ? null : progress.total ? (100 * progress.loaded) / progress.total : 0}
        className="mb-2"
      />
      <Button variant="outline-secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

const unchanging = () => () => undefined;
const notOnTheServer = () => false;

/**
 * Whether this browser can keep lessons: never on the server, nor while a page the server rendered (a subscriber's
 * lesson overview, issue 44) hydrates, so the browser's first render is the server's; at once after.
 */
const useOfflineSupported = () => useSyncExternalStore(unchanging, offlineSupported, notOnTheServer);

/**
 * 'Make available offline' for a lesson or playlist (issue #17 part 5), for signed-in subscribers: the save with
 * its progress, then the 'Available offline' badge with the date and a Remove action, and the storage used.
 */
export function OfflineSave({ target, title }: { target: OfflineTarget; title: string }) {
  const { activeSubscriber } = useSession();
  const client = useApolloClient();
  const { pathname } = useLocation();
  const [saved, setSaved] = useState<SavedOffline | null>(null);
  const [usage, setUsage] = useState<OfflineUsage | null>(null);
  const [progress, setProgress] = useState<SaveProgress | 'preparing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const id = offlineId(target);
  const supported = useOfflineSupported();

  // Bumped after a removal, to read the saves again.
  const [readings, setReadings] = useState(0);

  useEffect(() => {
    if (!supported || !activeSubscriber) return;
    let current = true;
    void Promise.all([findSaved(id), readOfflineUsage()]).then(([found, used]) => {
      if (!current) return;
      setSaved(found);
      setUsage(used);
    });
    return () => {
      current = false;
    };
  }, [id, supported, activeSubscriber, readings]);

  // Leaving the page stops a save in progress (which then leaves nothing behind).
  useEffect(() => () => abort.current?.abort(), []);

  if (!supported || !activeSubscriber) return null;

  const save = async () => {
    setError(null);
    setProgress('preparing');
    abort.current = new AbortController();
    let saving: typeof import('./saveOffline') | undefined;
    try {
      await ensureOfflineWorker();
      // The saving itself (every query a saved page asks) comes with the first save, not with the page (issue 44).
      saving = await import('./saveOffline');
      setSaved(await saving.saveOffline(client, target, title, pathname, setProgress, abort.current.signal));
    } catch (problem) {
      if (!abort.current.signal.aborted) {
        setError(
          saving && problem instanceof saving.OfflineSaveError
            ? problem.message
            : 'This could not be saved for offline use. Check the connection and try again.',
        );
      }
    } finally {
      setProgress(null);
      setUsage(await readOfflineUsage());
    }
  };

  const remove = async () => {
    await removeSaved(id);
    setSaved(null);
    setReadings((count) => count + 1);
  };

  return (
    <section aria-label="Offline use" className="border rounded p-3 mb-4">
      {saved ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Badge bg="success">Available offline</Badge>
          <span>Saved on {savedDate(saved.savedAt)}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void remove()}>
            Remove
          </Button>
        </div>
      ) : progress ? (
        <SaveProgressStatus progress={progress} onCancel={() => abort.current?.abort()} />
      ) : (
        <Button variant="outline-primary" onClick={() => void save()}>
          Make available offline
        </Button>
      )}
      {error && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
      {saved && usage && <OfflineStorageLine usage={usage} className="small text-body-secondary mt-2 mb-0" />}
    </section>
  );
}
