import {
  metaKey,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_META_CACHE,
  OFFLINE_SHELL_CACHE,
  offlineCacheName,
  type SavedOffline,
} from './offlinePlan';

/** The saves already made, read and dropped without the code that makes them (the start-up check loads this). */
export const offlineSupported = () => typeof caches !== 'undefined' && 'serviceWorker' in navigator;

export async function listSaved(): Promise<SavedOffline[]> {
  if (!offlineSupported()) return [];
  const meta = await caches.open(OFFLINE_META_CACHE);
  const entries = await Promise.all((await meta.keys()).map(async (key) => (await meta.match(key))?.json()));
  return entries.filter(Boolean) as SavedOffline[];
}

/** The save of one lesson or playlist (named by offlineId). */
export async function findSaved(id: string): Promise<SavedOffline | null> {
  if (!offlineSupported()) return null;
  const response = await (await caches.open(OFFLINE_META_CACHE)).match(metaKey(id));
  return response ? ((await response.json()) as SavedOffline) : null;
}

export async function removeSaved(id: string): Promise<void> {
  await (await caches.open(OFFLINE_META_CACHE)).delete(metaKey(id));
  await caches.delete(offlineCacheName(id));
}

/** Drops every save and the kept shell answers (the visitor is no longer a subscriber). */
export async function clearAllSaved(): Promise<void> {
  if (!offlineSupported()) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter(
        (name) => name.startsWith(OFFLINE_CACHE_PREFIX) || name === OFFLINE_META_CACHE || name === OFFLINE_SHELL_CACHE,
      )
      .map((name) => caches.delete(name)),
  );
}

export const savedBytes = (saves: SavedOffline[]) => saves.reduce((sum, save) => sum + save.bytes, 0);

/** The day of a save, as the badge and the offline list say it ('23 November 2026'). */
export const savedDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
