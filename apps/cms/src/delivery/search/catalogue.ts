import type { Core, UID } from '@strapi/strapi';
import { readerOfType } from './access';
import { detailRuleOf } from '../../access/detail-fields';
import { addAudioEntries } from './audio-entries';
import { SHARED_KINDS, type AddEntry, type Row } from './catalogue-reading';
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

export async function loadCatalogue(strapi: Core.Strapi): Promise<CatalogueEntry[]> {
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
  const read = (uid: UID.ContentType, populate?: Row) => all(strapi, uid, populate);

  const { programmesByActivityLibrary, programmesByAudioLibrary } = await addCurriculumEntries(read, add);
  await addAudioEntries(read, add, programmesByAudioLibrary);
  await addActivitySectionEntries(read, add, programmesByActivityLibrary);
  await addPageEntries(read, add);
  return entries;
}
