import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cpd } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { byEventDate, longDate } from './cpdView';

/** The CPD index as the CMS answers it, with `fields` in place of the fixture's. */
const serveCpd = (fields: Partial<NonNullable<typeof cpd.cpd>>) =>
  server.use(graphql.query('cpd', () => HttpResponse.json({ data: { cpd: { ...cpd.cpd!, ...fields } } })));

describe('CPD (SPEC §2, §9)', () => {
  it('writes dates in en-GB long form', () => {
    expect(longDate('2026-12-07')).toMatch(/^Monday,? 7 December 2026$/);
    expect(longDate(null)).toBeNull();
  });

  it('orders live events by date, soonest first, whatever order the CMS relates them in', async () => {
    const event = (documentId: string, title: string, event_date: string | null) => ({
      __typename: 'CpdLiveEvent' as const,
      documentId,
      slug: documentId,
      title,
      event_date,
      venue: null,
      blurb: null,
      main_image: null,
    });
    expect(byEventDate([{ event_date: null }, { event_date: '2027-01-10' }]).map((e) => e.event_date)).toEqual([
      '2027-01-10',
      null,
    ]);
    serveCpd({
      cpd_live_events: [
        event('a', 'Winter singing day', '2026-12-17'),
        event('b', 'Percussion workshop', '2026-12-05'),
        event('c', 'New year composing', '2027-01-10'),
      ],
    });
    renderApp('/cpd');
    const section = await screen.findByRole('region', { name: 'Live events' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Percussion workshop', 'Winter singing day', 'New year composing']);
  });

  it("lists live events with date, venue and 'Learn more', and the downloads", async () => {
    serveCpd({
      documents: [
        {
          __typename: 'ComponentSharedDocument',
          id: '1',
          title: 'Planning guide',
          file: {
            __typename: 'UploadFile',
            documentId: 'f1',
            url: '/uploads/g.pdf',
            name: 'g.pdf',
            ext: '.pdf',
            mime: 'application/pdf',
            caption: null,
          },
        },
      ],
      cpd_live_events: [
        {
          __typename: 'CpdLiveEvent',
          documentId: 'e1',
          slug: 'singing-inset',
          title: 'Singing INSET',
          event_date: '2026-12-07',
          venue: 'Leeds',
          blurb: 'A day of singing.',
          main_image: null,
        },
      ],
    });
    renderApp('/cpd');
    await screen.findByRole('heading', { level: 1, name: 'CPD' });
    expect(screen.getByRole('region', { name: 'Downloads to support your delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Planning guide/ })).toHaveAttribute('href', '/documents/f1');
    expect(screen.getByText(/7 December 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', '/cpd/live-event/singing-inset');
  });
});
