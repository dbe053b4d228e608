import type {
  Announcements,
  KeyboardCodes,
  KeyboardCoordinateGetter,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';

/** SPEC-GUIDE §9: one arrow key press moves the picked-up item 25 px. */
export const KEYBOARD_DRAG_STEP = 25;

/** SPEC-GUIDE §4 Drag sort: space/enter pick up, space/enter/tab drop, escape cancels. */
export const playlistKeyboardCodes: KeyboardCodes = {
  start: ['Space', 'Enter'],
  cancel: ['Escape'],
  end: ['Space', 'Enter', 'Tab'],
};

const steps: Record<string, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: -KEYBOARD_DRAG_STEP },
  ArrowDown: { x: 0, y: KEYBOARD_DRAG_STEP },
  ArrowLeft: { x: -KEYBOARD_DRAG_STEP, y: 0 },
  ArrowRight: { x: KEYBOARD_DRAG_STEP, y: 0 },
};

/** SPEC-GUIDE §4 Drag sort: the arrows move the picked-up item 25 px from where it is; other keys do nothing. */
export const playlistKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = steps[event.code];
  if (!step) return undefined;
  // The arrows move the item, not the page.
  event.preventDefault();
  return { x: currentCoordinates.x + step.x, y: currentCoordinates.y + step.y };
};

export const playlistScreenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up an item, press Space or Enter. Use the arrow keys to move it up or down the playlist. ' +
    'Press Space, Enter or Tab to drop it in its new place, or Escape to cancel.',
};

/**
 * What a screen reader hears while an item is moved, in plain English with the item's title and place. A pick-up is
 * at once "over" its own place: that is not announced, or it would replace 'Picked up …' before it is read.
 */
export function playlistAnnouncements(entries: readonly { key: string; title: string }[]): Announcements {
  const titleOf = (id: UniqueIdentifier) => entries.find((entry) => entry.key === id)?.title ?? 'the item';
  const position = (id: UniqueIdentifier) =>
    `position ${entries.findIndex((entry) => entry.key === id) + 1} of ${entries.length}`;
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${titleOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return overId !== null
        ? `Moved ${titleOf(active.id)} to ${position(overId)}.`
        : `${titleOf(active.id)} is no longer over the playlist.`;
    },
    onDragEnd: ({ active, over }) => {
      lastOver = null;
      return over
        ? `Dropped ${titleOf(active.id)} at ${position(over.id)}.`
        : `Dropped ${titleOf(active.id)}. It stays at ${position(active.id)}.`;
    },
    onDragCancel: ({ active }) => {
      lastOver = null;
      return `Moving ${titleOf(active.id)} was cancelled.`;
    },
  };
}
