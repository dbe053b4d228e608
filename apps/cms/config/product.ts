import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** Settings of this product that are not Strapi's own (read as strapi.config.get('product.*')). */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Demo content and demo accounts are created on a first start with an empty database. */
  seedDemoContent: env.bool('SEED_DEMO_CONTENT', env('NODE_ENV', 'development') !== 'production'),
  /** The seeded super admin's password: ADMIN_PASSWORD, else the demo's outside production, else printed once. */
  adminPassword: env('ADMIN_PASSWORD', ''),
  production: env('NODE_ENV', 'development') === 'production',
  /** The built web app the CMS serves at every path it does not answer itself. */
  webDistDir: path.resolve(process.cwd(), env('WEB_DIST_DIR', '../web/dist')),
  /** The external events site's WordPress REST events endpoint; empty serves the built-in demo feed. */
  liveEventsUrl: env('LIVE_EVENTS_URL', ''),
  liveEventsCacheSeconds: env.int('LIVE_EVENTS_CACHE_SECONDS', 300),
  /** The response cache for content queries (src/response-cache): on by default, bounded by memory. */
  responseCache: {
    enabled: env.bool('RESPONSE_CACHE_ENABLED', true),
    maxMegabytes: env.int('RESPONSE_CACHE_MAX_MB', 64),
    /** With Redis: how long an answer is kept at most (clears are exact; this bounds what Redis holds). */
    ttlSeconds: env.int('RESPONSE_CACHE_TTL_SECONDS', 300),
  },
  /**
   * Redis (src/redis), when several CMS processes serve the site: the response cache, the sign-in limits and the
   * scheduled jobs' lock are shared through it. Empty: one process, everything in its memory, nothing connects.
   */
  redis: {
    url: env('REDIS_URL', ''),
    keyPrefix: env('REDIS_KEY_PREFIX', 'classroom:'),
    /** A Redis command that takes longer fails, and the request goes on without it. */
    commandTimeoutMs: env.int('REDIS_COMMAND_TIMEOUT_MS', 500),
  },
  /** How long a preview link from the admin panel opens drafts (src/preview.ts). */
  previewTokenSeconds: env.int('PREVIEW_TOKEN_SECONDS', 30 * 60),
  /** The bearer token /_metrics asks for (src/middlewares/operations.ts); empty: no metrics endpoint. */
  metricsToken: env('METRICS_TOKEN', ''),
  /** Sign-in limits that bound guessing without lock-outs and fit schools (src/sign-in-limits). */
  signInLimits: {
    enabled: env.bool('AUTH_RATE_LIMIT_ENABLED', true),
    failuresPerAddress: env.int('SIGN_IN_FAILURES_MAX', 10),
    failureWindowMinutes: env.int('SIGN_IN_FAILURES_WINDOW_MINUTES', 15),
    failuresPerAccount: env.int('SIGN_IN_ACCOUNT_FAILURES_MAX', 100),
    accountFailureWindowMinutes: env.int('SIGN_IN_ACCOUNT_FAILURES_WINDOW_MINUTES', 60),
    knownAddressDays: env.int('SIGN_IN_KNOWN_ADDRESS_DAYS', 24),
    signInsPerAddress: env.int('SIGN_IN_PER_ADDRESS_MAX', 300),
    callsPerAddress: env.int('AUTH_RATE_LIMIT_MAX', 100),
    intervalMs: env.int('AUTH_RATE_LIMIT_INTERVAL_MS', 60_000),
    callsPerEmail: env.int('AUTH_RATE_LIMIT_PER_EMAIL_MAX', 5),
    emailWindowMinutes: env.int('AUTH_RATE_LIMIT_PER_EMAIL_WINDOW_MINUTES', 60),
  },
  /** Accounts, subscriptions and member accounts (src/api/subscription, src/api/member-account). */
  accounts: {
    /** Length of the free trial a new registration gets. */
    trialDays: env.int('TRIAL_DAYS', 30),
    /** How many colleagues (invited or joined) one subscription may add as members. */
    memberSeats: env.int('MEMBER_ACCOUNT_SEATS', 5),
    /** How long a password-reset link works. */
    passwordResetMinutes: env.int('PASSWORD_RESET_MINUTES', 60),
    /** The address links in e-mails point at; empty: the CMS's own public URL (PUBLIC_URL, else host and port). */
    appUrl: env('APP_URL', ''),
  },
});
