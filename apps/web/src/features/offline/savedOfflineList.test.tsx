import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lessonModePathFrom, type SavedOffline } from './offlinePlan';
import { SavedOfflineList } from './SavedOfflineList';

const save = (fields: Partial<SavedOffline> & Pick<SavedOffline, 'id' | 'title'>): SavedOffline => ({
  kind: 'lesson',
  savedAt: '2026-11-23T09:00:00.000Z',
  bytes: 1000,
  ...fields,
});

describe('the saves a teacher can open while offline', () => {
  it('lists each saved lesson and playlist by title, linking to where lesson mode runs it', () => {
    render(
      <MemoryRouter>
        <SavedOfflineList
          saves={[
            save({ id: 'playlist:P1', kind: 'playlist', title: 'Friday music', path: '/playlists/P1/slides' }),
            save({ id: 'lesson:L1', title: 'Pulse and rhythm', path: '/primary/p/unit/U1/lesson/L1/slides' }),
          ]}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'You are offline' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Friday music', '/playlists/P1/slides'],
      ['Pulse and rhythm', '/primary/p/unit/U1/lesson/L1/slides'],
    ]);
    expect(region).toHaveTextContent('(playlist, saved on 23 November 2026)');
    expect(region).toHaveTextContent('(lesson, saved on 23 November 2026)');
  });

  it('shows nothing when nothing saved can be opened', () => {
    const { container } = render(
      <MemoryRouter>
        <SavedOfflineList saves={[save({ id: 'lesson:old', title: 'Saved before addresses were kept' })]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("opens lesson mode at the page's own /slides", () => {
    expect(lessonModePathFrom('/primary/p/unit/U1/lesson/L1')).toBe('/primary/p/unit/U1/lesson/L1/slides');
    expect(lessonModePathFrom('/playlists/P1/')).toBe('/playlists/P1/slides');
  });
});
