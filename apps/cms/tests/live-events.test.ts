import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from './client';
import {
  fetchLiveEvents,
  normaliseEventDate,
  toPlainText,
  type LiveEvent,
} from '../src/api/live-event/services/external-events';

describe('live events from the external events site', () => {
  it('serves the demo feed resolved, as plain text, sorted by start date', async () => {
    const response = await rest('/api/live-events');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: LiveEvent[] };
    expect(data.length).toBeGreaterThanOrEqual(3);
    const starts = data.map((event) => event.event_start_date!);
    expect(starts).toEqual([...starts].sort());
    expect(data.map((event) => event.title)).toContain('Family Concert: The Snowman & Friends');
    for (const event of data) {
      expect(event.link).toMatch(/^https:\/\//);
      expect(event.image?.url).toMatch(/^\/uploads\//);
    }
  });

  describe('against a WordPress site on loopback', () => {
    let site: http.Server;
    let origin: string;
    let failing = false;

    beforeAll(async () => {
      site = http.createServer((request, response) => {
        const url = new URL(request.url!, origin);
        if (failing) return response.writeHead(500).end();
        response.setHeader('content-type', 'application/json');
        if (url.pathname === '/wp-json/wp/v2/events') {
          expect(url.searchParams.get('_fields')).toBe('id,title,excerpt,link,acf,_links');
          return response.end(
            JSON.stringify([
              {
                id: 2,
                title: { rendered: 'Later' },
                link: 'https://e.org/2',
                acf: { event_start_date: '2027-03-01 19:30:00' },
                _links: { 'wp:featuredmedia': [{ href: `${origin}/wp-json/wp/v2/media/7` }] },
              },
              {
                id: 1,
                title: { rendered: 'Sooner &amp; better' },
                link: 'https://e.org/1',
                acf: { event_start_date: '20270102' },
                _links: { 'wp:featuredmedia': [{ href: `${origin}/wp-json/wp/v2/media/404` }] },
              },
            ]),
          );
        }
        if (url.pathname === '/wp-json/wp/v2/media/7') {
          return response.end(
            JSON.stringify({
              alt_text: 'Hall',
              source_url: 'https://e.org/full.jpg',
              media_details: { sizes: { medium_large: { source_url: 'https://e.org/768.jpg' } } },
            }),
          );
        }
        response.writeHead(404).end('{}');
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

    it('resolves medium_large pictures, keeps events whose picture is missing, and sorts ascending', async () => {
      failing = false;
      const events = await fetchLiveEvents(`${origin}/wp-json/wp/v2/events`);
      expect(events.map((event) => [event.title, event.event_start_date, event.image?.url ?? null])).toEqual([
        ['Sooner & better', '2027-01-02T00:00:00', null],
        ['Later', '2027-03-01T19:30:00', 'https://e.org/768.jpg'],
      ]);
    });

    it('fails loudly when the site is down, for the CMS to log', async () => {
      failing = true;
      await expect(fetchLiveEvents(`${origin}/wp-json/wp/v2/events`)).rejects.toThrow(/500/);
    });
  });

  it('reads the date formats WordPress ACF uses', () => {
    expect(normaliseEventDate('20261201')).toBe('2026-12-01T00:00:00');
    expect(normaliseEventDate('2026-12-01')).toBe('2026-12-01T00:00:00');
    expect(normaliseEventDate('2026-12-01 19:30:00')).toBe('2026-12-01T19:30:00');
    expect(normaliseEventDate('next week')).toBeNull();
    expect(toPlainText('<p>Stravinsky&#8217;s <em>Firebird</em></p>')).toBe('Stravinsky’s Firebird');
  });
});
