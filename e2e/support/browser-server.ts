import { chromium, type LaunchOptions } from 'playwright-core';
import type { TestProject } from 'vitest/node';

// Playwright applies context.setOffline to a service worker's own fetches only with its service worker network events
// on (https://playwright.dev/docs/service-workers-experimental); without them a worker would still reach the server
// and the offline journeys would prove nothing. Read by Playwright's server side, where the browser is launched: this
// run-wide set-up's process, or a file's own when it launches its own.
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which every journey file connects to (support/browser.ts launchBrowser). */
    browserWsEndpoint: string;
  }
}

/**
 * Vitest's global set-up: one Chromium for the whole run of journeys, not one per file (a launch costs about a second
 * of the machine's time; issue 46). Each file connects to it and works in browser contexts of its own, which share
 * nothing (cookies, storage, cache, service workers); closing the file's browser closes its contexts and disconnects.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumOptions);
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
