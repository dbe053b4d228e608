import { useSyncExternalStore } from 'react';

/** Bootstrap's md breakpoint: below it (a phone held upright) the lesson-mode bar folds into a menu. */
const NARROW = '(max-width: 767.98px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Rendered on the server (a subscriber's lesson, issue 44), and hydrated, as wide: the window is known after. */
const wideUntilKnown = () => false;

/** Whether the window is phone-narrow now, following rotations and resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, wideUntilKnown);
}
