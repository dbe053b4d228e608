import { screen, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { programmePage } from '../../test/fixtures';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

describe('programme page (SPEC §2)', () => {
  it("shows a visitor the blurb, the unit cards and 'Your units of work' when there is a custom unit plan", async () => {
    server.use(
      graphql.query('ProgrammeQuery', () =>
        HttpResponse.json({ data: programmePage('pulse', 'primary', { blurb: 'Music for every class' }, 1) }),
      ),
    );
    renderApp('/primary/pulse');
    await screen.findByRole('heading', { level: 1, name: 'Music for every class' });
    expect(screen.getByRole('link', { name: /^View unit of work/ })).toHaveAttribute('href', '/primary/pulse/unit/u1');
    expect(hrefOf('Your units of work')).toBe('/primary/pulse/custom-unit');
    expect(hrefOf('Activity Library')).toBe('/primary/-/activity-filter');
    expect(screen.queryByRole('heading', { name: 'Music at Home' })).toBeNull();
  });

  it("links a subscriber to the programme's own libraries and offers the Music at Home box", async () => {
    logIn();
    server.use(
      graphql.query('ProgrammeLibraries', () =>
        HttpResponse.json({
          data: {
            programmes: [
              {
                __typename: 'Programme',
                documentId: 'prog-pulse',
                activity_library: { __typename: 'ActivityLibrary', documentId: 'lib-a' },
                audio_library: { __typename: 'AudioLibrary', documentId: 'lib-b' },
                activity_at_home_library: { __typename: 'AtHomeLibrary', documentId: 'home' },
              },
            ],
          },
        }),
      ),
      http.get('*/api/at-home/link', () => HttpResponse.json({ data: { code: 'Ab3dEf7h' } })),
    );
    renderApp('/primary/pulse');
    // The links point at the programme's own libraries once the subscriber's lookup answers (the filter before it).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Activity Library' })).toHaveAttribute(
        'href',
        '/primary/pulse/activity/lib-a',
      ),
    );
    expect(screen.getByRole('link', { name: 'Audio Library' })).toHaveAttribute('href', '/primary/pulse/audio/lib-b');
    expect(await screen.findByLabelText('Link to share with families')).toHaveValue(
      `${window.location.origin}/primary/pulse/at-home/Ab3dEf7h`,
    );
  });

  it('treats an unreleased programme as not found', async () => {
    server.use(
      graphql.query('ProgrammeQuery', () =>
        HttpResponse.json({ data: programmePage('soon', 'primary', { released: false }) }),
      ),
    );
    renderApp('/primary/soon');
    expect(await screen.findByRole('heading', { name: 'Lost?' })).toBeInTheDocument();
  });
});
