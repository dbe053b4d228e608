import { getSessionSnapshot, subscribeToSession } from '../../lib/session';
import { mustClearSaves } from './offlinePlan';
import { clearAllSaved } from './savedLessons';

const SERVICE_WORKER_URL = '/sw.js';

/** The worker, registered for subscribers; resolves once it is active (its app files precached). */
export async function ensureOfflineWorker(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
  await navigator.serviceWorker.ready;
}

/**
 * After the page has loaded: subscribers get the worker (so that a saved lesson also starts offline); anyone else
 * keeps no saves and no worker. Re-checked whenever the stored session changes, which includes the role the app
 * reads again from the CMS on each online start: a subscription that ended clears the saves there.
 */
export function startOfflineWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const check = () => {
    if (mustClearSaves(getSessionSnapshot())) {
      void clearAllSaved().then(async () => {
        const registrations = await navigator.serviceWorker.getRegistrations();
        await Promise.all(registrations.map((registration) => registration.unregister()));
      });
    } else {
      ensureOfflineWorker().catch(() => undefined);
    }
  };
  check();
  subscribeToSession(check);
}
