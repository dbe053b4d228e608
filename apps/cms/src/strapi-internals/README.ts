/**
 * strapi-internals: the one seam to private or undocumented Strapi, knex and Koa shapes, one module per hook, each
 * checked at start-up (hooks.ts): an access hook refuses to start when its target changed, an optimisation turns off
 * and says so. index.ts lists every hook (STRAPI_INTERNALS); tests/strapi-internals.test.ts proves each check.
 * It stays at src/strapi-internals (not under platform/) because the test set-up reads the checks' report there.
 *
 * Owns: hooks.ts, index.ts and one module per hooked internal.
 *
 * Uses: nothing
 * Used by: platform, access, accounts, editorial, delivery (and Strapi's entry points)
 */
export {};
