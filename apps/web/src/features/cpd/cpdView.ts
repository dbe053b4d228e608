/** SPEC-GUIDE §9: CPD dates in en-GB long form: weekday, day, month, year ("Monday 7 December 2026"). */
export function longDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-GB', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Live events soonest first (issue 28 row 9: the CMS keeps them in the order they were related, not by date); an
 * event without a date goes last, and events on the same day keep their CMS order.
 */
export function byEventDate<T extends { event_date?: string | null }>(events: T[]): T[] {
  const day = (event: T) => event.event_date?.slice(0, 10) || '\uffff';
  return [...events].sort((a, b) => day(a).localeCompare(day(b)));
}

/** The CPD page's live events (soonest first) and video sessions, without the relations that point at nothing. */
export function toCpdListings<Event extends { event_date?: string | null }, Session>(cpd: {
  cpd_live_events: readonly (Event | null)[];
  cpd_sessions: readonly (Session | null)[];
}): { events: Event[]; sessions: Session[] } {
  return {
    events: byEventDate(cpd.cpd_live_events.flatMap((event) => (event ? [event] : []))),
    sessions: cpd.cpd_sessions.flatMap((session) => (session ? [session] : [])),
  };
}
