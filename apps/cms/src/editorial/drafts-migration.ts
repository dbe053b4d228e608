import type { Core, UID } from '@strapi/strapi';
import { hasDrafts } from '../access/publication';

/**
 * Existing content when a type gets draft & publish (issue 31). Strapi's own migration, at the first start after the
 * switch, copies every published entry into a draft, type by type, so a draft's relation to a type copied later
 * (a lesson's year groups, some activities) is lost: the published versions are whole, their drafts are not, and
 * publishing such a draft would drop those links. Here, once per type (remembered in the core store), right after
 * that migration and before any editor could change a draft, every draft is made again from its published version,
 * now that every target has its draft.
 */
const STORE = { type: 'core' as const, name: 'classroom' };
const KEY = 'drafts-made-from-published';

export async function completeDraftsOfExistingContent(strapi: Core.Strapi, types: string[]): Promise<void> {
  const store = strapi.store(STORE);
  const done = new Set(((await store.get({ key: KEY })) as string[] | null) ?? []);
  const todo = types.filter((uid) => hasDrafts(strapi, uid) && !done.has(uid));
  if (!todo.length) return;
  let remade = 0;
  for (const uid of todo) {
    const published = (await strapi.db
      .query(uid as UID.ContentType)
      .findMany({ where: { publishedAt: { $notNull: true } }, select: ['documentId'] })) as { documentId: string }[];
    for (const { documentId } of published) {
      const documents = strapi.documents(uid as UID.ContentType) as unknown as {
        discardDraft(params: { documentId: string }): Promise<unknown>;
      };
      await documents.discardDraft({ documentId });
      remade += 1;
    }
  }
  await store.set({ key: KEY, value: [...done, ...todo] });
  if (remade) strapi.log.info(`Draft & publish: ${remade} drafts made again from their published versions`);
}
