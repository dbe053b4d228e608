/**
 * Lesson mode's keys, as a pure function of the key pressed and the digits typed so far, so every key is testable
 * without a browser. The keys follow the presentation tools teachers know (PowerPoint, Google Slides, reveal.js)
 * and what presenter clickers send (PageUp/PageDown, '.' or 'b').
 */
export type LessonModeCommand =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'goTo'; slideNumber: number }
  | { type: 'overview' }
  /** L: the lesson's activities, to jump to another (press again to close). */
  | { type: 'activities' }
  | { type: 'presenter' }
  | { type: 'blackout' }
  | { type: 'whiteout' }
  | { type: 'help' }
  | { type: 'fullScreen' }
  /** Esc: closes what is open over the slides (a blank screen), or else opens the overview. */
  | { type: 'escape' };

interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

interface KeyResult {
  /** What the key does; null when lesson mode leaves the key to the browser. */
  command: LessonModeCommand | null;
  /** The slide number being typed (digits before Enter or G); '' when none. */
  typedNumber: string;
}

/** The keys shown by the '?' help, in the order shown. */
export const KEY_HELP: readonly { keys: string[]; action: string }[] = [
  { keys: ['→', 'Page Down'], action: 'Next slide' },
  { keys: ['←', 'Page Up'], action: 'Previous slide' },
  { keys: ['Home', 'End'], action: 'First or last slide' },
  { keys: ['a number', 'then Enter or G'], action: 'Go to that slide' },
  { keys: ['O', 'Esc'], action: 'Overview of the slides (Esc also closes it)' },
  { keys: ['L'], action: "The lesson's activities, to go to another (press again to close)" },
  { keys: ['B', '.'], action: 'Black screen, pausing any sound or film (press again to come back)' },
  { keys: ['W'], action: 'White screen (press again to come back)' },
  { keys: ['P'], action: 'Presenter view in a second window' },
  { keys: ['F'], action: 'Full screen' },
  { keys: ['?'], action: 'These keys' },
];

const MAX_DIGITS = 3;

export function lessonModeKey(press: KeyPress, typedNumber: string): KeyResult {
  // Shortcuts of the browser and the system (Ctrl+R, Alt+←, Cmd+W ...) stay theirs.
  if (press.altKey || press.ctrlKey || press.metaKey) return { command: null, typedNumber: '' };
  const { key } = press;
  if (/^[0-9]$/.test(key)) return { command: null, typedNumber: (typedNumber + key).slice(-MAX_DIGITS) };
  if ((key === 'Enter' || key === 'g' || key === 'G') && typedNumber) {
    const slideNumber = Number.parseInt(typedNumber, 10);
    return { command: slideNumber > 0 ? { type: 'goTo', slideNumber } : null, typedNumber: '' };
  }
  return { command: commandFor(key), typedNumber: '' };
}

function commandFor(key: string): LessonModeCommand | null {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'previous' };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    case 'o':
    case 'O':
      return { type: 'overview' };
    case 'Escape':
      return { type: 'escape' };
    case 'l':
    case 'L':
      return { type: 'activities' };
    case 'p':
    case 'P':
      return { type: 'presenter' };
    case 'b':
    case 'B':
    case '.':
      return { type: 'blackout' };
    case 'w':
    case 'W':
      return { type: 'whiteout' };
    case '?':
      return { type: 'help' };
    case 'f':
    case 'F':
      return { type: 'fullScreen' };
    default:
      return null;
  }
}

/**
 * Inputs that are pressed like buttons: Space or Enter is theirs, and no other key (an arrow moves nothing in them).
 */
const PRESSED_INPUTS = 'input[type="checkbox"], input[type="button"], input[type="submit"], input[type="reset"]';

/**
 * Where a key press belongs to what has the focus rather than to lesson mode: typing in a field, a select's or a
 * slider's arrows, a media element's own controls, and Enter or Space on a button, link or checkbox (the audio player's
 * play button and Loop, a flip card), which the browser turns into a click, unless a slide number is being typed
 * (then Enter goes there). A ticked checkbox keeps the focus but not the arrows: they still move the slides.
 */
export function keyBelongsToFocus(key: string, target: Element | null, typedNumber = ''): boolean {
  if (!target) return false;
  if (target.matches(PRESSED_INPUTS)) return key === ' ' || (key === 'Enter' && !typedNumber);
  if (target.closest('input, select, textarea, audio, video, [contenteditable="true"]')) return true;
  if (key === 'Enter' && typedNumber) return false;
  return (key === 'Enter' || key === ' ') && Boolean(target.closest('button, a[href], summary'));
}

/** The blank screen after a blackout or whiteout key: the same key again brings the slide back. */
export type ScreenCover = 'none' | 'black' | 'white';

export function nextCover(current: ScreenCover, pressed: 'black' | 'white'): ScreenCover {
  return current === pressed ? 'none' : pressed;
}
