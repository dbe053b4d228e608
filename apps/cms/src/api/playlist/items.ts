import type { Core, UID } from '@strapi/strapi';

/**
 * What a playlist may hold (SPEC-GUIDE §3 playlist items, §4 "Items without a type are dropped on update", issue #7:
 * "Items referring to content that no longer exists are dropped, not crashed on"). Applied to every create and
 * update a teacher makes (src/access/ownership.ts, through keepValidPlaylistItems), whatever the client sends:
 * - an item needs a type (`__component`) this product knows;
 * - its `item` must name an activity page (activity items) or an uploaded audio file (audio items) that exists;
 *   anything else, or nothing, drops the item instead of failing the whole save;
 * - `context_path` (the page it was added from, shown as a link) is kept only as a path on this site, so a playlist
 *   can never carry a `javascript:` or off-site link.
 */
const TARGETS: Record<string, { uid: UID.Schema; audioOnly: boolean }> = {
  'playlist.activity-item': { uid: 'api::activity-page.activity-page', audioOnly: false },
  'playlist.audio-item': { uid: 'plugin::upload.file', audioOnly: true },
};

type Reference = { documentId: string } | { id: number };

/** The one entry an item's `item` names, in the shapes the content API accepts for a single relation or media. */
export function referenceOf(value: unknown): Reference | null {
  if (typeof value === 'string' && value.trim()) {
    return /^\d+$/.test(value) ? { id: Number(value) } : { documentId: value };
  }
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return { id: value };
  if (value && typeof value === 'object') {
    const shaped = value as { documentId?: unknown; id?: unknown; connect?: unknown; set?: unknown };
    if (typeof shaped.documentId === 'string') return referenceOf(shaped.documentId);
    if (shaped.id !== undefined) return referenceOf(shaped.id);
    for (const list of [shaped.connect, shaped.set]) {
      if (Array.isArray(list) && list.length === 1) return referenceOf(list[0]);
    }
  }
  return null;
}

/** A path on this site (`/primary/...`), else null. */
export function localPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path.length <= 1000 ? path : null;
}

export async function keepValidItems(strapi: Core.Strapi, items: unknown): Promise<unknown> {
  if (!Array.isArray(items)) return items;
  const kept: Record<string, unknown>[] = [];
  for (const raw of items) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const target = typeof item.__component === 'string' ? TARGETS[item.__component] : undefined;
    if (!target) continue;
    const reference = referenceOf(item.item);
    if (!reference) continue;
    const select = target.audioOnly ? ['documentId', 'mime'] : ['documentId'];
    const found = (await strapi.db.query(target.uid).findOne({ where: reference, select })) as {
      documentId: string;
      mime?: string;
    } | null;
    if (!found || (target.audioOnly && !found.mime?.startsWith('audio/'))) continue;
    kept.push({ ...item, item: found.documentId, context_path: localPath(item.context_path) });
  }
  return kept;
}

/** A save's data with its playlist items, if it names any, kept to the valid ones. */
export async function keepValidPlaylistItems(
  strapi: Core.Strapi,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return 'playlist_item' in data ? { ...data, playlist_item: await keepValidItems(strapi, data.playlist_item) } : data;
}
