import { FACET_NAMES, type FacetName, type SearchRequest, type SearchResult } from './api/search';
import { KIND_NAMES } from './messages';

/** Search's view data: the address's request and facets, the suggestions grouped; pure, so testable alone. */
export const FACET_ORDER = FACET_NAMES;

/** The results page's request, read from its address: a search is shared by sharing the link. */
export function searchRequestOf(params: URLSearchParams): SearchRequest {
  const request: SearchRequest = { q: params.get('q') ?? '', limit: 50 };
  for (const facet of FACET_ORDER) {
    const value = params.get(facet);
    if (value) request[facet] = value;
  }
  return request;
}

/** The same address with one facet chosen, or cleared when it is the one already chosen. */
export function withFacet(params: URLSearchParams, facet: FacetName, value: string): string {
  const next = new URLSearchParams(params);
  if (next.get(facet) === value) next.delete(facet);
  else next.set(facet, value);
  return `/search?${next}`;
}

export const facetLabel = (facet: FacetName, value: string) =>
  facet === 'kind' ? (KIND_NAMES[value] ?? value) : value;

/** The chosen facets of the address, as the results line names them ("Year 2, Lesson"). */
export const chosenFacets = (params: URLSearchParams) =>
  FACET_ORDER.flatMap((facet) => {
    const value = params.get(facet);
    return value ? [{ facet, value }] : [];
  });

/** Suggestions grouped by kind, in the order their best result ranks. */
export function groupByKind(results: SearchResult[]): { kind: string; results: SearchResult[] }[] {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) groups.set(result.kind, [...(groups.get(result.kind) ?? []), result]);
  return [...groups].map(([kind, grouped]) => ({ kind, results: grouped }));
}
