import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activityLibrary, lessonActivity, primaryProgramme } from '../../test/curriculum';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

/** The CMS's /api/search as the filters ask it: activities, counted by year group, type and strand. */
function answerActivitySearches() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const year2 = params.get('yearGroup') === 'Year 2';
      const activity = (id: string, title: string, years: string[]) => ({
        id: `activity:${id}`,
        kind: 'activity',
        title: [{ text: title }],
        href: `/primary/music-foundations/activity/-/-/${id}`,
        subscribersOnly: false,
        foundIn: [],
        snippet: null,
        audiences: ['Primary'],
        programmes: ['Music Foundations'],
        activityType: 'Warm-up',
        yearGroups: years,
      });
      const results = [activity('a1', 'Echo Clapping', ['Year 1', 'Year 2']), activity('a2', 'March', ['Year 1'])];
      const shown = year2 ? results.slice(0, 1) : results;
      return HttpResponse.json({
        query: '',
        total: shown.length,
        results: shown,
        facets: {
          kind: [{ value: 'activity', count: shown.length }],
          audience: [],
          programme: [],
          activityType: [{ value: 'Warm-up', count: shown.length }],
          yearGroup: [
            { value: 'Year 1', count: 2 },
            { value: 'Year 2', count: 1 },
          ],
          keyStage: [],
          learningStrand: [{ value: 'Rhythm and Pulse', count: shown.length }],
        },
        suggestions: [],
      });
    }),
  );
  return asked;
}

describe('activity library (SPEC §2, §5)', () => {
  it("lists the library's sections with 'N activities' and 'Explore', hiding empty ones", async () => {
    logIn();
    server.use(graphql.query('ActivityLibrary', () => HttpResponse.json({ data: activityLibrary() })));
    renderApp('/primary/music-foundations/activity/lib-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Music Foundations Activity Library' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Activity Library'));
    expect(screen.getByText('2 activities')).toBeInTheDocument();
    expect(screen.getByText('1 activity')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Performing' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Explore/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/primary/music-foundations/activity/lib-1/sec-warm',
      '/primary/music-foundations/activity/lib-1/sec-listen',
    ]);
  });

  it("combines comma-separated sections: 'Showing N activities', each with 'View Activity'", async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('ActivitySection', (request) => {
        variables = request.variables;
        return HttpResponse.json({
          data: {
            // The CMS's order, not the URL's.
            activitySections: [
              {
                __typename: 'ActivitySection',
                documentId: 'sec-b',
                title: 'Warm-ups',
                introduction: 'From another library.',
                documents: [],
                activities: [lessonActivity('act-2', 'Echo'), lessonActivity('act-3', 'Body Percussion')],
              },
              {
                __typename: 'ActivitySection',
                documentId: 'sec-a',
                title: 'Warm-ups',
                introduction: 'Quick starters.',
                documents: [],
                activities: [lessonActivity('act-1', 'March', { time: '' }), lessonActivity('act-2', 'Echo')],
              },
            ],
            programmes: [primaryProgramme],
          },
        });
      }),
    );
    renderApp('/primary/-/activity/-/sec-a,sec-b');
    expect(await screen.findByText('Showing 3 activities')).toBeInTheDocument();
    expect(variables).toEqual({ ids: ['sec-a', 'sec-b'], programmeSlug: '-' });
    const links = screen.getAllByRole('link', { name: /^View Activity/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/primary/-/activity/-/sec-a,sec-b/act-1',
      '/primary/-/activity/-/sec-a,sec-b/act-2',
      '/primary/-/activity/-/sec-a,sec-b/act-3',
    ]);
    expect(screen.getByText('Free-flow')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(hrefOf('Activity Library', trail)).toBe('/primary/-/activity-filter');
  });

  it('merges same-title sections across the libraries of an audience at /{audience}/-/activity-filter', async () => {
    logIn();
    const section = (documentId: string, title: string, activities: string[]) => ({
      __typename: 'ActivitySection' as const,
      documentId,
      title,
      activities: activities.map((id) => ({ __typename: 'ActivityPage' as const, documentId: id })),
    });
    server.use(
      graphql.query('AudienceActivitySections', () =>
        HttpResponse.json({
          data: {
            audienceLibraries: [
              {
                __typename: 'ActivityLibrary',
                documentId: 'lib-1',
                title: 'One',
                activity_section: [section('s1', 'Warm-ups', ['a', 'b']), section('s2', 'Performing', [])],
              },
              {
                __typename: 'ActivityLibrary',
                documentId: 'lib-2',
                title: 'Two',
                activity_section: [section('s3', 'Listening', ['c']), section('s4', 'Warm-ups', ['b', 'd'])],
              },
            ],
            audiences: [
              {
                __typename: 'Audience',
                documentId: 'aud-primary',
                title: 'Primary',
                activity_library_intro: 'Find any activity.',
              },
            ],
            programmes: [],
          },
        }),
      ),
    );
    answerActivitySearches();
    renderApp('/primary/-/activity-filter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity Library' })).toBeInTheDocument();
    expect(screen.getByText('Find any activity.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Filter activities',
      'Warm-ups',
      'Listening',
    ]);
    expect(screen.getByText('3 activities')).toBeInTheDocument();
    expect(hrefOf(/^Explore\s?Warm-ups$/)).toBe('/primary/-/activity/-/s1,s4');
  });

  it('filters activities by year group, type and strand, counting what each choice gives (issue #28)', async () => {
    logIn();
    const asked = answerActivitySearches();
    server.use(
      graphql.query('AudienceActivitySections', () =>
        HttpResponse.json({
          data: {
            audienceLibraries: [],
            audiences: [
              { __typename: 'Audience', documentId: 'aud-primary', title: 'Primary', activity_library_intro: null },
            ],
            programmes: [],
          },
        }),
      ),
    );
    renderApp('/primary/-/activity-filter');
    const year = await screen.findByRole('combobox', { name: 'Year group' });
    await screen.findByRole('option', { name: 'Year 2 (1)' });
    expect(screen.getByRole('combobox', { name: 'Activity type' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Learning strand' })).toBeInTheDocument();
    // Nothing chosen: the sections stay the page's content.
    expect(screen.queryByRole('link', { name: /^View Activity/ })).toBeNull();
    await userEvent.selectOptions(year, 'Year 2');
    expect(await screen.findByText('Showing 1 activity')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
      kind: 'activity',
      audience: 'Primary',
      yearGroup: 'Year 2',
    });
    expect(screen.getByRole('link', { name: /^View Activity/ })).toHaveAttribute(
      'href',
      '/primary/music-foundations/activity/-/-/a1',
    );
    expect(screen.getByText('Years 1–2')).toBeInTheDocument();
  });
});
