import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import type { SearchAnswer, SearchResult } from './api/search';

const result = (id: string, kind: string, title: string, extra: Partial<SearchResult> = {}): SearchResult => ({
  id: `${kind}:${id}`,
  kind,
  title: title.split(/(pulse)/i).map((text) => (/^pulse$/i.test(text) ? { text, match: true } : { text })),
  href: `/primary/music-foundations/activity/-/-/${id}`,
  subscribersOnly: false,
  foundIn: ['title'],
  snippet: null,
  audiences: ['Primary'],
  programmes: ['Music Foundations'],
  activityType: kind === 'activity' ? 'Performing' : null,
  yearGroups: [],
  ...extra,
});

const PULSE: SearchAnswer = {
  query: 'pulse',
  total: 3,
  results: [
    result('a1', 'activity', 'Marching to the Pulse', { subscribersOnly: true }),
    result('p1', 'programme', 'Pulse programme', {
      href: '/primary/music-foundations',
      foundIn: ['title', 'summary'],
      snippet: [{ text: 'Find the ' }, { text: 'pulse', match: true }, { text: ' <img src=x onerror=alert(1)>' }],
    }),
    result('a2', 'activity', 'Pulse passing', {
      href: '/primary/music-foundations/activity/-/-/a2',
      yearGroups: ['Year 1', 'Year 2'],
    }),
  ],
  facets: {
    kind: [
      { value: 'activity', count: 2 },
      { value: 'programme', count: 1 },
    ],
    audience: [{ value: 'Primary', count: 3 }],
    programme: [{ value: 'Music Foundations', count: 3 }],
    activityType: [{ value: 'Performing', count: 2 }],
    yearGroup: [
      { value: 'Year 1', count: 1 },
      { value: 'Year 2', count: 2 },
    ],
    keyStage: [{ value: 'KS1', count: 2 }],
    learningStrand: [],
  },
  suggestions: [],
};

/** The CMS's /api/search at the network boundary; remembers what it was asked. */
function answerSearches() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (params.get('q')?.toLowerCase().startsWith('pul') || (!params.get('q') && params.get('yearGroup'))) {
        return HttpResponse.json(PULSE);
      }
      return HttpResponse.json({
        ...PULSE,
        query: params.get('q'),
        total: 0,
        results: [],
        facets: {
          kind: [],
          audience: [],
          programme: [],
          activityType: [],
          yearGroup: [],
          keyStage: [],
          learningStrand: [],
        },
        suggestions: ['pulse'],
      });
    }),
  );
  return asked;
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search the classroom' });

describe('the header search box (ARIA combobox)', () => {
  it('suggests results grouped by kind as you type, marking subscriber items', async () => {
    const asked = answerSearches();
    renderApp('/');
    await userEvent.type(searchBox(), 'puls');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups
        .map((group) => group.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id!)?.textContent),
    ).toEqual(['Activities', 'Programmes']);
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Marching to the PulseSubscribers', 'Pulse passing']);
    expect(within(groups[0]).getAllByText('Pulse', { selector: 'mark' })).toHaveLength(2);
    // Suggestions ask for a few of each kind.
    expect(asked.at(-1)?.get('perKind')).toBe('3');
  });

  it('moves through the suggestions with the arrow keys and opens the active one with Enter', async () => {
    logIn();
    answerSearches();
    const { router } = renderApp('/');
    await userEvent.type(searchBox(), 'puls');
    await screen.findByRole('listbox');
    expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[2].id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/primary/music-foundations'));
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the results page with Enter when no suggestion is active, and closes with Escape', async () => {
    answerSearches();
    const { router } = renderApp('/');
    await userEvent.type(searchBox(), 'puls');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=puls');
  });

  it('is focused by "/", except while typing in another field', async () => {
    answerSearches();
    renderApp('/');
    await screen.findByRole('combobox');
    await userEvent.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
    // Typing "/" inside the box is just a character.
    await userEvent.keyboard('/');
    expect(searchBox()).toHaveValue('/');
  });
});

