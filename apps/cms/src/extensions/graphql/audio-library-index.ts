import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readScopeConfig } from './read-scope';

/**
 * GraphQL for the audience-level audio library (SPEC-GUIDE §2 "audience-level library merges by title with comma-joined
 * ids"): `audioLibraryIndex(audienceSlug)` merges the pages and collections of an audience's libraries (of every
 * library without a slug) by title, then hands out one page of each list with its total. The merge needs every
 * title, so it is done here, not by the browser: cards stay the same whatever page a visitor has reached, and the
 * answer stays the same size as the catalogue grows.
 *
 * Access is the shadow CRUD's: the caller needs `find` on the three content types it reads (subscribers only,
 * src/access/permissions.ts); only published documents are read (src/access/publication.ts). Its types hold no per-user
 * data, so the response cache shares the answer per access level (src/delivery/response-cache/operation.ts decides by
 * type).
 */

const AUDIO_LIBRARY_INDEX_LIMITS = { defaultLimit: 24, maxLimit: 100 };

interface PageRow {
  documentId: string;
  title: string;
  /** The page's recordings, counted by the database. */
  audio_excerpts?: { count: number } | null;
}

interface ContainerRow {
  documentId: string;
  title: string;
  blurb?: string | null;
  audio_page?: ({ documentId: string } | null)[] | null;
}

interface LibraryRow {
  audio_page?: (PageRow | null)[] | null;
  audio_page_container?: (ContainerRow | null)[] | null;
}

export interface AudioPageCard {
  ids: string;
  title: string;
  recordingCount: number;
}

export interface AudioCollectionCard {
  ids: string;
  title: string;
  blurb: string | null;
  songCount: number;
}

const present = <T>(entries: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (entries ?? []).filter((entry): entry is T => Boolean(entry));

/** Same-title entries (ignoring case and surrounding spaces), in order of first appearance: the web's old rule. */
function groupByTitle<T extends { documentId: string; title: string }>(entries: readonly T[]) {
  const groups = new Map<string, { title: string; entries: T[] }>();
  for (const entry of entries) {
    const key = entry.title.trim().toLowerCase();
    const group = groups.get(key);
    if (group) {
      if (!group.entries.some((other) => other.documentId === entry.documentId)) group.entries.push(entry);
    } else groups.set(key, { title: entry.title.trim(), entries: [entry] });
  }
  return [...groups.values()];
}

/** The merged cards of some libraries: pages ('N recordings') and collections with at least one song ('N songs'). */
function mergeAudioLibraries(libraries: readonly LibraryRow[]): {
  pages: AudioPageCard[];
  collections: AudioCollectionCard[];
} {
  const pages = libraries.flatMap((library) => present(library.audio_page));
  const containers = libraries.flatMap((library) => present(library.audio_page_container));
  return {
    pages: groupByTitle(pages).map(({ title, entries }) => ({
      ids: entries.map((page) => page.documentId).join(','),
      title,
      recordingCount: entries.reduce((sum, page) => sum + (page.audio_excerpts?.count ?? 0), 0),
    })),
    collections: groupByTitle(containers).flatMap(({ title, entries }) => {
      const songCount = new Set(entries.flatMap((container) => present(container.audio_page)).map((p) => p.documentId))
        .size;
      return songCount > 0
        ? [
            {
              ids: entries.map((container) => container.documentId).join(','),
              title,
              blurb: entries[0].blurb ?? null,
              songCount,
            },
          ]
        : [];
    }),
  };
}

function pageArguments(args: { start?: number | null; limit?: number | null }) {
  const start = args.start ?? 0;
  const limit = args.limit ?? AUDIO_LIBRARY_INDEX_LIMITS.defaultLimit;
  const { maxLimit } = AUDIO_LIBRARY_INDEX_LIMITS;
  if (!Number.isInteger(start) || start < 0) badInput('start must be 0 or more.');
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) badInput(`limit must be between 1 and ${maxLimit}.`);
  return { start, limit };
}

