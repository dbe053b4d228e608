import { chromium, type Browser, type Page } from 'playwright-core';

/** The product under test, started by run-e2e.mjs. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:1337';

/** Debian's Chromium with the flags this closed network needs; Playwright gives each launch a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
    ],
  });
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
