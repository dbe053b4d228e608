/**
 * The pupil's seat in a class session, kept in this tab only (sessionStorage) so a reload rejoins at the current
 * slide; it holds the session's token and the name the pupil typed, and goes when the tab closes.
 */
export interface PupilSeat {
  token: string;
  name: string;
}

const KEY = 'class-join:seat';

export function storedSeat(): PupilSeat | null {
  try {
    const seat = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PupilSeat | null;
    return seat && typeof seat.token === 'string' && typeof seat.name === 'string' ? seat : null;
  } catch {
    return null;
  }
}

export function keepSeat(seat: PupilSeat | null): void {
  if (seat) sessionStorage.setItem(KEY, JSON.stringify(seat));
  else sessionStorage.removeItem(KEY);
}
