import { useSyncExternalStore } from 'react';

/** Whether the screen matches a CSS media query now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A screen with room and a keyboard-and-mouse pointer: where keyboard hints such as "press /" make sense. */
export const KEYBOARD_SCREEN = '(min-width: 768px) and (pointer: fine)';
