import MiniSearch, { type SearchResult } from 'minisearch';
import { normaliseTerm } from './terms';

/** The fields a result can be found by (issue #16: title, summary, type, learning strands and objectives, music,
 * introduction; issue #28: year groups and key stages), in the order a snippet is taken from. */
export const TEXT_FIELDS = [
  'title',
  'summary',
  'type',
  'strands',
  'objectives',
  'music',
  'introduction',
  'years',
] as const;
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
  years: 1.5,
};

/** One thing a teacher can find, with the address the rest of the site links it at. */
export interface SearchDocument extends Partial<Record<Exclude<TextField, 'title'>, string>> {
  /** `{kind}:{documentId}`: unique across kinds. */
  id: string;
  kind: string;
  title: string;
  href: string;
  /** The type is readable by anonymous visitors (src/access/permissions.ts), or by active subscribers only: others get
   * such an item as its title alone, and their index holds nothing else of it (./access.ts). */
  access: 'public' | 'subscriber';
  audiences: string[];
  programmes: string[];
  activityType?: string;
  /**
   * Year groups ("Year 2"), key stages ("KS1") and learning strands: facets, present only where this level may read
   * them.
   */
  yearGroups?: string[];
  keyStages?: string[];
  learningStrands?: string[];
}

export interface IndexHit {
  document: SearchDocument;
  score: number;
  /** The index terms the query matched, and the fields each was found in. */
  matches: Map<string, TextField[]>;
}

interface IndexQueryOptions {
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
  /** Replaces the whole content of the index: indexing again only the documents that differ from what it holds. */
  rebuild(documents: Iterable<SearchDocument>): void;
  upsert(document: SearchDocument): void;
  remove(id: string): void;
  search(query: string, options?: IndexQueryOptions): IndexHit[];
  /** Other queries close to `query` that would find something: "did you mean". */
  suggest(query: string, options?: IndexQueryOptions): string[];
  /** Every document: browsing by facets alone, with no words to match. */
  all(): SearchDocument[];
  size(): number;
  /** How many documents rebuilds have indexed again (added, changed or removed) since the index was made. */
  reindexed(): number;
}

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u; // MiniSearch's own

/** "Year 2" and "Key Stage 1"/"KS 1" as one word each, in text and queries alike, so "Year 2" never finds "Year 12"
 * nor a "year" beside an unrelated "2". */
function tokenize(text: string): string[] {
  return text
    .replace(/\byears?\s+(\d{1,2})\b/gi, 'year$1')
    .replace(/\b(?:key\s*stage|ks)\s*(\d)\b/gi, 'ks$1')
    .split(SPACE_OR_PUNCTUATION);
}
/** A year or key stage word is matched exactly: "year1" must not find "year10" by prefix nor "year3" as a typo. */
const isYearTerm = (term: string) => /^(?:year\d{1,2}|ks\d)$/.test(term);

const SEARCH_OPTIONS = {
  boost: BOOST,
  prefix: (term: string) => term.length >= 2 && !isYearTerm(term),
  // One typo in a short word, about one in five in longer ones.
  fuzzy: (term: string) => (term.length <= 3 || isYearTerm(term) ? false : term.length <= 6 ? 1 : 0.2),
  combineWith: 'AND' as const,
};

/** A MiniSearch index: typo-tolerant, prefix-matching, title-boosted, spelling- and accent-blind. */
export function createMiniSearchIndex(): SearchIndex {
  const create = () =>
    new MiniSearch<SearchDocument>({
      fields: [...TEXT_FIELDS],
      storeFields: [],
      tokenize,
      processTerm: normaliseTerm,
      searchOptions: SEARCH_OPTIONS,
    });
  let index = create();
  // The documents themselves, by id: MiniSearch keeps only what it searches.
  let documents = new Map<string, SearchDocument>();
  // Each document as last indexed, to tell which a rebuild changes; and how many documents rebuilds indexed again.
  let indexed = new Map<string, string>();
  let reindexed = 0;

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
      const byId = new Map<string, SearchDocument>();
      for (const document of next) byId.set(document.id, document);
      const texts = new Map([...byId].map(([id, document]) => [id, JSON.stringify(document)]));
      const changed = [...byId.keys()].filter((id) => indexed.get(id) !== texts.get(id));
      const gone = [...documents.keys()].filter((id) => !byId.has(id));
      if (changed.length + gone.length > byId.size / 2) {
        // Most of it: one fresh index is cheaper than many changes (and the first build is this).
        const fresh = create();
        fresh.addAll([...byId.values()]);
        index = fresh;
      } else {
        // A write changes a few documents: only they are indexed again, so a publish costs the server little.
        for (const id of gone) index.discard(id);
        for (const id of changed) {
          if (index.has(id)) index.discard(id);
          index.add(byId.get(id)!);
        }
      }
      documents = byId;
      indexed = texts;
      reindexed += changed.length + gone.length;
    },
    upsert(document) {
      if (documents.has(document.id)) index.discard(document.id);
      index.add(document);
      documents.set(document.id, document);
      indexed.set(document.id, JSON.stringify(document));
    },
    remove(id) {
      if (!documents.has(id)) return;
      index.discard(id);
      documents.delete(id);
      indexed.delete(id);
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
    all: () => [...documents.values()],
    size: () => documents.size,
    reindexed: () => reindexed,
  };
}
