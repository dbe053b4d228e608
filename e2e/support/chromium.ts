import type { LaunchOptions } from 'playwright-core';

// Playwright applies context.setOffline to a service worker's own fetches only with its service worker network events
// on (https://playwright.dev/docs/service-workers-experimental); without them a worker would still reach the server
// and the offline journeys would prove nothing. Read by Playwright where the browser is launched (support/browser.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

/** Debian's Chromium with the flags this closed network needs. */
export const chromiumOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // JavaScript in its first two tiers only (the interpreter and Sparkplug): a journey's pages live seconds, and
    // compiling them again optimised (Maglev, TurboFan) cost more than it saved. The same semantics, 7-13 % less of
    // Chromium's processor time over five journey files (issue 46; the journeys measure no speed: bench/ does, with
    // Chromium as a teacher has it).
    '--js-flags=--no-opt --no-maglev',
  ],
};
