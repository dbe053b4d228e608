import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lessonModePathFrom, type SavedOffline } from './offlinePlan';
import { SaveProgressStatus } from './OfflineSave';
import { OfflineStorageLine } from './OfflineStorageLine';
import { SavedOfflineList } from './SavedOfflineList';

const save = (fields: Partial<SavedOffline> & Pick<SavedOffline, 'id' | 'title'>): SavedOffline => ({
  kind: 'lesson',
  savedAt: '2026-11-23T09:00:00.000Z',
  bytes: 1000,
  ...fields,
});

const MB = 1024 ** 2;

describe('the offline banner: what a teacher can open while offline', () => {
  it('lists each save by title, linking to its page, and to lesson mode beside it, with the storage they take', () => {
    render(
      <MemoryRouter>
        <SavedOfflineList
          saves={[
            save({
              id: 'playlist:P1',
              kind: 'playlist',
              title: 'Friday music',
              path: '/playlists/P1/slides',
              pagePath: '/playlists/P1',
            }),
            save({
              id: 'lesson:L1',
              title: 'Pulse and rhythm',
              path: '/primary/p/unit/U1/lesson/L1/slides',
              pagePath: '/primary/p/unit/U1/lesson/L1',
            }),
            // Saved before pages were kept: lesson mode only.
            save({ id: 'lesson:L0', title: 'Older save', path: '/primary/p/unit/U1/lesson/L0/slides' }),
          ]}
          usage={{ saved: 12 * MB, room: 1024 * MB }}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'You are offline' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Friday music', '/playlists/P1'],
      ['Lesson mode of Friday music', '/playlists/P1/slides'],
      ['Older save', '/primary/p/unit/U1/lesson/L0/slides'],
      ['Pulse and rhythm', '/primary/p/unit/U1/lesson/L1'],
      ['Lesson mode of Pulse and rhythm', '/primary/p/unit/U1/lesson/L1/slides'],
    ]);
    expect(region).toHaveTextContent('(playlist, saved on 23 November 2026)');
    expect(region).toHaveTextContent('(lesson, saved on 23 November 2026)');
    expect(region).toHaveTextContent('Offline lessons use 12 MB of 1 GB.');
  });

  it('still says the device is offline when nothing saved can be opened', () => {
    render(
      <MemoryRouter>
        <SavedOfflineList saves={[save({ id: 'lesson:old', title: 'Saved before addresses were kept' })]} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'You are offline' });
    expect(region).toHaveTextContent('Nothing is saved on this device for offline use yet.');
    expect(within(region).queryAllByRole('link')).toEqual([]);
  });

  it("opens lesson mode at the page's own /slides", () => {
    expect(lessonModePathFrom('/primary/p/unit/U1/lesson/L1')).toBe('/primary/p/unit/U1/lesson/L1/slides');
    expect(lessonModePathFrom('/playlists/P1/')).toBe('/playlists/P1/slides');
  });
});

describe('the storage line', () => {
  it('says nothing until something is saved (never "0 bytes of 1 GB")', () => {
    const { container } = render(<OfflineStorageLine usage={{ saved: 0, room: 1024 * MB }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the real size of the saves beside the room they have', () => {
    render(<OfflineStorageLine usage={{ saved: 1.5 * MB, room: 1024 * MB }} />);
    expect(screen.getByText('Offline lessons use 1.5 MB of 1 GB.')).toBeVisible();
  });
});

describe('the progress of a save', () => {
  it('shows at once that the lesson is being prepared, then files saved of the files needed', () => {
    const onCancel = vi.fn();
    const { rerender } = render(<SaveProgressStatus progress="preparing" onCancel={onCancel} />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the lesson for offline use…');
    expect(screen.getByRole('progressbar', { name: 'Offline save progress' })).not.toHaveAttribute('aria-valuenow');
    rerender(
      <SaveProgressStatus
        progress={{ files: 3, totalFiles: 12, loaded: 5 * MB, total: 20 * MB }}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving for offline use: 3 of 12 files (5 MB of 20 MB)');
    expect(screen.getByRole('progressbar', { name: 'Offline save progress' })).toHaveAttribute('aria-valuenow', '25');
  });
});
