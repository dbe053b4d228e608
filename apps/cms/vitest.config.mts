import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // tests/s3 proves the S3-compatible storage: it runs in the scaled pass of `npm test`, which sets S3_*.
    exclude: process.env.S3_BUCKET ? [] : ['tests/s3/**'],
    globalSetup: ['tests/setup/boot-cms.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // One CMS serves every test file; files run one after another against it.
    fileParallelism: false,
  },
});
