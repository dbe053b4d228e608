import type { Core, UID } from '@strapi/strapi';
import { fileReadersOf } from '../../../access/file-fields';
import { asSystem } from '../../../access/as-system';
import { fileLinks } from '../../../strapi-internals/upload-file-links';
import { mayRead, type Level } from '../../../access/caller';

/**
 * Who may download an uploaded file through /documents/{fileId} and /uploads: as open as the most open published
 * field that links it, by the file-field rules (src/access/file-fields.ts), which decide by the field, not the type:
 *
 * - 'public': linked from a field visitors read (a programme's banner and summary document, the CPD index's
 *   downloads, a live production's card picture ...);
 * - 'signed-in': linked from a field any signed-in teacher reads (the CPD detail pages' documents);
 * - 'subscriber': linked from teaching content (a unit's or lesson's documents, activity, audio-library and at-home
 *   files), and files no content links;
 * - 'editors': linked only from drafts (issue 31), or only from a field the rules do not declare (deny by default):
 *   nobody downloads it through the content routes.
 */
export type DocumentAccess = 'public' | 'signed-in' | 'subscriber' | 'editors';
const RANK: Record<DocumentAccess, number> = { public: 0, 'signed-in': 1, subscriber: 2, editors: 3 };

/** The least level (src/access/caller.ts) that downloads a file of each access; editors' files go to no caller. */
const LEVEL_OF_ACCESS: Record<Exclude<DocumentAccess, 'editors'>, Level> = {
  public: 'visitor',
  'signed-in': 'registered',
  subscriber: 'subscriber',
};

export function mayDownload(level: Level, access: DocumentAccess): boolean {
  return access !== 'editors' && mayRead(level, LEVEL_OF_ACCESS[access]);
}

/** The access a file (or a generated document) gets from the field `field` of content type `uid` that links it. */
export function accessFromField(uid: string, field: string): DocumentAccess {
  const readers = fileReadersOf(uid, field);
  if (readers === 'everyone') return 'public';
  if (readers === 'signed-in') return 'signed-in';
  if (readers === 'subscribers') return 'subscriber';
  return 'editors';
}

type Schema = {
  uid: string;
  options?: { draftAndPublish?: boolean };
  attributes: Record<string, { type?: string; component?: string } | undefined>;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Where each component is used: the content types and components (and their fields) that hold it. Made once: the
   * schemas do not change while the CMS runs.
   */
  let holders: Map<string, { schema: Schema; field: string }[]> | undefined;
  function holdersOf(component: string) {
    if (!holders) {
      holders = new Map();
      const schemas = [
        ...(Object.values(strapi.contentTypes) as unknown as Schema[]),
        ...(Object.values(strapi.components) as unknown as Schema[]),
      ];
      for (const schema of schemas) {
        for (const [field, attribute] of Object.entries(schema.attributes)) {
          if (attribute?.type !== 'component' || !attribute.component) continue;
          holders.set(attribute.component, [...(holders.get(attribute.component) ?? []), { schema, field }]);
        }
      }
    }
    return holders.get(component) ?? [];
  }

  /** The content entries (type and top-level field) that hold a component row, walking up nested components. */
  async function ownersOfComponent(
    component: string,
    id: number,
    depth = 0,
  ): Promise<{ uid: string; field: string }[]> {
    if (depth > 5) return [];
    const owners: { uid: string; field: string }[] = [];
    for (const { schema, field } of holdersOf(component)) {
      const isContentType = schema.uid.includes('::');
      const onlyPublished = isContentType && schema.options?.draftAndPublish;
      const parents: { id: number }[] = await strapi.db.query(schema.uid as UID.Schema).findMany({
        where: { [field]: { id }, ...(onlyPublished ? { publishedAt: { $notNull: true } } : {}) },
        select: ['id'],
      });
      for (const parent of parents) {
        if (isContentType) owners.push({ uid: schema.uid, field });
        else owners.push(...(await ownersOfComponent(schema.uid, parent.id, depth + 1)));
      }
    }
    return owners;
  }

  async function isPublishedEntry(uid: string, id: number): Promise<boolean> {
    const schema = strapi.contentTypes[uid as UID.ContentType] as unknown as Schema | undefined;
    if (!schema) return false;
    if (!schema.options?.draftAndPublish) return true;
    return Boolean(
      await strapi.db.query(uid as UID.ContentType).findOne({ where: { id, publishedAt: { $notNull: true } } }),
    );
  }

  async function accessOf(fileId: number): Promise<DocumentAccess> {
    const attachments = await fileLinks(strapi, fileId);
    // Linked, but by no published entry: a draft's file.
    let best: DocumentAccess = attachments.length ? 'editors' : 'subscriber';
    for (const attachment of attachments) {
      const owners = attachment.type.includes('::')
        ? (await isPublishedEntry(attachment.type, attachment.id))
          ? [{ uid: attachment.type, field: attachment.field }]
          : []
        : await ownersOfComponent(attachment.type, attachment.id);
      for (const owner of owners) {
        const access = accessFromField(owner.uid, owner.field);
        if (RANK[access] < RANK[best]) best = access;
        if (best === 'public') return best;
      }
    }
    return best;
  }

  return {
    /** The least restrictive access any published entry linking the file gives it; 'subscriber' when none links it. */
    async accessFor(fileId: number): Promise<DocumentAccess> {
      // Which content links a file decides who may download it, whoever asks: read as the system.
      return asSystem(() => accessOf(fileId));
    },
  };
};
