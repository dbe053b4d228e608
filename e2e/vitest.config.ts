import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    // Fails a journey whose pages sent a GraphQL operation by its text or by an unknown id (support/setup.ts).
    setupFiles: ['support/setup.ts'],
    // One Chromium for the run, which every file connects to (support/browser-server.ts).
    globalSetup: ['support/browser-server.ts'],
    // The longest journeys walk 30 slides or build a unit: about 25 s on an idle machine, over 60 s on a loaded one.
    testTimeout: 150_000,
    hookTimeout: 90_000,
    // Two cores: one browser journey at a time keeps timings honest.
    fileParallelism: false,
    // The files share one worker and its modules rather than each starting its own (a process, Vitest, Playwright's
    // client): 69-80 -> 55 core-seconds over eight short journeys, alternated. Each file opens its own browser
    // contexts and closes them; the setup file's hooks still run per file.
    isolate: false,
    // A real browser over a real server on a busy 2-core machine: one retry absorbs a timing hiccup, and a real
    // failure still fails twice.
    retry: 1,
  },
});
