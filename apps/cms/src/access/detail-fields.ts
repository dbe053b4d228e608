/**
 * Detail fields: fields of a type everyone lists that only some callers read, because only a detail page behind a
 * sign-in shows them (SPEC-GUIDE §2).
 * - CPD: the index shows every session and event to anyone; /cpd/session/{slug} and /cpd/live-event/{slug} are for
 *   signed-in teachers.
 * - Live productions: a live programme's page shows their cards (title, blurb, thumbnail) to anyone; the production
 *   page /live/{programme}/{production} is subscriber content. Everything but the card is withheld: a field added
 *   to the type must be named here, as card or detail, or tests/live-production-cards.test.ts fails.
 *
 * Applied to every read by src/access/content-access.ts (the query engine's lifecycles), and, for clear answers, by the
 * REST controllers (src/access/detail-controller.ts), the GraphQL field and list policies
 * (src/extensions/graphql/detail-fields.ts), search (src/delivery/search/access.ts) and file downloads
 * (src/api/document/services/document-access.ts).
 */
import { LEVEL_OF_READERS, mayRead, type Level } from './caller';

/** Who reads a type's detail fields. */
export type DetailReaders = 'signed-in' | 'subscribers';

export interface DetailRule {
  uid: string;
  readers: DetailReaders;
  fields: readonly string[];
}

/** What a live production's card shows on the public live programme page (SPEC-GUIDE §4 LiveProgramme). */
export const LIVE_PRODUCTION_CARD = ['title', 'slug', 'blurb', 'thumbnail_images', 'live_programme'] as const;

/** By GraphQL type name (Strapi's globalId). */
export const DETAIL_RULES = {
  CpdSession: {
    uid: 'api::cpd-session.cpd-session',
    readers: 'signed-in',
    fields: ['main_text', 'video', 'documents'],
  },
  CpdLiveEvent: {
    uid: 'api::cpd-live-event.cpd-live-event',
    readers: 'signed-in',
    fields: ['main_text', 'session', 'documents'],
  },
  LiveProduction: {
    uid: 'api::live-production.live-production',
    readers: 'subscribers',
    fields: [
      'main_text',
      'main_image',
      'performance_dates',
      'performance_venues',
      'venues_link_label',
      'venues_link',
      'explore_activities_title',
      'active_live_performance',
      'bookings',
      'related_activities',
      'audio_pages',
      'documents',
    ],
  },
} as const satisfies Record<string, DetailRule>;

export type DetailType = keyof typeof DETAIL_RULES;

/** The rule of a GraphQL type or a content-type uid, if it has detail fields. */
export function detailRuleOf(typeOrUid: string | undefined): DetailRule | undefined {
  if (!typeOrUid) return undefined;
  const rules: Record<string, DetailRule> = DETAIL_RULES;
  return rules[typeOrUid] ?? Object.values(rules).find((rule) => rule.uid === typeOrUid);
}

/** The detail fields of a GraphQL type or uid (none when it has no rule). */
export const detailFieldsOf = (typeOrUid: string | undefined): readonly string[] =>
  detailRuleOf(typeOrUid)?.fields ?? [];

/** Whether a caller at `level` (src/access/caller.ts; undefined for the system) reads the detail fields. */
export const readsDetails = (readers: DetailReaders, level: Level | undefined): boolean =>
  level === undefined || mayRead(level, LEVEL_OF_READERS[readers]);

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
 * withheld field would tell a caller what it holds one guess at a time, so such a query is refused, not answered.
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

/** The refusal of a read, filter or sort on a detail field, naming what would allow it. */
export const detailRefusal = (field: string, readers: DetailReaders) =>
  readers === 'signed-in'
    ? `Sign in to filter or sort on ${field}.`
    : `A subscription is needed to read, filter or sort on ${field}.`;
