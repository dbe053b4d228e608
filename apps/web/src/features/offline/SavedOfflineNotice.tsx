import { useEffect, useState } from 'react';
import type { SavedOffline } from './offlinePlan';
import { readOfflineUsage, type OfflineUsage } from './OfflineStorageLine';
import { listSaved } from './savedLessons';
import { SavedOfflineList } from './SavedOfflineList';

/** The saves of this device, read once the banner is shown (the main layout shows it while offline). */
export default function SavedOfflineNotice() {
  const [saves, setSaves] = useState<SavedOffline[]>([]);
  const [usage, setUsage] = useState<OfflineUsage | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([listSaved(), readOfflineUsage()]).then(([found, used]) => {
      if (!current) return;
      setSaves(found);
      setUsage(used);
    });
    return () => {
      current = false;
    };
  }, []);
  return <SavedOfflineList saves={saves} usage={usage} />;
}
