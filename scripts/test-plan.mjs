// Which suites `npm test` runs where, and why (README "Which tests run where"). Every test file runs on SQLite, the
// embedded default, except the journeys below; the scaled pass (PostgreSQL, Redis, S3 storage) runs what differs
// on those engines. `npm run test:scale` runs every journey again through HAProxy on two processes, and the CMS's
// generated walks whole (CMS_SWEEPS).

/** CMS integration test files (apps/cms/tests) run again on PostgreSQL, Redis and S3, and what each proves there. */
export const CMS_TESTS_ON_ENGINES = {
  's3/': 'files in an S3-compatible bucket',
  'paywall-oracles.test.ts':
    "the generated paywall's filters and sorts, as PostgreSQL runs them (its collation and order)",
  'protected-uploads.test.ts': 'paid files served from the bucket',
  'upload-storage.test.ts': 'uploads written to and read from the bucket',
  'documents.test.ts': 'documents streamed from the bucket',
  'resource-zip.test.ts': 'ZIPs made of files in the bucket',
  'graphql-batching.test.ts': 'the SQL statements of a batched read in PostgreSQL',
  'graphql-preloading.test.ts': 'the SQL statements of a preloaded read in PostgreSQL',
  'read-scope.test.ts': 'published-rows conditions in PostgreSQL',
  'drafts.test.ts': 'Document Service drafts and publishing in PostgreSQL, caches purged through Redis',
  'scheduled-publishing.test.ts': 'scheduled publications under a Redis lock',
  'preview.test.ts': 'preview tokens beside the Redis-backed cache',
  'redis.test.ts': 'the Redis client, pub/sub and its reconnection',
  'class-sessions.test.ts':
    "class sessions and join limits kept in Redis, and a pupil following a teacher's slide change made on another process through Redis pub/sub",
  'response-cache.test.ts': 'the response cache and its purges through Redis',
  'cache-tags.test.ts': 'purges by cache tag in the Redis store, and the SQL PostgreSQL runs tagged by table',
  'signed-in-lookups.test.ts': 'the signed-in cache and its purges through Redis',
  'token-ends.test.ts': 'ended sessions seen through the cache that Redis purges',
  'sign-in-limits.test.ts':
    'rate limits and known addresses counted in Redis (school-sign-ins.test.ts, the same counters at a school scale, runs on SQLite)',
  'database-unavailable.test.ts': 'a PostgreSQL connection lost and found again',
  'seed.test.ts': 'seeding PostgreSQL, and seeding it again',
  'ownership.test.ts': 'ownership rules over PostgreSQL writes',
  'custom-units.test.ts': 'ordered writes in PostgreSQL transactions',
  'playlists.test.ts': 'ordered writes in PostgreSQL transactions',
  'member-accounts.test.ts': 'seat counts in PostgreSQL transactions',
  'auth.test.ts': 'registration in one PostgreSQL transaction',
  'subscriptions.test.ts': 'role changes by the subscription job in PostgreSQL',
  'search.test.ts': 'the search index from PostgreSQL, updated through Redis',
  'strapi-internals.test.ts': "the seam's hooks as the PostgreSQL client has them",
};

/** Journeys (e2e/journeys) that run on the scaled engines only: what they prove is the engines' part. */
export const JOURNEYS_ON_ENGINES = {
  'database-blip.test.ts': 'PostgreSQL lost mid-visit and found again (it skips itself on SQLite)',
  'drafts-preview.test.ts': "an editor's publish seen at once, caches purged through Redis",
  'session-tokens.test.ts': 'sessions ended through the cache that Redis purges',
  'resource-zip.test.ts': 'a ZIP of files read from the bucket',
  'register-and-browse.test.ts': 'registration in one PostgreSQL transaction, then browsing',
  'member-accounts.test.ts': 'seats in PostgreSQL transactions',
};

/**
 * CMS integration test files whose walks (generated probes, every lesson) `npm test` asks one probe of each kind of
 * (apps/cms/tests/sweep.ts):
 * `npm run test:scale` runs them whole (CMS_SWEEP=every), on SQLite and, those of CMS_TESTS_ON_ENGINES, on the engines
 * too, so no probe loses its last run.
 */
export const CMS_SWEEPS = {
  'paywall.test.ts': "the paywall's every path, root, route and file address",
  'paywall-oracles.test.ts': "the paywall's every filter and sort",
  'upload-paths.test.ts': 'every spelling of every withheld file',
  'graphql-batching.test.ts': "every lesson's page of each relation against the lesson asked alone",
};
