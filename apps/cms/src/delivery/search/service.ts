/**
 * The search service of a CMS process: one index per caller level, rebuilt after content writes, and each search's
 * hits narrowed to what the caller reads, browsed in order, faceted (facets.ts) and shown (result-view.ts).
 */
import type { FacetName, SearchAnswer } from '@classroom/contracts';
import type { Core } from '@strapi/strapi';
import { LEVELS, type Level } from '../../access/caller';
import { onePerStrapi } from '../../platform/one-per-strapi';
import { catalogueReader } from './catalogue';
import { chosenFacets, facetCounts, passesFacets } from './facets';
import { ownedIndexes } from './owned';
import { documentAt } from './passages';
import { resultView } from './result-view';
import { createMiniSearchIndex, type IndexHit, type SearchDocument, type SearchIndex } from './search-index';
import { normaliseTerm } from './terms';

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

/** Browsing without words lists programmes first, then units, lessons and the rest, each by title. */
const KIND_ORDER = ['programme', 'unit', 'lesson', 'activity', 'activity-section', 'audio-collection', 'audio'];
/** Browsing a year group lists its lessons first, then units and programmes (issue 44): a year is taught by lesson. */
const YEAR_KIND_ORDER = ['lesson', 'unit', 'programme', 'activity', 'activity-section', 'audio-collection', 'audio'];
/** Kinds in `order` by their place in it, any other kind after them. */
const browseOrder = (order: string[]) => {
  const rank = (kind: string) => (order.indexOf(kind) + order.length + 1) % (order.length + 1);
  return (a: SearchDocument, b: SearchDocument) => rank(a.kind) - rank(b.kind) || a.title.localeCompare(b.title);
};

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

    const chosen = chosenFacets(request);
    const facets = facetCounts(
      visible.map(({ hit }) => hit.document),
      chosen,
    );
    const filtered = visible.filter(({ hit }) => passesFacets(hit.document, chosen));
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
      results: limited.slice(0, request.limit).map(({ hit, hidden }) => resultView(hit, hidden)),
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

/** The one search service of this CMS process. */
export const searchService: (strapi: Core.Strapi) => SearchService = onePerStrapi(createSearchService);
