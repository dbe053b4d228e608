/**
 * CPD detail pages are for signed-in teachers (SPEC-GUIDE §2: /cpd/session/{slug} and /cpd/live-event/{slug}, login
 * required), while the CPD index shows every session and event to anyone. So the types stay readable, and the fields
 * only a detail page shows are withheld from visitors: over GraphQL by a field policy, over REST by the controllers.
 */
export const DETAIL_FIELDS = {
  CpdSession: ['main_text', 'video', 'documents'],
  CpdLiveEvent: ['main_text', 'session', 'documents'],
} as const;

type Entry = Record<string, unknown>;

export function withoutDetails<T>(body: T, fields: readonly string[]): T {
  const strip = (entry: unknown) => {
    if (!entry || typeof entry !== 'object') return entry;
    const copy: Entry = { ...(entry as Entry) };
    for (const field of fields) delete copy[field];
    return copy;
  };
  if (!body || typeof body !== 'object' || !('data' in body)) return body;
  const { data } = body as { data: unknown };
  return { ...body, data: Array.isArray(data) ? data.map(strip) : strip(data) };
}

/**
 * The first detail field a query filters or sorts on, at any depth (`$and`, `$or`, `$not` included). Filtering on a
 * withheld field would tell a visitor what it holds one guess at a time, so such a query is refused, not answered.
 */
export function detailFieldQueried(query: { filters?: unknown; sort?: unknown }, fields: readonly string[]) {
  const named = new Set<string>(fields);
  const inFilters = (filters: unknown): string | undefined => {
    if (Array.isArray(filters)) return filters.map(inFilters).find(Boolean);
    if (!filters || typeof filters !== 'object') return undefined;
    for (const [key, value] of Object.entries(filters)) {
      if (named.has(key)) return key;
      const nested = inFilters(value);
      if (nested) return nested;
    }
    return undefined;
  };
  const inSort = (sort: unknown): string | undefined => {
    if (Array.isArray(sort)) return sort.map(inSort).find(Boolean);
    if (typeof sort === 'string')
      return sort
        .split(',')
        .map((part) => part.split(':')[0].trim())
        .find((f) => named.has(f));
    if (sort && typeof sort === 'object') return Object.keys(sort).find((key) => named.has(key));
    return undefined;
  };
  return inFilters(query.filters) ?? inSort(query.sort);
}

export const detailFilterRefusal = (field: string) => `Sign in to filter or sort on ${field}.`;
