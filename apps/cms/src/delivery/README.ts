/**
 * delivery: how content reaches readers quickly, and only the operations the product knows.
 *
 * Owns:
 * - trusted-documents/: the client's known GraphQL operations, sent by id; graphql-limits.ts: limits for the rest;
 * - response-cache/: answers kept per caller level and tagged with what they read, purged by what a write changes;
 *   content-encoding.ts: their compressed forms;
 * - server-rendering/: public pages rendered for visitors, and a signed-in teacher's lesson page's shell with its
 *   screen's files preloaded (shell-preloads.ts);
 * - search/: one index per caller level, built only from what that level reads;
 * - metrics/: the operations metrics of what is delivered (requests, the cache, the database pool);
 * - class-sessions/: a teacher's lesson followed live on pupils' devices (join codes, the pupils' slides and files,
 *   events fanned out through Redis).
 *
 * Uses: editorial, accounts, access, platform, strapi-internals
 * Used by: nothing of the rooms (Strapi's entry points only)
 */
export {};
