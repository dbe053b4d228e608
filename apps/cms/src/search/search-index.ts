import MiniSearch, { type SearchResult } from 'minisearch';
import { normaliseTerm } from './terms';

/** The fields a result can be found by (issue #16: title, summary, type, learning strands and objectives, music,
 * introduction), in the order a snippet is taken from. */
export const TEXT_FIELDS = ['title', 'summary', 'type', 'strands', 'objectives', 'music', 'introduction'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Title first, then the summary, then everything else. */
const BOOST: Record<TextField, number> = {
  title: 6,
  summary: 2.5,
  type: 1.5,
  strands: 1.2,
  objectives: 1,
  music: 1,
  introduction: 1,
};

/** One thing a teacher can find, with the address the rest of the site links it at. */
export interface SearchDocument extends Partial<Record<Exclude<TextField, 'title'>, string>> {
  /** `{kind}:{documentId}`: unique across kinds. */
  id: string;
  kind: string;
  title: string;
  href: string;
  /** The type is readable by anonymous visitors (src/permissions.ts), or by active subscribers only: others get such
   * an item as its title alone, and their index holds nothing else of it (./access.ts). */
  access: 'public' | 'subscriber';
  audiences: string[];
  programmes: string[];
  activityType?: string;
}

export interface IndexHit {
  document: SearchDocument;
  score: number;
  /** The index terms the query matched, and the fields each was found in. */
  matches: Map<string, TextField[]>;
}

export interface IndexQueryOptions {
  /** Only documents this accepts are returned. */
  filter?: (document: SearchDocument) => boolean;
  /** 'AND' (the default): every word must match; 'OR': any word. */
  combineWith?: 'AND' | 'OR';
}

/**
 * What the search service needs from an index. MiniSearch in this process today; PostgreSQL full-text search or
 * Meilisearch could stand behind the same four calls when the catalogue outgrows one process (README "Search").
 */
export interface SearchIndex {
  /** Replaces the whole content of the index. */
  rebuild(documents: Iterable<SearchDocument>): void;
  upsert(document: SearchDocument): void;
  remove(id: string): void;
  search(query: string, options?: IndexQueryOptions): IndexHit[];
  /** Other queries close to `query` that would find something: "did you mean". */
  suggest(query: string, options?: IndexQueryOptions): string[];
  size(): number;
}

const SEARCH_OPTIONS = {
  boost: BOOST,
  prefix: (term: string) => term.length >= 2,
  // One typo in a short word, about one in five in longer ones.
  fuzzy: (term: string) => (term.length <= 3 ? false : term.length <= 6 ? 1 : 0.2),
  combineWith: 'AND' as const,
};

/** A MiniSearch index: typo-tolerant, prefix-matching, title-boosted, spelling- and accent-blind. */
export function createMiniSearchIndex(): SearchIndex {
  const create = () =>
    new MiniSearch<SearchDocument>({
      fields: [...TEXT_FIELDS],
      storeFields: [],
      processTerm: normaliseTerm,
      searchOptions: SEARCH_OPTIONS,
    });
  let index = create();
  // The documents themselves, by id: MiniSearch keeps only what it searches.
  let documents = new Map<string, SearchDocument>();

  const toHit = (result: SearchResult): IndexHit | undefined => {
    const document = documents.get(result.id as string);
    if (!document) return undefined;
    return {
      document,
      score: result.score,
      matches: new Map(Object.entries(result.match).map(([term, fields]) => [term, fields as TextField[]])),
    };
  };

  const withFilter = (options: IndexQueryOptions) => {
    const { filter } = options;
    return filter
      ? {
          filter: (result: SearchResult) => {
            const document = documents.get(result.id as string);
            return Boolean(document && filter(document));
          },
        }
      : {};
  };

  return {
    rebuild(next) {
      const fresh = create();
      const byId = new Map<string, SearchDocument>();
      for (const document of next) byId.set(document.id, document);
      fresh.addAll([...byId.values()]);
      index = fresh;
      documents = byId;
    },
    upsert(document) {
      if (documents.has(document.id)) index.discard(document.id);
      index.add(document);
      documents.set(document.id, document);
    },
    remove(id) {
      if (!documents.has(id)) return;
      index.discard(id);
      documents.delete(id);
    },
    search(query, options = {}) {
      const combineWith = options.combineWith ?? 'AND';
      return index.search(query, { ...withFilter(options), combineWith }).flatMap((result) => toHit(result) ?? []);
    },
    suggest(query, options = {}) {
      return index
        .autoSuggest(query, { ...withFilter(options), combineWith: 'OR', fuzzy: 0.45, prefix: false })
        .slice(0, 5)
        .map((suggestion) => suggestion.suggestion);
    },
    size: () => documents.size,
  };
}