describe('the /search page', () => {
  it('shows results with their matches marked as text, facets with counts, and subscriber marks', async () => {
    answerSearches();
    renderApp('/search?q=pulse');
    const results = await screen.findByText('3 results for ‘pulse’');
    expect(results).toBeInTheDocument();
    const programme = screen.getByRole('link', { name: 'Pulse programme' });
    expect(programme).toHaveAttribute('href', '/primary/music-foundations');
    // Matched words in <mark>; what the CMS sent is text, never markup.
    const snippet = screen.getByText(/Find the/);
    expect(within(snippet).getByText('pulse').tagName).toBe('MARK');
    expect(snippet.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.search-result img')).toBeNull();
    expect(screen.getAllByText('Subscribers')).toHaveLength(1);
    const facets = screen.getByRole('navigation', { name: 'Narrow the results' });
    expect(hrefOf('Activity (2)', facets)).toBe('/search?q=pulse&kind=activity');
    expect(within(facets).getByRole('link', { name: 'Performing (2)' })).toBeInTheDocument();
  });

  it('passes the chosen facets to the CMS', async () => {
    const asked = answerSearches();
    renderApp('/search?q=pulse&kind=activity&audience=Primary');
    await screen.findByText('3 results for ‘pulse’');
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ q: 'pulse', kind: 'activity', audience: 'Primary' });
    expect(screen.getByRole('link', { name: 'Activity (2)' })).toHaveAttribute('aria-current', 'true');
  });

  it('says when nothing was found, with other searches to try', async () => {
    answerSearches();
    renderApp('/search?q=zzzz');
    expect(await screen.findByText('No results for ‘zzzz’.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pulse' })).toHaveAttribute('href', '/search?q=pulse');
  });

  it('narrows by year group and key stage, and marks each result with its years (issue #28)', async () => {
    const asked = answerSearches();
    renderApp('/search?q=pulse&yearGroup=Year+2');
    const status = await screen.findByText('3 results for ‘pulse’');
    expect(status).toHaveTextContent('3 results for ‘pulse’ in Year 2');
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ q: 'pulse', yearGroup: 'Year 2' });
    const facets = screen.getByRole('navigation', { name: 'Narrow the results' });
    expect(within(facets).getByRole('heading', { name: 'Year group' })).toBeInTheDocument();
    expect(within(facets).getByRole('link', { name: 'Year 2 (2)' })).toHaveAttribute('aria-current', 'true');
    // Choosing the chosen year again clears it; choosing another keeps the words.
    expect(hrefOf('Year 2 (2)', facets)).toBe('/search?q=pulse');
    expect(hrefOf('KS1 (2)', facets)).toBe('/search?q=pulse&yearGroup=Year+2&keyStage=KS1');
    const passing = screen.getByRole('link', { name: 'Pulse passing' }).closest('li')!;
    expect(within(passing).getByText('Years 1–2')).toBeInTheDocument();
    expect(within(passing).getByText('KS1')).toBeInTheDocument();
  });

  it('browses a year group without words', async () => {
    const asked = answerSearches();
    renderApp('/search?yearGroup=Year+2');
    expect(await screen.findByText(/^3 results/)).toHaveTextContent('3 results in Year 2');
    expect(asked.at(-1)!.get('q')).toBeNull();
    expect(asked.at(-1)!.get('yearGroup')).toBe('Year 2');
    await waitFor(() => expect(document.title).toContain('Search: Year 2'));
  });

  it('keeps the CMS’s order for a year (its lessons first), says where each was found, clears every filter', async () => {
    // The CMS ranks a year's lessons first (apps/cms/src/delivery/search/service.ts); the page keeps its order.
    const answer: SearchAnswer = {
      ...PULSE,
      total: 3,
      results: [
        result('l1', 'lesson', 'Up and Down', { foundIn: [], href: '/primary/music-foundations/unit/u1/lesson/l1' }),
        result('u1', 'unit', 'Pitch and Melody', { foundIn: [], href: '/primary/music-foundations/unit/u1' }),
        result('p1', 'programme', 'Music Foundations', { foundIn: [], href: '/primary/music-foundations' }),
      ],
    };
    server.use(http.get('*/api/search', () => HttpResponse.json(answer)));
    renderApp('/search?yearGroup=Year+2&audience=Primary');
    await screen.findByText(/^3 results/);
    const results = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('li'));
    expect(results.map((heading) => heading.textContent)).toEqual([
      'Up and Down',
      'Pitch and Melody',
      'Music Foundations',
    ]);
    expect(screen.queryByText(/^Found in:\s*$/)).toBeNull();
    expect(screen.getAllByText('Listed under: Year 2, Primary')).toHaveLength(3);

    // Every applied filter, the audience too, can be removed, one at a time or all at once.
    expect(hrefOf(/^Remove filter:\s*Primary/)).toBe('/search?yearGroup=Year+2');
    expect(hrefOf(/^Remove filter:\s*Year 2/)).toBe('/search?audience=Primary');
    expect(hrefOf('Clear all filters')).toBe('/search');
  });

  it('folds the facets behind a "Filters" button that counts the chosen ones, for phones', async () => {
    answerSearches();
    renderApp('/search?q=pulse&yearGroup=Year+2&kind=activity');
    const button = await screen.findByRole('button', { name: 'Filters (2)' });
    const facets = screen.getByRole('navigation', { name: 'Narrow the results' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', facets.id);
    // Hidden below the md breakpoint (Bootstrap's d-none d-md-block), shown from it on.
    expect(facets).toHaveClass('d-none', 'd-md-block');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(facets).toHaveClass('d-block');
    expect(facets).not.toHaveClass('d-none');
  });
});
