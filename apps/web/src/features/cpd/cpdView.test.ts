import { describe, expect, it } from 'vitest';
import { toCpdListings } from './cpdView';

describe('toCpdListings', () => {
  it('lists live events soonest first and drops relations that point at nothing', () => {
    const listings = toCpdListings({
      cpd_live_events: [{ slug: 'late', event_date: '2027-02-01' }, null, { slug: 'early', event_date: '2026-11-01' }],
      cpd_sessions: [null, { slug: 'video' }],
    });
    expect(listings.events.map((event) => event.slug)).toEqual(['early', 'late']);
    expect(listings.sessions).toEqual([{ slug: 'video' }]);
  });
});
