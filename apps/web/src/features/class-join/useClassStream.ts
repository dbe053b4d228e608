import { useEffect, useState } from 'react';
import { useOnline } from '../../components/useOnline';
import { classStreamUrl, fetchClassLesson, type ClassState } from './api/classJoin';

export type ClassConnection = 'connecting' | 'live' | 'offline' | 'ended' | 'removed';

/** How long to wait before asking again after the stream closed for good (a proxy, a restart, no network). */
const RETRY_MS = 3000;

/**
 * The teacher's place, live (server-sent events): the current state on every (re)connection, so a pupil who was
 * offline catches up at once; then each slide change or blackout, until the session ends or the pupil is removed.
 */
export function useClassStream(token: string, initial: ClassState | null) {
  const [state, setState] = useState<ClassState | null>(initial);
  const [connection, setConnection] = useState<ClassConnection>('connecting');
  const online = useOnline();

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: number | undefined;
    let over = false;
    const finish = (how: 'ended' | 'removed') => {
      over = true;
      source?.close();
      setConnection(how);
    };
    const open = () => {
      source = new EventSource(classStreamUrl(token));
      source.addEventListener('state', (event) => {
        setState(JSON.parse((event as MessageEvent<string>).data) as ClassState);
        setConnection('live');
      });
      source.addEventListener('ended', () => finish('ended'));
      source.addEventListener('removed', () => finish('removed'));
      source.onerror = () => {
        if (over) return;
        setConnection('offline');
        if (source?.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
        // Refused (ended, removed) or cut off: the pupil read says which.
        fetchClassLesson(token).then(
          () => {
            retry = window.setTimeout(open, RETRY_MS);
          },
          (error: { status?: number }) => {
            if (error.status === 403) finish('removed');
            else if (error.status === 410 || error.status === 404) finish('ended');
            else retry = window.setTimeout(open, RETRY_MS);
          },
        );
      };
    };
    open();
    return () => {
      over = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, [token]);

  const shown: ClassConnection =
    !online && (connection === 'live' || connection === 'connecting') ? 'offline' : connection;
  return { state, connection: shown };
}
