import type { Core, UID } from '@strapi/strapi';
import { readerOfType } from './access';
import { detailRuleOf } from '../../access/detail-fields';
import { addAudioEntries } from './audio-entries';
import { SHARED_KINDS, type AddEntry, type ReadAll, type Row } from './catalogue-reading';
import { EVERY_CHANGE, readTags } from '../response-cache/read-tags';
import { addActivitySectionEntries, addCurriculumEntries } from './curriculum-entries';
import { addPageEntries } from './page-entries';
import { passage, type CatalogueEntry } from './passages';
import { asSystem } from '../../access/as-system';

/**
 * Everything the shared indexes hold, read from the database with the addresses the web app links it at
 * (apps/web/src: programme, unit and lesson pages by documentId, activities at
 * /{audience}/{programme}/activity/-/-/{id}, audio at /audiolibrary/..., CPD and live pages by slug). Each piece of
 * text carries who may read it (./access.ts), so each access level's index is built from its own readable text only
 * (`documentAt`). Owned content (playlists, custom units) is not here: it is searched per caller at query time
 * (./owned.ts).
 */

export { SHARED_KINDS, type SharedKind } from './catalogue-reading';
// Read by tests/search.test.ts beside the kinds.
export { plainText } from './passages';

/** Only published entries, for types that have drafts. */
function published(strapi: Core.Strapi, uid: UID.ContentType): Row {
  const model = strapi.contentTypes[uid] as { options?: { draftAndPublish?: boolean } };
  return model?.options?.draftAndPublish ? { publishedAt: { $notNull: true } } : {};
}

async function all(strapi: Core.Strapi, uid: UID.ContentType, populate: Row = {}): Promise<Row[]> {
  return asSystem(() => strapi.db.query(uid).findMany({ where: published(strapi, uid), populate }));
}

/**
 * The catalogue, read again only where a write touched it: each read (a type's published rows with its relations) is
 * kept with what it touched, as the response cache tags answers (read-tags.ts), and `forget` drops the reads a write's
 * tags meet. A publish of one lesson re-reads the lessons, not the programmes, audio or pages; the entries are then
 * made anew from the kept rows (in memory, a few milliseconds).
 */
export interface CatalogueReader {
  load(): Promise<CatalogueEntry[]>;
  /** A write's tags (undefined: anything may have changed; none: no published content changed). */
  forget(written?: readonly string[]): void;
  /** Reads made from the database so far, and reads answered from what was kept. */
  stats(): { reads: number; kept: number };
}

export function catalogueReader(strapi: Core.Strapi): CatalogueReader {
  const kept = new Map<string, { rows: Row[]; tags: ReadonlySet<string> }>();
  let forgets = 0;
  const stats = { reads: 0, kept: 0 };
  const tagging = readTags(strapi);

  const read: ReadAll = async (uid, populate = {}) => {
    const key = `${uid} ${JSON.stringify(populate)}`;
    const known = kept.get(key);
    if (known) {
      stats.kept += 1;
      return known.rows;
    }
    const before = forgets;
    stats.reads += 1;
    const { result, tags } = await tagging.collect(() => all(strapi, uid, populate));
    // A write during the read may have come too late for it: used for this build, not kept for the next.
    if (forgets === before) kept.set(key, { rows: result, tags: new Set(tags) });
    return result;
  };

  return {
    load: () => loadCatalogue(read),
    forget(written) {
      if (written && written.length === 0) return;
      forgets += 1;
      if (!written) return kept.clear();
      for (const [key, { tags }] of kept) {
        if (tags.has(EVERY_CHANGE) || written.some((tag) => tags.has(tag))) kept.delete(key);
      }
    },
    stats: () => ({ ...stats }),
  };
}

async function loadCatalogue(read: ReadAll): Promise<CatalogueEntry[]> {
  const entries: CatalogueEntry[] = [];
  const add: AddEntry = (kind, row, place, text, activityType, labels) => {
    const uid = SHARED_KINDS[kind];
    if (!row.title) return;
    entries.push({
      id: `${kind}:${row.documentId}`,
      kind,
      // Listed as what its page needs: a live production's card is public, its page (the result's link) subscriber
      // content.
      access: readerOfType(uid) === 'visitor' && detailRuleOf(uid)?.readers !== 'subscribers' ? 'public' : 'subscriber',
      ...place,
      text: { title: passage(uid, 'title', row.title), ...text },
      activityType,
      labels,
    });
  };

  const { programmesByActivityLibrary, programmesByAudioLibrary } = await addCurriculumEntries(read, add);
  await addAudioEntries(read, add, programmesByAudioLibrary);
  await addActivitySectionEntries(read, add, programmesByActivityLibrary);
  await addPageEntries(read, add);
  return entries;
}
