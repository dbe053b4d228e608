import type { FacetName, SearchAnswer, SearchResult, Segment } from '@classroom/contracts';
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { cacheLimits } from '../../platform/cache-limits';
import { responseCache } from '../response-cache';
import { LEVELS, type Level } from '../../access/caller';
import { catalogueReader } from './catalogue';
import { ownedDocuments } from './owned';
import { documentAt } from './passages';
import {
  createMiniSearchIndex,
  type IndexHit,
  type SearchDocument,
  type SearchIndex,
  type TextField,
} from './search-index';
import { normaliseTerm, withoutAccents } from './terms';
import { asSystem } from '../../access/as-system';
import { onePerStrapi } from '../../platform/one-per-strapi';

export type { FacetName, SearchAnswer, Segment } from '@classroom/contracts';

/** Who is searching (as src/accounts/tokens/access-level.ts tells it from the token). */
interface Searcher {
  level: Level;
  userId?: number;
}

export interface SearchRequest extends Partial<Record<FacetName, string>> {
  /** The words; empty to browse by the chosen facets alone. */
  q: string;
  limit: number;
  /** At most this many results of each kind (the header's suggestions). */
  perKind?: number;
}

/** A result with the CMS's own field names (the contract keeps them as strings). */
type SearchResultView = SearchResult & { foundIn: TextField[] };

export const FACETS: FacetName[] = [
  'kind',
  'audience',
  'programme',
  'activityType',
  'yearGroup',
  'keyStage',
  'learningStrand',
];
const valuesOf = (document: SearchDocument, facet: FacetName): string[] => {
  switch (facet) {
    case 'kind':
      return [document.kind];
    case 'audience':
      return document.audiences;
    case 'programme':
      return document.programmes;
    case 'activityType':
      return document.activityType ? [document.activityType] : [];
    case 'yearGroup':
      return document.yearGroups ?? [];
    case 'keyStage':
      return document.keyStages ?? [];
    case 'learningStrand':
      return document.learningStrands ?? [];
  }
};

/** "Reception" before "Year 1" before "Year 10": a year group's place in school. */
const schoolYear = (title: string) => (/^reception$/i.test(title) ? 0 : Number(/\d+/.exec(title)?.[0] ?? 99));
/** Year groups and key stages list in school order (EYFS, KS1…KS5 sort so by name); other facets by count. */
const facetOrder: Partial<Record<FacetName, (a: string, b: string) => number>> = {
  yearGroup: (a, b) => schoolYear(a) - schoolYear(b),
  keyStage: (a, b) => a.localeCompare(b),
};

/** Browsing without words lists programmes first, then units, lessons and the rest, each by title. */
const KIND_ORDER = ['programme', 'unit', 'lesson', 'activity', 'activity-section', 'audio-collection', 'audio'];
/** Browsing a year group lists its lessons first, then units and programmes (issue 44): a year is taught by lesson. */
const YEAR_KIND_ORDER = ['lesson', 'unit', 'programme', 'activity', 'activity-section', 'audio-collection', 'audio'];
/** Kinds in `order` by their place in it, any other kind after them. */
const browseOrder = (order: string[]) => {
  const rank = (kind: string) => (order.indexOf(kind) + order.length + 1) % (order.length + 1);
  return (a: SearchDocument, b: SearchDocument) => rank(a.kind) - rank(b.kind) || a.title.localeCompare(b.title);
};

const SNIPPET_FIELDS: TextField[] = ['summary', 'introduction', 'music', 'objectives', 'strands', 'type'];
const SNIPPET_LENGTH = 180;

/** Splits text into words and the rest, marking the words whose index term the query matched. */
function segmentsOf(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  for (const piece of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (!piece) continue;
    const term = normaliseTerm(piece);
    const isMatch = term !== null && matched.has(term);
    const last = segments[segments.length - 1];
    if (isMatch) segments.push({ text: piece, match: true });
    else if (last && !last.match) last.text += piece;
    else segments.push({ text: piece });
  }
  return segments;
}

/** About SNIPPET_LENGTH characters of `text` around its first matched word. */
function snippetOf(text: string, matched: ReadonlySet<string>): Segment[] {
  const folded = withoutAccents(text.toLowerCase());
  let first = -1;
  for (const word of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matched.has(normaliseTerm(word[0]) ?? '')) {
      first = word.index ?? 0;
      break;
    }
  }
  let start = Math.max(0, first - 60);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return segmentsOf(cut, matched);
}

