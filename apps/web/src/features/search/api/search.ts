import type { FacetName, SearchAnswer } from '@classroom/contracts';
import { restRequest } from '../../../lib/rest';

/**
 * GET /api/search on the CMS (apps/cms/src/api/search): results already cut to what the caller may see. Subscriber
 * items reach others as their title and kind only (`subscribersOnly`), never with their text.
 */
export type { FacetName, SearchAnswer, SearchResult, Segment } from '@classroom/contracts';

export interface SearchRequest extends Partial<Record<FacetName, string>> {
  q: string;
  limit?: number;
  perKind?: number;
}

/** The facets a request can choose, in the order the results page lists them. */
export const FACET_NAMES: FacetName[] = [
  'yearGroup',
  'keyStage',
  'audience',
  'kind',
  'programme',
  'activityType',
  'learningStrand',
];

/** Words, or at least one facet: with facets alone the CMS lists everything filed under them ("Year 2"). */
export const isAskable = (request: SearchRequest) =>
  Boolean(request.q.trim()) || FACET_NAMES.some((facet) => Boolean(request[facet]));

/** The request as a query string: also the key that tells two requests apart. */
export function searchQueryString(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

export function fetchSearch(queryString: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return restRequest<SearchAnswer>(`/api/search?${queryString}`, { signal });
}