function badInput(message: string): never {
  // Strapi answers its ValidationError as BAD_USER_INPUT with this message (never a 500).
  throw new errors.ValidationError(message);
}

const slice = <T>(cards: readonly T[], args: { start?: number | null; limit?: number | null }) => {
  const { start, limit } = pageArguments(args);
  return { cards: cards.slice(start, start + limit), start, total: cards.length };
};

/**
 * Every library of the audience (every library without a slug), in a stable order so pages never shift: published
 * versions only, and a preview's one draft, as src/access/publication.ts narrows every read and populate. Through the
 * query engine rather than the Document Service, so that a page's recordings are counted by the database (`count:
 * true`) instead of every excerpt being read and shaped: the catalogue's size then costs one row per page, not one per
 * recording.
 */
async function loadLibraries(strapi: Core.Strapi, audienceSlug: string | null | undefined): Promise<LibraryRow[]> {
  const libraries = (await strapi.db.query('api::audio-library.audio-library').findMany({
    where: audienceSlug ? { audience: { slug: { $eq: audienceSlug } } } : {},
    orderBy: { id: 'asc' },
    select: ['id'],
    populate: {
      audio_page: {
        select: ['documentId', 'title'],
        populate: { audio_excerpts: { count: true } },
      },
      audio_page_container: {
        select: ['documentId', 'title', 'blurb'],
        populate: { audio_page: { select: ['documentId'] } },
      },
    },
  })) as unknown as LibraryRow[];
  return libraries;
}

export function registerAudioLibraryIndex(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({
      typeDefs: `
        "An audio page card of the audience-level library: same-title pages merged."
        type AudioLibraryPageCard {
          "The merged pages' documentIds, comma-joined: the page route's parameter."
          ids: String!
          title: String!
          "The excerpts of the merged pages."
          recordingCount: Int!
        }

        "A collection card of the audience-level library: same-title collections merged."
        type AudioLibraryCollectionCard {
          "The merged collections' documentIds, comma-joined: the collection route's parameter."
          ids: String!
          title: String!
          blurb: String
          "Distinct audio pages of the merged collections."
          songCount: Int!
        }

        type AudioLibraryPageCards {
          cards: [AudioLibraryPageCard!]!
          start: Int!
          total: Int!
        }

        type AudioLibraryCollectionCards {
          cards: [AudioLibraryCollectionCard!]!
          start: Int!
          total: Int!
        }

        type AudioLibraryIndex {
          "Recordings from start (0-based), at most limit (default ${AUDIO_LIBRARY_INDEX_LIMITS.defaultLimit}, at most ${AUDIO_LIBRARY_INDEX_LIMITS.maxLimit})."
          pages(start: Int = 0, limit: Int = ${AUDIO_LIBRARY_INDEX_LIMITS.defaultLimit}): AudioLibraryPageCards!
          "Collections with at least one song, from start, at most limit."
          collections(start: Int = 0, limit: Int = ${AUDIO_LIBRARY_INDEX_LIMITS.defaultLimit}): AudioLibraryCollectionCards!
        }

        extend type Query {
          "The audience's audio libraries merged by title (every library without audienceSlug), a page at a time."
          audioLibraryIndex(audienceSlug: String): AudioLibraryIndex!
        }
      `,
      resolvers: {
        Query: {
          audioLibraryIndex: async (_parent: unknown, { audienceSlug }: { audienceSlug?: string | null }) =>
            mergeAudioLibraries(await loadLibraries(strapi, audienceSlug)),
        },
        AudioLibraryIndex: {
          pages: (parent: ReturnType<typeof mergeAudioLibraries>, args: { start?: number; limit?: number }) =>
            slice(parent.pages, args),
          collections: (parent: ReturnType<typeof mergeAudioLibraries>, args: { start?: number; limit?: number }) =>
            slice(parent.collections, args),
        },
      },
      resolversConfig: readScopeConfig(strapi, 'Query.audioLibraryIndex'),
    }));
}
