import type { ScreenCover } from '../keyMap';

/** The black or white screen over the slide: a click (or its key again) shows the slide. */
export function ScreenCoverButton({
  cover,
  onUncover,
}: {
  cover: Exclude<ScreenCover, 'none'>;
  onUncover: () => void;
}) {
  return (
    <button
      type="button"
      className={`lesson-mode__cover lesson-mode__cover--${cover}`}
      onClick={onUncover}
      aria-keyshortcuts={cover === 'black' ? 'B' : 'W'}
    >
      <span className="visually-hidden">
        {cover === 'black' ? 'Black screen' : 'White screen'}: show the slide again
      </span>
    </button>
  );
}
