/**
 * How big and costly one GraphQL request may be: what bounds a raw document (in production an admin-made API token's
 * only: src/delivery/trusted-documents). The web app's operations meet them too, at under half of each limit
 * (tests/graphql-limits.test.ts); Strapi's own depth limit (14, config/plugins.ts) bounds depth.
 */
export const GRAPHQL_LIMITS = {
  /** Any one text value, in the query or its variables: titles and search words, never whole documents. */
  maxStringChars: 4_000,
  maxTokens: 800,
  maxAliases: 15,
  maxDirectives: 20,
  /** Fields, inline fragments and fragment spreads of one operation, each fragment counted at every spread. */
  maxSelections: 2_000,
};
