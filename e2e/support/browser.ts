import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { chromiumOptions } from './chromium';
import { watchGraphqlRequests } from './trusted-documents';

/** The product under test, started by run-e2e.mjs. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:1337';

/**
 * A page the server rendered reads and follows its links before its script runs; its buttons, menus and forms work
 * once the app has hydrated it (apps/web/src/main.tsx starts the app after the first paint). Waits for that, as a
 * teacher waits for the page, when the document is a rendered one.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('server-state') || document.documentElement.getAttribute('data-app') === 'ready',
  );
}

/** `goto` and `reload` of every page of the context wait for the app on a rendered page (waitForApp). */
function waitForAppAfterNavigations(context: BrowserContext): void {
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
  });
}

/**
 * The run's one Chromium, launched by the first journey file that asks and shared by every file after it: the files
 * run one after another in one worker process (vitest.config.ts, `isolate: false`), which keeps it on `globalThis`.
 * Launched here rather than served from Vitest's main process, Playwright's messages go straight to the browser
 * instead of being relayed through a second process (issue 46: 9.2 against 12.4-14.4 core-seconds of Node over three
 * journey files). Playwright closes it when the worker exits.
 */
function runBrowser(): Promise<Browser> {
  const run = globalThis as { journeysBrowser?: Promise<Browser> };
  return (run.journeysBrowser ??= chromium.launch(chromiumOptions));
}

/**
 * A journey file's view of the run's Chromium: the contexts it opens are its own (they share nothing: cookies,
 * storage, cache, service workers), and `close()` closes them, leaving the browser to the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = await runBrowser();
  const opened: BrowserContext[] = [];
  const browser = Object.create(shared) as Browser;
  browser.newContext = async (options = {}) => {
    // Service workers run where a journey asks for them (`serviceWorkers: 'allow'`: the offline journeys, which also
    // drive their online steps under the worker). Elsewhere a subscriber's page would precache the whole app in the
    // background, about 2.3 core-seconds of Chromium per context that no other journey looks at (issue 46).
    const context = await shared.newContext({ serviceWorkers: 'block', ...options });
    opened.push(context);
    watchGraphqlRequests(context);
    // With JavaScript off there is no app to wait for.
    if (options.javaScriptEnabled !== false) waitForAppAfterNavigations(context);
    return context;
  };
  browser.close = async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  };
  return browser;
}

/** A download's bytes, read over the connection (the run's Chromium is another process's: no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A new page that fails the test on any uncaught page error (a white screen usually starts as one). */
export async function openPage(browser: Browser, path = '/'): Promise<{ page: Page; pageErrors: Error[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(path);
  return { page, pageErrors };
}
