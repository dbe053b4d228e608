import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/server';
import { eventDates, LiveEventsList } from './LiveEventsList';

const event = (id: number, title: string, start: string, end = start) => ({
  id,
  title,
  excerpt: `About ${title}`,
  link: `https://www.example.org/events/${id}`,
  tickets_link: `https://www.example.org/events/${id}/tickets`,
  venue_short: 'Town Hall',
  full_address: null,
  ticket_price: '£5',
  event_start_date: start,
  event_end_date: end,
  also_shown_at: null,
  image: { url: '/uploads/hall.jpg', alt: 'The hall' },
});

describe('LiveEventsList', () => {
  it("says 'Loading live event data' until the events arrive, then lists them in the CMS's order, linking out", async () => {
    server.use(
      http.get('*/api/live-events', () =>
        HttpResponse.json({
          data: [
            event(1, 'Firebird', '2026-12-01T00:00:00'),
            event(2, 'Snowman', '2027-01-05T00:00:00', '2027-01-06T00:00:00'),
          ],
        }),
      ),
    );
    render(<LiveEventsList />);
    expect(screen.getByText('Loading live event data')).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Firebird (opens in a new tab)',
      'Snowman (opens in a new tab)',
    ]);
    const link = within(items[0]).getByRole('link', { name: /^Firebird/ });
    expect(link).toHaveAttribute('href', 'https://www.example.org/events/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(items[0]).getByText('Tue 1 Dec 2026')).toBeInTheDocument();
    expect(within(items[1]).getByText('Tue 5 Jan 2027 – Wed 6 Jan 2027')).toBeInTheDocument();
    expect(within(items[0]).getByRole('img', { name: 'The hall' })).toBeInTheDocument();
  });

  it('logs the failure and keeps the page when the events cannot be fetched', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/live-events', () => HttpResponse.json({ data: null }, { status: 502 })));
    render(<LiveEventsList />);
    expect(await screen.findByText(/Live events cannot be shown at the moment/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error fetching or processing live event data', expect.any(Error));
    log.mockRestore();
  });

  it('formats a one-day event once', () => {
    expect(eventDates({ event_start_date: '2026-12-01T19:30:00', event_end_date: '2026-12-01T00:00:00' })).toBe(
      'Tue 1 Dec 2026',
    );
    expect(eventDates({ event_start_date: null, event_end_date: null })).toBeNull();
  });
});
