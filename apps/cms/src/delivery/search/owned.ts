import type { Core } from '@strapi/strapi';
import type { SearchDocument } from './search-index';

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
