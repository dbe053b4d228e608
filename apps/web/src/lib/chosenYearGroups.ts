/**
 * The year groups a teacher chose on their home (issue 44), kept on this device in local storage beside the stored
 * session: logging out clears all local storage (SPEC-GUIDE §4), so a shared school computer forgets them too.
 */
export interface ChosenYearGroup {
  audience: string;
  year: string;
}

const CHOSEN_YEAR_GROUPS_KEY = 'chosenYearGroups';

const isChosen = (value: unknown): value is ChosenYearGroup =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChosenYearGroup).audience === 'string' &&
  typeof (value as ChosenYearGroup).year === 'string';

/** None chosen: also what a page rendered on the server shows (it has no local storage), until the browser reads it. */
export const NONE_CHOSEN: readonly ChosenYearGroup[] = Object.freeze([]);

function parse(stored: string | null): readonly ChosenYearGroup[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter(isChosen) : NONE_CHOSEN;
  } catch {
    return NONE_CHOSEN;
  }
}

let last: { stored: string | null; chosen: readonly ChosenYearGroup[] } | undefined;

/** The year groups kept on this device: the same array until they change (React's useSyncExternalStore asks often). */
export function readChosenYearGroups(): readonly ChosenYearGroup[] {
  let stored: string | null;
  try {
    stored = localStorage.getItem(CHOSEN_YEAR_GROUPS_KEY);
  } catch {
    return NONE_CHOSEN;
  }
  if (last?.stored !== stored) last = { stored, chosen: parse(stored) };
  return last.chosen;
}

const listeners = new Set<() => void>();

/** Calls `listener` when the year groups change, here or in another tab; returns how to stop. */
export function subscribeToChosenYearGroups(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function storeChosenYearGroups(chosen: readonly ChosenYearGroup[]): void {
  if (chosen.length) localStorage.setItem(CHOSEN_YEAR_GROUPS_KEY, JSON.stringify(chosen));
  else localStorage.removeItem(CHOSEN_YEAR_GROUPS_KEY);
  for (const listener of listeners) listener();
}
