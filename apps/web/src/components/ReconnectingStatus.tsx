import { useSyncExternalStore } from 'react';
import { connection } from '../lib/connection';

/**
 * A quiet line while the CMS is out of reach and the app waits for it (issue 33): what is on screen stays, and the
 * line goes once the CMS answers again. A status region, so screen readers hear it without losing their place; none
 * at all otherwise, so a page's own status (a spinner, a count) stays the only one.
 */
/** A server-rendered page was rendered with the CMS in reach. */
const notReconnecting = () => false;

export function ReconnectingStatus() {
  const reconnecting = useSyncExternalStore(connection.subscribe, connection.reconnecting, notReconnecting);
  if (!reconnecting) return null;
  return (
    <div role="status" className="reconnecting-status">
      Reconnecting…
    </div>
  );
}
