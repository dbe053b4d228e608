import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hrefOf, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import type { AtHomeActivity } from './api/atHome';

const activity = (documentId: string, title: string): AtHomeActivity => ({
  documentId,
  title,
  introduction: `Try ${title} together.`,
  time: '10 minutes',
  music: 'Any song you love',
  equipment: 'Two wooden spoons',
  activity_at_home_download: [
    {
      id: 1,
      title: 'Song sheet',
      file: {
        url: '/uploads/song.pdf',
        name: 'song.pdf',
        alternativeText: null,
        caption: null,
        mime: 'application/pdf',
        ext: '.pdf',
      },
    },
  ],
  activity_at_home: [],
});

const library = {
  documentId: 'lib',
  title: 'Music at Home: Primary',
  introduction: 'Activities for families.',
  activities: [activity('a1', 'Kitchen drums'), activity('a2', 'Echo songs'), activity('a3', 'Sound walk')],
};

describe('Music at Home pages (SPEC §2)', () => {
  it('shows the library and walks its activities in order, without an account', async () => {
    server.use(http.get('*/api/at-home/:code', () => HttpResponse.json({ data: library })));
    renderApp('/primary/foundations/at-home/AbCdEf23');
    await screen.findByRole('heading', { level: 1, name: 'Music at Home: Primary' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Activities' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    await userEvent.click(screen.getByRole('link', { name: /^Explore\s*Echo songs$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Echo songs' });
    expect(hrefOf('Previous activity')).toBe('/primary/foundations/at-home/AbCdEf23/a1');
    expect(hrefOf('Next activity')).toBe('/primary/foundations/at-home/AbCdEf23/a3');
    const sidebar = screen.getByRole('complementary', { name: 'About this activity' });
    expect(within(sidebar).getByText('Two wooden spoons')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Song sheet' })).toHaveAttribute('href', '/uploads/song.pdf');
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/primary/foundations/at-home/AbCdEf23');
  });

  it("tells a family clearly when the teacher's link no longer works", async () => {
    server.use(
      http.get('*/api/at-home/:code', () =>
        HttpResponse.json(
          {
            data: null,
            error: { message: 'This Music at Home link is no longer active. Please ask your teacher for a new one.' },
          },
          { status: 403 },
        ),
      ),
    );
    renderApp('/primary/foundations/at-home/AbCdEf23');
    expect(await screen.findByText(/no longer active/)).toBeInTheDocument();
  });
});