function view(hit: IndexHit, hidden: boolean): SearchResultView {
  const { document } = hit;
  const matched = new Set(hit.matches.keys());
  const foundIn = [...new Set([...hit.matches.values()].flat())];
  const snippetField = SNIPPET_FIELDS.find(
    (field) => foundIn.includes(field) && document[field as keyof SearchDocument],
  );
  return {
    id: document.id,
    kind: document.kind,
    title: segmentsOf(document.title, matched),
    href: document.href,
    subscribersOnly: hidden,
    foundIn: hidden ? ['title'] : foundIn,
    snippet:
      hidden || !snippetField ? null : snippetOf(String(document[snippetField as keyof SearchDocument]), matched),
    audiences: document.audiences,
    programmes: document.programmes,
    activityType: document.activityType ?? null,
    yearGroups: document.yearGroups ?? [],
  };
}

interface SearchService {
  search(request: SearchRequest, searcher: Searcher): Promise<SearchAnswer>;
  /**
   * Content changed (`written`: the write's cache tags; undefined: anything may have): the index is rebuilt soon, and
   * before the next search at the latest, re-reading only what the write touched (catalogue.ts).
   */
  contentChanged(written?: readonly string[]): void;
  /** Brings the index up to date now. */
  refresh(): Promise<void>;
  stats(): {
    documents: number;
    builds: number;
    failedBuilds: number;
    lastBuildMs: number;
    /** The catalogue's reads from the database, and those answered from what was kept (catalogue.ts). */
    catalogueReads: number;
    catalogueReadsKept: number;
    /** Documents the subscriber's index has indexed again (added, changed or removed): a publish adds a few. */
    reindexed: number;
  };
  /** The CMS is shutting down: no more builds, and a build cut short by the closing database is not an error. */
  stop(): void;
  readonly stopped: boolean;
}

/** Rebuilds shortly after a burst of writes, so a search rarely waits; a search never reads a stale index. */
const REBUILD_DELAY_MS = 250;

