import { useCallback, useEffect, useRef, useState } from 'react';

/** One REST answer as a screen sees it: not asked (no key), on its way, arrived, or failed. */
type RestResource<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

type Settled<T> = Extract<RestResource<T>, { status: 'ready' | 'failed' }>;

/**
 * Loads `load(signal)` once per `key` (null: nothing to load) and forgets the answer of an older key. A key change or
 * leaving the screen aborts the call in flight, and its late answer is never shown. `replace` puts a newer value the
 * server sent back (after a write) in place of the loaded one.
 */
export function useRestResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RestResource<T> & { replace: (data: T) => void } {
  const [settled, setSettled] = useState<{ key: string; outcome: Settled<T> } | null>(null);
  // The latest loader, so a caller's inline function does not reload on every render: only the key decides.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, outcome: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, outcome: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  const replace = useCallback(
    (data: T) => {
      if (key !== null) setSettled({ key, outcome: { status: 'ready', data } });
    },
    [key],
  );

  if (key === null) return { status: 'idle', replace };
  if (settled?.key !== key) return { status: 'loading', replace };
  return { ...settled.outcome, replace };
}
