/**
 * access: who may read what, decided once for every client (SPEC-GUIDE §6), deny by default.
 *
 * Owns:
 * - caller.ts: the one `Caller`, `callerOf(ctx)` and the role → level table every access decision asks;
 * - permissions.ts: each role's Strapi permissions, and the content every level reads;
 * - content-access.ts: every read of the query engine checked and withheld by the caller's level; content-readers.ts:
 *   who reads each content type and field;
 * - detail-fields.ts, detail-controller.ts, file-fields.ts: fields fewer callers read, and who has each file field;
 * - publication.ts: published versions only (and a preview's one draft); preview-links.ts: what that draft links to,
 *   read as published; ownership.ts: a teacher's own entries;
 * - as-system.ts: reads the product makes on its own behalf.
 *
 * Uses: platform, strapi-internals
 * Used by: accounts, editorial, delivery (and Strapi's entry points)
 */
export {};
