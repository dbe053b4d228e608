import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO, signInAs } from '../support/session';

describe("a subscriber browses every audience's audio library", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees the merged cards (the demo fits on the first page) and opens a merged recording', async () => {
    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, DEMO.subscriber);
    await page.goto('/audiolibrary');
    const recordings = page.getByRole('region', { name: 'Recordings' });
    await recordings.getByRole('link').first().waitFor();
    expect(await page.getByRole('region', { name: 'Collections' }).getByRole('link').count()).toBeGreaterThan(0);
    // The demo catalogue is under one page: no 'Show more' and no count.
    expect(await page.getByRole('button', { name: /^Show more/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const merged = recordings.locator('a[href*=","]').first();
    const href = await merged.getAttribute('href');
    expect(href).toMatch(/^\/audiolibrary\/page\/[^/]+,[^/]+$/);
    const title = (await merged.locator('xpath=ancestor::div[contains(@class,"card-body")]//h3').textContent())!;
    await merged.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
