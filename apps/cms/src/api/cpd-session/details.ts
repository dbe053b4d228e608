/**
 * CPD detail pages are for signed-in teachers (SPEC §2: /cpd/session/{slug} and /cpd/live-event/{slug}, login
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
