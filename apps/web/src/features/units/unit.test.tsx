import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unitPage } from '../../test/curriculum';
import { breadcrumbTrail, hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

describe('unit page (SPEC §2)', () => {
  it("shows the unit's introduction, documents, lessons ('See lesson overview') and performance items", async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('SchemesQuery', (request) => {
        variables = request.variables;
        return HttpResponse.json({ data: unitPage() });
      }),
    );
    renderApp('/primary/music-foundations/unit/unit-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulse and Rhythm' })).toBeInTheDocument();
    expect(variables).toEqual({ id: 'unit-1', programmeSlug: 'music-foundations' });
    expect(screen.getByText('beat').tagName).toBe('STRONG');

    // SPEC-GUIDE §5: only documents with both a title and a file.
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(documents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['⬇Unit overviewPDF']);

    // Year groups (issue #28): the unit's under its title, the first lesson's on its card, the second has none.
    expect(screen.getAllByText('Years 1–2')).toHaveLength(2);
    expect(screen.getAllByText('KS1')).toHaveLength(2);
    const lessonLinks = screen.getAllByRole('link', { name: /^See lesson overview/ });
    expect(lessonLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/primary/music-foundations/unit/unit-1/lesson/lesson-1',
      '/primary/music-foundations/unit/unit-1/lesson/lesson-2',
    ]);
    expect(hrefOf('Class rhythm performance')).toBe('/primary/music-foundations/activity/-/-/act-rhythm');
    expect(hrefOf('Warm-ups to revisit')).toBe('/primary/music-foundations/activity/lib-1/sec-warm');
    expect(breadcrumbTrail().map(([label]) => label)).toEqual(['Home', 'Primary', 'Music Foundations']);
  });

  it('shows the error panel when the CMS answers with an error', async () => {
    logIn();
    server.use(
      graphql.query('SchemesQuery', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Forbidden access', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    renderApp('/primary/music-foundations/unit/unit-1');
    expect(await screen.findByText(/Oops! Seems like we played the wrong note/)).toBeInTheDocument();
    expect(screen.getByText('Forbidden access')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    renderApp('/primary/music-foundations/unit/unit-1');
    expect(await screen.findByText('You need to be logged in to access this content.')).toBeInTheDocument();
  });
});
