import { lazy, Suspense, useState } from 'react';
import { SUBSCRIBE_MESSAGE } from './subscribeMessage';

export { SUBSCRIBE_MESSAGE };

// The dialog (react-bootstrap's Modal) is loaded the first time it opens, not with every page.
const SubscribeModalDialog = lazy(() => import('./SubscribeModalDialog'));

/** SPEC-GUIDE §2/§8 subscribe modal: for signed-in users without an active subscription. */
export function SubscribeModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  // Once opened it stays mounted, so closing it plays the dialog's own fade-out.
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeModalDialog show={show} onHide={onHide} />
    </Suspense>
  );
}
