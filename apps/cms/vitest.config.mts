import { defineConfig } from 'vitest/config';

/** Tests that read only the source (no CMS running): they skip the boot. */
const WITHOUT_CMS = [
  'tests/import-boundaries.test.ts',
  'tests/seed-media-cache.test.ts',
  'tests/graphql-admission.test.ts',
  'tests/response-ends.test.ts',
  'tests/change-signals.test.ts',
  'tests/class-sessions-unavailable.test.ts',
  'tests/spa.test.ts',
  'tests/hit-memo.test.ts',
  'tests/secrets-file.test.ts',
  'tests/v8-flags.test.ts',
  'tests/async-context.test.ts',
  'tests/request-durations.test.ts',
  'tests/critical-css.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // One CMS serves every test file; files run one after another against it.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'source', include: WITHOUT_CMS } },
      {
        extends: true,
        test: {
          name: 'cms',
          // The files, run one after another, share one worker and its modules rather than each starting its own (a
          // process, Vitest, the imports): 121-124 -> 76-84 core-seconds over 52 of them. They talk to the CMS over
          // HTTP and leave no state of their own behind; `--sequence.shuffle.files` checks that none needs an order.
          isolate: false,
          include: ['tests/**/*.test.ts'],
          // tests/s3 proves the S3-compatible storage: it runs in the scaled pass of `npm test`, which sets S3_*.
          exclude: [...WITHOUT_CMS, ...(process.env.S3_BUCKET ? [] : ['tests/s3/**'])],
          globalSetup: ['tests/setup/boot-cms.ts'],
        },
      },
    ],
  },
});