function createSearchService(
  strapi: Core.Strapi,
  createIndex: () => SearchIndex = createMiniSearchIndex,
): SearchService {
  // One index per access level, each built from only the text that level may read (./access.ts).
  const indexes = Object.fromEntries(LEVELS.map((level) => [level, createIndex()])) as Record<Level, SearchIndex>;
  let changes = 1; // nothing built yet
  let built = 0;
  let building: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const stats = { documents: 0, builds: 0, failedBuilds: 0, lastBuildMs: 0 };
  const catalogue = catalogueReader(strapi);
  let stopped = false;

  const refresh = async (): Promise<void> => {
    while (built < changes && !stopped) {
      if (!building) {
        const generation = changes;
        building = (async () => {
          const started = performance.now();
          const entries = await catalogue.load();
          for (const level of LEVELS) {
            indexes[level].rebuild(entries.flatMap((entry) => documentAt(level, entry) ?? []));
            // Searches wait for the whole build (built < changes), so other requests may run between the indexes.
            await new Promise((resolve) => setImmediate(resolve));
          }
          built = Math.max(built, generation);
          Object.assign(stats, {
            documents: indexes.subscriber.size(),
            builds: stats.builds + 1,
            lastBuildMs: Math.round(performance.now() - started),
          });
        })()
          .catch((error: unknown) => {
            if (!stopped) stats.failedBuilds += 1;
            throw error;
          })
          .finally(() => {
            building = undefined;
          });
      }
      await building;
    }
  };

  const ownIndexes = ownedIndexes(strapi);

  const search = async (request: SearchRequest, searcher: Searcher): Promise<SearchAnswer> => {
    await refresh();
    const subscriber = searcher.level === 'subscriber';
    const index = indexes[searcher.level];
    const own = searcher.userId ? await ownIndexes.of(searcher.userId) : undefined;

    const browsing = !request.q.trim();
    const find = (combineWith: 'AND' | 'OR') => [
      ...index.search(request.q, { combineWith }),
      ...(own?.search(request.q, { combineWith }) ?? []),
    ];
    const everything = (): IndexHit[] =>
      [...index.all(), ...(own?.all() ?? [])]
        .sort(browseOrder(request.yearGroup ? YEAR_KIND_ORDER : KIND_ORDER))
        .map((document, rank, { length }) => ({ document, score: length - rank, matches: new Map() }));
    let hits = browsing ? everything() : find('AND');
    if (!hits.length && !browsing) hits = find('OR');

    // Access: subscriber-only items reach others by their title alone (all their level's index holds of them).
    const visible = hits
      .sort((a, b) => b.score - a.score)
      .flatMap((hit) => {
        const ownedByCaller = hit.document.kind === 'playlist' || hit.document.kind === 'custom-unit';
        const hidden = hit.document.access === 'subscriber' && !subscriber && !ownedByCaller;
        if (hidden && ![...hit.matches.values()].some((fields) => fields.includes('title'))) return [];
        return [{ hit, hidden }];
      });

    const chosen: Partial<Record<FacetName, string>> = Object.fromEntries(
      FACETS.map((facet) => [facet, request[facet]]),
    );
    const passes = (document: SearchDocument, except?: FacetName) =>
      FACETS.every((facet) => facet === except || !chosen[facet] || valuesOf(document, facet).includes(chosen[facet]!));

    const facets = Object.fromEntries(
      FACETS.map((facet) => {
        const counts = new Map<string, number>();
        for (const { hit } of visible) {
          if (!passes(hit.document, facet)) continue;
          for (const value of valuesOf(hit.document, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        const order = facetOrder[facet];
        const sorted = [...counts].sort((a, b) =>
          order ? order(a[0], b[0]) : b[1] - a[1] || a[0].localeCompare(b[0]),
        );
        return [facet, sorted.map(([value, count]) => ({ value, count }))];
      }),
    ) as SearchAnswer['facets'];

    const filtered = visible.filter(({ hit }) => passes(hit.document));
    const perKind = new Map<string, number>();
    const limited = filtered.filter(({ hit }) => {
      if (!request.perKind) return true;
      const seen = perKind.get(hit.document.kind) ?? 0;
      perKind.set(hit.document.kind, seen + 1);
      return seen < request.perKind;
    });

    const suggestions =
      filtered.length === 0 && !browsing
        ? index
            .suggest(request.q, { filter: (document) => subscriber || document.access === 'public' })
            .filter((suggestion) => suggestion !== normaliseTerm(request.q))
        : [];

    return {
      query: request.q,
      total: filtered.length,
      results: limited.slice(0, request.limit).map(({ hit, hidden }) => view(hit, hidden)),
      facets,
      suggestions,
    };
  };

  return {
    search,
    refresh,
    contentChanged(written) {
      // A draft save: no published content changed, nothing to read again.
      if (written && written.length === 0) return;
      catalogue.forget(written);
      changes += 1;
      clearTimeout(timer);
      timer = setTimeout(
        () => void refresh().catch((error) => stopped || strapi.log.error(`Search index: ${error}`)),
        REBUILD_DELAY_MS,
      );
      timer.unref();
    },
    stats: () => {
      const reads = catalogue.stats();
      return {
        ...stats,
        catalogueReads: reads.reads,
        catalogueReadsKept: reads.kept,
        reindexed: indexes.subscriber.reindexed(),
      };
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    get stopped() {
      return stopped;
    },
  };
}

/**
 * Each teacher's own playlists and custom units as a small index of their own, kept between their searches (reading
 * and indexing them was most of a signed-in search's time). An index is used only while the response cache's stamps
 * of that teacher's data are unchanged: their own writes bump their user generation, other writes to owned data the
 * personal one, in every process when the store is Redis (src/delivery/response-cache/store.ts). When the store cannot
 * tell (Redis out of reach), the index is read fresh. Entries live no longer than the store's answers do, as a Redis
 * stamp expires after that.
 */
function ownedIndexes(strapi: Core.Strapi) {
  const kept = new LRUCache<number, { stamp: string; index: SearchIndex }>(cacheLimits(strapi, 'ownSearchIndexes'));
  const stampOf = async (userId: number) => {
    const { store } = responseCache(strapi);
    const [personal, user] = await Promise.all([store.generation('personal'), store.userGeneration(userId)]);
    return personal === undefined || user === undefined ? undefined : `${personal}:${user}`;
  };
  return {
    async of(userId: number): Promise<SearchIndex> {
      const stamp = await stampOf(userId);
      const known = kept.get(userId);
      if (stamp !== undefined && known?.stamp === stamp) return known.index;
      const index = createMiniSearchIndex();
      index.rebuild(await asSystem(() => ownedDocuments(strapi, userId)));
      if (stamp !== undefined) kept.set(userId, { stamp, index });
      return index;
    },
  };
}

/** The one search service of this CMS process. */
export const searchService: (strapi: Core.Strapi) => SearchService = onePerStrapi(createSearchService);
