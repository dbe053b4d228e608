/**
 * A teacher's own playlists and custom units in search: read for each of their searches, never in the shared index,
 * and kept as a small index of their own while their data is unchanged.
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { asSystem } from '../../access/as-system';
import { cacheLimits } from '../../platform/cache-limits';
import { responseCache } from '../response-cache';
import { createMiniSearchIndex, type SearchDocument, type SearchIndex } from './search-index';

// Rows of a dozen content types, read field by field with fallbacks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

/**
 * A teacher's own playlists and custom units (SPEC-GUIDE §6: filtered by owner), read for each search of theirs and
 * never put in the shared index, so nobody else's query can reach them.
 */
export async function ownedDocuments(strapi: Core.Strapi, userId: number): Promise<SearchDocument[]> {
  const owner = { owner: { id: userId } };
  const [playlists, units] = await Promise.all([
    strapi.db.query('api::playlist.playlist').findMany({
      where: owner,
      populate: { audience: { select: ['title'] }, playlist_item: true },
    }) as Promise<Row[]>,
    strapi.db.query('api::custom-scheme.custom-scheme').findMany({
      where: owner,
      populate: { audience: { select: ['slug', 'title'] }, programme: { select: ['slug', 'title'] } },
    }) as Promise<Row[]>,
  ]);
  const documents: SearchDocument[] = [];
  for (const playlist of playlists) {
    if (!playlist.title) continue;
    documents.push({
      id: `playlist:${playlist.documentId}`,
      kind: 'playlist',
      title: playlist.title,
      href: `/playlists/${playlist.documentId}`,
      access: 'subscriber',
      summary: (playlist.playlist_item ?? [])
        .map((item: Row) => item.title)
        .filter(Boolean)
        .join(' · '),
      audiences: playlist.audience?.title ? [playlist.audience.title] : [],
      programmes: [],
    });
  }
  for (const unit of units) {
    if (!unit.title || !unit.audience?.slug || !unit.programme?.slug) continue;
    documents.push({
      id: `custom-unit:${unit.documentId}`,
      kind: 'custom-unit',
      title: unit.title,
      href: `/${unit.audience.slug}/${unit.programme.slug}/custom-unit/${unit.documentId}`,
      access: 'subscriber',
      audiences: [unit.audience.title],
      programmes: unit.programme.title ? [unit.programme.title] : [],
    });
  }
  return documents;
}

/**
 * Each teacher's own playlists and custom units as a small index of their own, kept between their searches (reading
 * and indexing them was most of a signed-in search's time). An index is used only while the response cache's stamps
 * of that teacher's data are unchanged: their own writes bump their user generation, other writes to owned data the
 * personal one, in every process when the store is Redis (src/delivery/response-cache/store.ts). When the store cannot
 * tell (Redis out of reach), the index is read fresh. Entries live no longer than the store's answers do, as a Redis
 * stamp expires after that.
 */
export function ownedIndexes(strapi: Core.Strapi) {
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
