import { formatBytes, OFFLINE_LIMIT_BYTES } from './offlinePlan';
import { listSaved, savedBytes } from './savedLessons';

export interface OfflineUsage {
  /** The sum of what the saves on this device took. */
  saved: number;
  /** The room offline lessons have: the product's limit, or less when the browser grants this site less. */
  room: number;
}

/**
 * The saves' real size, beside the limit or the browser's quota for this site (navigator.storage), whichever is less.
 */
export async function readOfflineUsage(): Promise<OfflineUsage> {
  const saved = savedBytes(await listSaved());
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const room = estimate?.quota ? Math.min(OFFLINE_LIMIT_BYTES, estimate.quota) : OFFLINE_LIMIT_BYTES;
  return { saved, room };
}

/** "Offline lessons use X of Y", once something is saved (before that it would only ever say "0 bytes"). */
export function OfflineStorageLine({ usage, className }: { usage: OfflineUsage; className?: string }) {
  if (usage.saved <= 0) return null;
  return (
    <p className={className}>
      Offline lessons use {formatBytes(usage.saved)} of {formatBytes(usage.room)}.
    </p>
  );
}
