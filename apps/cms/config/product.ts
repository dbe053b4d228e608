import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { GraphqlAdmission } from '../src/middlewares/graphql-admission';
import { databaseEngine } from './database';

/** Settings of this product that are not Strapi's own (read as strapi.config.get('product.*')). */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Demo content and demo accounts are created on a first start with an empty database. */
  seedDemoContent: env.bool('SEED_DEMO_CONTENT', env('NODE_ENV', 'development') !== 'production'),
  /** The seeded super admin's password: ADMIN_PASSWORD, else the demo's outside production, else printed once. */
  adminPassword: env('ADMIN_PASSWORD', ''),
  production: env('NODE_ENV', 'development') === 'production',
  /** The built web app the CMS serves at every path it does not answer itself. */
  webDistDir: path.resolve(process.cwd(), env('WEB_DIST_DIR', '../web/dist')),
  /** Public pages rendered on the server for visitors (src/delivery/server-rendering) by the web app's server entry. */
  serverRendering: {
    enabled: env.bool('SERVER_RENDERING_ENABLED', true),
    webServerDir: path.resolve(process.cwd(), env('WEB_SERVER_DIR', '../web/dist-server')),
    /** A page whose content takes longer is sent as the plain shell, rendered in the browser. */
    timeoutMs: env.int('SERVER_RENDERING_TIMEOUT_MS', 3000),
    /** Pages rendered for one client address a minute; past it, the plain shell (kept pages are still sent). */
    rendersPerClient: env.int('SERVER_RENDERING_PER_CLIENT_MAX', 60),
    /** Renders running at once, and waiting their turn; past both, the plain shell. */
    concurrency: env.int('SERVER_RENDERING_CONCURRENCY', 2),
    queue: env.int('SERVER_RENDERING_QUEUE_MAX', 8),
  },
  /**
   * Trusted documents (src/delivery/trusted-documents, README "Trusted documents"). `only` (production's default;
   * anything but `off` reads as `only`): visitors and teachers run only the web app's own operations, sent by id; raw
   * documents only with an API token an admin made.
   */
  trustedDocuments: {
    mode:
      env('TRUSTED_DOCUMENTS', env('NODE_ENV', 'development') === 'production' ? 'only' : 'off') === 'off'
        ? 'off'
        : 'only',
    /** The manifest of the web build served (its server build copies apps/web/src/gql/persisted-documents.json). */
    manifest: path.resolve(
      process.cwd(),
      env(
        'TRUSTED_DOCUMENTS_MANIFEST',
        path.join(env('WEB_SERVER_DIR', '../web/dist-server'), 'persisted-documents.json'),
      ),
    ),
    /** Every manifest served is kept here, so pages loaded before an upgrade keep working while processes roll. */
    keptDir: path.resolve(process.cwd(), env('TRUSTED_DOCUMENTS_KEPT_DIR', '.tmp/trusted-documents')),
    keepDays: env.int('TRUSTED_DOCUMENTS_KEEP_DAYS', 30),
  },
  /** The external events site's WordPress REST events endpoint; empty serves the built-in demo feed. */
  liveEventsUrl: env('LIVE_EVENTS_URL', ''),
  liveEventsCacheSeconds: env.int('LIVE_EVENTS_CACHE_SECONDS', 300),
  /** The response cache for content queries (src/delivery/response-cache): on by default, bounded by memory. */
  responseCache: {
    enabled: env.bool('RESPONSE_CACHE_ENABLED', true),
    maxMegabytes: env.int('RESPONSE_CACHE_MAX_MB', 64),
    /** With Redis: how long an answer is kept at most (clears are exact; this bounds what Redis holds). */
    ttlSeconds: env.int('RESPONSE_CACHE_TTL_SECONDS', 300),
  },
  /**
   * The in-process caches' sizes (entries) and lifetimes (seconds). Every change that makes an entry stale forgets it
   * at once; a lifetime is only a safety net. Documented in the README ("Cache sizes and lifetimes").
   */
  caches: {
    /** Signed-in users with their role (src/extensions/users-permissions/signed-in-cache.ts). */
    signedInUsers: {
      entries: env.int('CACHE_SIGNED_IN_USERS_MAX', 50_000),
      seconds: env.int('CACHE_SIGNED_IN_SECONDS', 60),
    },
    /** Each role's permissions (same file). */
    rolePermissions: {
      entries: env.int('CACHE_ROLE_PERMISSIONS_MAX', 1_000),
      seconds: env.int('CACHE_SIGNED_IN_SECONDS', 60),
    },
    /** Permission checkers (CASL abilities) by their list of actions (same file); a new list makes a new one. */
    permissionCheckers: { entries: env.int('CACHE_PERMISSION_CHECKERS_MAX', 100) },
    /** The users-permissions `advanced` settings, one entry (same file). */
    signInSettings: { entries: 1, seconds: env.int('CACHE_SIGNED_IN_SECONDS', 60) },
    /** Bearer tokens that are no API token (same file): safe without clearing, as a new token's key is random. */
    unknownApiTokens: {
      entries: env.int('CACHE_UNKNOWN_API_TOKENS_MAX', 50_000),
      seconds: env.int('CACHE_UNKNOWN_API_TOKENS_SECONDS', 600),
    },
    /** Each signed-in user's access level (src/accounts/tokens/access-level.ts). */
    accessLevels: {
      entries: env.int('CACHE_ACCESS_LEVELS_MAX', 100_000),
      seconds: env.int('CACHE_SIGNED_IN_SECONDS', 60),
    },
    /** Sign-in tokens whose signature was checked (same file); never longer than the token itself lives. */
    verifiedTokens: {
      entries: env.int('CACHE_VERIFIED_TOKENS_MAX', 100_000),
      seconds: env.int('CACHE_VERIFIED_TOKENS_SECONDS', 600),
    },
    /**
     * Requests answered from the response cache, by their exact bytes, with what the answer depended on
     * (src/delivery/response-cache/hit-memo.ts): each is checked on every hit, the lifetime is a safety net.
     */
    rememberedHits: {
      entries: env.int('CACHE_REMEMBERED_HITS_MAX', 10_000),
      seconds: env.int('CACHE_SIGNED_IN_SECONDS', 60),
    },
    /** GraphQL operation texts described for the response cache (src/delivery/response-cache/operation.ts). */
    operationShapes: { entries: env.int('CACHE_OPERATION_SHAPES_MAX', 2_000) },
    /** Uploaded files by path, with who may read them (src/middlewares/protected-uploads.ts). */
    uploadFiles: { entries: env.int('CACHE_UPLOAD_FILES_MAX', 20_000) },
    /** The files each Music at Home link opens (same file). */
    atHomeFiles: { entries: env.int('CACHE_AT_HOME_LINKS_MAX', 5_000) },
    /** Each teacher's own search index (src/delivery/search/owned.ts); lives as long as a response-cache answer. */
    ownSearchIndexes: {
      entries: env.int('CACHE_OWN_SEARCH_INDEXES_MAX', 5_000),
      seconds: env.int('RESPONSE_CACHE_TTL_SECONDS', 300),
    },
  },
  /**
   * Redis (src/platform/redis), when several CMS processes serve the site: the response cache, the sign-in limits and
   * the scheduled jobs' lock are shared through it. Empty: one process, everything in its memory, nothing connects.
   */
  redis: {
    url: env('REDIS_URL', ''),
    keyPrefix: env('REDIS_KEY_PREFIX', 'classroom:'),
    /** A Redis command that takes longer fails, and the request goes on without it. */
    commandTimeoutMs: env.int('REDIS_COMMAND_TIMEOUT_MS', 500),
  },
  /**
   * Seconds an idle keep-alive connection stays open (src/strapi-internals/http-server.ts): longer than a proxy's or a
   * client's idle time, so that neither sends a request on a connection the server is closing.
   */
  keepAliveSeconds: env.int('KEEP_ALIVE_SECONDS', 65),
  /** Where generated demo media is kept between seeds (src/seed/media); `off` makes it again on every seed. */
  seedMediaCacheDir: env('SEED_MEDIA_CACHE_DIR', ''),
  /**
   * Uncached GraphQL reads at once and waiting, per process (src/middlewares/graphql-admission.ts); past them, 503
   * with Retry-After. GRAPHQL_CONCURRENCY=0 turns the turns off.
   */
  graphqlAdmission: graphqlAdmission(env),
  /** How long a preview link from the admin panel shows its entry's draft (src/editorial/preview.ts). */
  previewTokenSeconds: env.int('PREVIEW_TOKEN_SECONDS', 5 * 60),
  /** The bearer token /_metrics asks for (src/middlewares/operations.ts); empty: no metrics endpoint. */
  metricsToken: env('METRICS_TOKEN', ''),
  /** Sign-in limits that bound guessing without lock-outs and fit schools (src/accounts/sign-in-limits). */
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
  /**
   * Class sessions (src/delivery/class-sessions): joins with a code that is not running, per client address and window.
   * A school's pupils share one address and mistype codes: 40 wrong codes in 10 minutes leaves a class joining, and
   * guessing one of 31^6 codes stays hopeless (about 1 in 22,000 a window with a thousand classes running).
   */
  classSessions: {
    failuresPerAddress: env.int('CLASS_JOIN_FAILURES_MAX', 40),
    failureWindowMinutes: env.int('CLASS_JOIN_FAILURES_WINDOW_MINUTES', 10),
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

/** The GraphQL turns' defaults, by the engine config/database.ts chooses. */
function graphqlAdmission(env: Core.Config.Shared.ConfigParams['env']): GraphqlAdmission {
  const onPostgres = databaseEngine(env) === 'postgres';
  return {
    /**
     * On SQLite one at a time: a read never waits for I/O there, so more "at once" only interleave on the one thread,
     * and meanwhile the server reads no new request (p99 3.0–3.2 s against 0.46–0.86 s at 50 connections,
     * bench/README.md). On PostgreSQL reads wait for the database, and eight overlap.
     */
    concurrency: env.int('GRAPHQL_CONCURRENCY', onPostgres ? 8 : 1),
    queue: env.int('GRAPHQL_QUEUE', 200),
    /** So many wait whatever the pace says: a page's reads sent together, a client's batch (as 8 ran at once). */
    burst: env.int('GRAPHQL_BURST', 8),
    /**
     * Waiting longer than this, the queue takes no more until it is shorter. Under the 1 s goal by what a request also
     * waits to be read and run: on SQLite 300 ms (with 500, p99 1.17 s at 50 connections), on PostgreSQL 500 ms.
     */
    maxWaitMs: env.int('GRAPHQL_MAX_WAIT_MS', onPostgres ? 500 : 300),
    retryAfterSeconds: env.int('GRAPHQL_RETRY_AFTER_SECONDS', 1),
  };
}
