import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumOptions } from './browser-server';
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
 * The run's Chromium (support/browser-server.ts), connected to; `close()` closes this connection's contexts and
 * disconnects. Without the run's set-up (a file run on its own elsewhere), a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(chromiumOptions);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    // Service workers run where a journey asks for them (`serviceWorkers: 'allow'`: the offline journeys, which also
    // drive their online steps under the worker). Elsewhere a subscriber's page would precache the whole app in the
    // background, about 2.3 core-seconds of Chromium per context that no other journey looks at (issue 46).
    const context = await newContext({ serviceWorkers: 'block', ...options });
    watchGraphqlRequests(context);
    // With JavaScript off there is no app to wait for.
    if (options.javaScriptEnabled !== false) waitForAppAfterNavigations(context);
    return context;
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

/**
 * The overview's Start Lesson once lesson mode's code and slides are in, as the journeys open it: in the app. Before
 * that it opens lesson mode as a new page (features/lessons/LessonOverviewPage.tsx), which the server-rendering
 * journey covers.
 */
export const startLessonLink = (page: Page) => page.locator('a[data-lesson-mode="ready"]', { hasText: 'Start Lesson' });
