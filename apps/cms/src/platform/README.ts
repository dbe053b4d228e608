/**
 * platform: what every room stands on, knowing nothing of the product's content.
 *
 * Owns:
 * - database/: outages of the database; redis/: the optional shared Redis;
 * - changes/: the content and access change signals, across processes; scheduled-jobs/: work once per tick;
 * - upload-storage/: the uploads' bucket and folder;
 * - http/: request paths and bodies, the app's address, field errors as Strapi reports them;
 * - secrets.ts, cache-limits.ts (the in-process caches' sizes), one-per-strapi.ts (one service per Strapi).
 * The private Strapi internals it needs go through strapi-internals/.
 *
 * Uses: strapi-internals
 * Used by: access, accounts, editorial, delivery (and Strapi's entry points)
 */
export {};
