import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { liveProduction } from '../../test/fixtures';
import { logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { toBookingViews } from './liveView';

const booking = (
  id: string,
  event_date: string | null,
  booking_link: string | null = `https://tickets.example.org/${id}`,
) => ({
  __typename: 'ComponentLiveBooking' as const,
  id,
  event_date,
  venue_name: `Venue ${id}`,
  booking_link,
});

describe('bookings (SPEC §2 Live production)', () => {
  it('sorts by event date, undated last', () => {
    const views = toBookingViews([
      booking('b', '2027-02-01T19:00:00.000Z'),
      booking('c', null),
      booking('a', '2026-12-05T14:00:00.000Z'),
    ]);
    expect(views.map((view) => view.key)).toEqual(['a', 'b', 'c']);
    expect(views[0].date).toMatch(/^Sat 5 Dec 2026, \d{1,2}(am|pm)$/);
  });

  it("opens 'Book Tickets' with the bookings in date order, unbookable ones marked", async () => {
    logIn();
    const data = liveProduction('firebird', 'schools');
    data.liveProductions[0] = {
      ...data.liveProductions[0]!,
      active_live_performance: true,
      bookings: [booking('late', '2027-03-01T19:00:00.000Z'), booking('early', '2026-12-01T10:00:00.000Z', null)],
    };
    server.use(graphql.query('liveProductions', () => HttpResponse.json({ data })));
    renderApp('/live/schools/firebird');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Tickets' }));
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => /Venue ([a-z]+)/.exec(row.textContent ?? '')?.[1])).toEqual(['early', 'late']);
    expect(within(rows[0]).getByText('(Not available for public booking)')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: /^Book/ })).toHaveAttribute(
      'href',
      'https://tickets.example.org/late',
    );
  });

  it("offers no 'Book Tickets' when the production is not an active live performance", async () => {
    logIn();
    const data = liveProduction('firebird', 'schools');
    data.liveProductions[0] = {
      ...data.liveProductions[0]!,
      active_live_performance: false,
      bookings: [booking('a', '2026-12-01T10:00:00.000Z')],
    };
    server.use(graphql.query('liveProductions', () => HttpResponse.json({ data })));
    renderApp('/live/schools/firebird');
    await screen.findByRole('heading', { level: 1, name: 'Live production' });
    expect(screen.queryByRole('button', { name: 'Book Tickets' })).toBeNull();
  });
});
