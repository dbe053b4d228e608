import { useEffect, useState } from 'react';
import type { SavedOffline } from './offlinePlan';
import { listSaved } from './savedLessons';
import { SavedOfflineList } from './SavedOfflineList';

/** The saves of this device, read once the notice is shown (the main layout shows it while offline). */
export default function SavedOfflineNotice() {
  const [saves, setSaves] = useState<SavedOffline[]>([]);
  useEffect(() => {
    let current = true;
    void listSaved().then((found) => current && setSaves(found));
    return () => {
      current = false;
    };
  }, []);
  return <SavedOfflineList saves={saves} />;
}
