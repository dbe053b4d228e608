/**
 * editorial: what editors do to content before readers see it: drafts, previews and publishing at a set time.
 *
 * Owns:
 * - preview.ts: preview tokens for one draft; preview-pages.ts: the web pages a preview opens;
 * - scheduled-publishing.ts: strapi-plugin-publisher's actions, run once per tick across processes;
 * - drafts-migration.ts: drafts made for content that existed before draft-and-publish.
 * What a publish purges is the response cache's (delivery/response-cache/index.ts); which version a read sees is
 * access/publication.ts.
 *
 * Uses: access, platform, strapi-internals
 * Used by: delivery (and Strapi's entry points)
 */
export {};
