import type { Core, UID } from '@strapi/strapi';

/** A document's `documentId`: what relations point at through the Document Service. */
export type DocumentId = string;

/**
 * Drops keys whose value is undefined, at any depth. Strapi treats a present-but-undefined component key as
 * an empty component (a feature box would get a programmelink full of nulls), so absent must mean absent.
 * The seed data is plain JSON (dates are ISO strings), so a JSON round trip is exact.
 */
const withoutUndefined = (data: Record<string, unknown>): Record<string, unknown> => JSON.parse(JSON.stringify(data));

/** Demo content is published: teachers read published versions only (draft & publish, issue 31). */
const publishedStatus = (strapi: Core.Strapi, uid: UID.ContentType): { status?: 'published' } =>
  (strapi.contentTypes[uid] as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish
    ? { status: 'published' }
    : {};

/**
 * Creates one document through the Document Service and returns its documentId. The content model has no
 * generated types, so Strapi checks the data at run time (required fields, relation targets), not TypeScript.
 */
export async function createDocument(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  data: Record<string, unknown>,
): Promise<DocumentId> {
  const created = await strapi.documents(uid).create({ data: withoutUndefined(data), ...publishedStatus(strapi, uid) });
  return created.documentId;
}

/** Updates fields of an existing document (used only where a relation cycle forbids setting it at create time). */
export async function updateDocument(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: DocumentId,
  data: Record<string, unknown>,
): Promise<void> {
  await strapi.documents(uid).update({ documentId, data: withoutUndefined(data), ...publishedStatus(strapi, uid) });
}
