import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser journey at a time keeps timings honest.
    fileParallelism: false,
    // A real browser over a real server on a busy 2-core machine: one retry absorbs a timing hiccup, and a real
    // failure still fails twice.
    retry: 1,
  },
});
