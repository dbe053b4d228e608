/**
 * accounts: who a signed-in teacher is, and what keeps their account safe.
 *
 * Owns:
 * - tokens/: a sign-in token's user and level, kept cheap (access-level.ts), and the tokens a sign-out or a password
 *   change ended (token-ends.ts, user-token.ts);
 * - sign-in-limits/: limits on sign-in, registration and password-reset guessing;
 * - mail/: the account mails' texts and the outbox transport.
 * The accounts' own content types and routes (user-profile, subscription, member-account) are Strapi's, in api/.
 *
 * Uses: access, platform, strapi-internals
 * Used by: delivery (and Strapi's entry points)
 */
export {};
