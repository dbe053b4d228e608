import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/setup/boot-cms.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // One CMS serves every test file; files run one after another against it.
    fileParallelism: false,
  },
});
