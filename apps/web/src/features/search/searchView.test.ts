import { describe, expect, it } from 'vitest';
import type { SearchResult } from './api/search';
import { chosenFacets, facetLabel, groupByKind, searchRequestOf, withFacet } from './searchView';

const result = (id: string, kind: string): SearchResult => ({
  id: `${kind}:${id}`,
  kind,
  title: [{ text: id }],
  href: `/primary/music-foundations/activity/-/-/${id}`,
  subscribersOnly: false,
  foundIn: ['title'],
  snippet: null,
  audiences: ['Primary'],
  programmes: ['Music Foundations'],
  activityType: null,
  yearGroups: [],
});

describe('searchView', () => {
  it('reads the request and the chosen facets from the address, in the facet order', () => {
    const params = new URLSearchParams('q=pulse&kind=lesson&yearGroup=Year+2&unknown=x');
    expect(searchRequestOf(params)).toEqual({ q: 'pulse', limit: 50, kind: 'lesson', yearGroup: 'Year 2' });
    expect(chosenFacets(params)).toEqual([
      { facet: 'yearGroup', value: 'Year 2' },
      { facet: 'kind', value: 'lesson' },
    ]);
  });

  it('chooses a facet, or clears it when it is the one already chosen', () => {
    const params = new URLSearchParams('q=pulse&kind=lesson');
    expect(withFacet(params, 'kind', 'lesson')).toBe('/search?q=pulse');
    expect(withFacet(params, 'audience', 'Primary')).toBe('/search?q=pulse&kind=lesson&audience=Primary');
  });

  it('names kinds in words and leaves other facet values as they are', () => {
    expect(facetLabel('kind', 'unit')).toBe('Unit of work');
    expect(facetLabel('audience', 'Primary')).toBe('Primary');
  });

  it('groups suggestions by kind in the order their best result ranks', () => {
    const grouped = groupByKind([result('a', 'lesson'), result('b', 'unit'), result('c', 'lesson')]);
    expect(grouped.map((group) => [group.kind, group.results.map((found) => found.id)])).toEqual([
      ['lesson', ['lesson:a', 'lesson:c']],
      ['unit', ['unit:b']],
    ]);
  });
});
