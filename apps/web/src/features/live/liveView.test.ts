import { describe, expect, it } from 'vitest';
import { liveProduction } from '../../test/fixtures';
import { toLiveProductionView } from './liveView';

describe('toLiveProductionView', () => {
  it('is nothing when neither a production nor a performance has the slug', () => {
    expect(toLiveProductionView({ ...liveProduction('x', 'p'), liveProductions: [] })).toBeNull();
    expect(toLiveProductionView(undefined)).toBeNull();
  });

  it("shows a production's dates, venues and bookings soonest first, with the programme's title", () => {
    const data = liveProduction('tour', 'orchestra');
    data.liveProductions[0] = {
      ...data.liveProductions[0]!,
      performance_dates: 'May',
      performance_venues: 'Leeds',
      active_live_performance: true,
      bookings: [
        {
          __typename: 'ComponentLiveBooking',
          id: 'late',
          event_date: '2026-06-02T19:00:00Z',
          venue_name: 'B',
          booking_link: null,
        },
        {
          __typename: 'ComponentLiveBooking',
          id: 'early',
          event_date: '2026-06-01T19:00:00Z',
          venue_name: 'A',
          booking_link: null,
        },
      ],
      related_activities: [null],
    };
    const view = toLiveProductionView(data);
    expect(view).toMatchObject({
      title: 'Live production',
      programmeTitle: 'Live programme',
      active: true,
      dates: 'May',
      venues: 'Leeds',
      activities: [],
    });
    expect(view?.bookings.map((booking) => booking.key)).toEqual(['early', 'late']);
  });

  it('opens a performance at the same address with its own title, dates and activeness', () => {
    const data = {
      ...liveProduction('choir', 'orchestra'),
      liveProductions: [],
      livePerformances: [
        {
          __typename: 'LivePerformance' as const,
          documentId: 'perf',
          slug: 'choir',
          title: 'Choir day',
          blurb: null,
          performance_dates: 'July',
          performance_venues: null,
          active_live_performance: false,
          thumbnail_images: [],
        },
      ],
    };
    expect(toLiveProductionView(data)).toMatchObject({
      title: 'Choir day',
      dates: 'July',
      active: false,
      bookings: [],
    });
  });
});
