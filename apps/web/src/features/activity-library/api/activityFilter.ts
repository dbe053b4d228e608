import type { SearchAnswer } from '@classroom/contracts';
import { restRequest } from '../../../lib/rest';

/** The filters of the activity filter page (issue #28), as the CMS's search facets name them. */
export const ACTIVITY_FILTERS = ['yearGroup', 'activityType', 'learningStrand'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/**
 * GET /api/search with no words: the activities filed under the chosen filters, and each filter's values counted with
 * the other filters kept. The CMS answers from what the caller may read (apps/cms/src/search/access.ts).
 */
export function fetchFilteredActivities(
  filters: Partial<Record<ActivityFilter, string>>,
  audience: string | undefined,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  const params = new URLSearchParams({ kind: 'activity', limit: '100' });
  if (audience) params.set('audience', audience);
  for (const name of ACTIVITY_FILTERS) if (filters[name]) params.set(name, filters[name]!);
  return restRequest<SearchAnswer>(`/api/search?${params}`, { signal });
}
