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

export function readChosenYearGroups(): ChosenYearGroup[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CHOSEN_YEAR_GROUPS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isChosen) : [];
  } catch {
    return [];
  }
}

export function storeChosenYearGroups(chosen: ChosenYearGroup[]): void {
  if (chosen.length) localStorage.setItem(CHOSEN_YEAR_GROUPS_KEY, JSON.stringify(chosen));
  else localStorage.removeItem(CHOSEN_YEAR_GROUPS_KEY);
}
