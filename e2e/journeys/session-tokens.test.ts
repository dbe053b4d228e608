import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { expiredToken, findLesson, readsLessons } from '../support/accounts';
import { apiSignIn, DEMO, signInAs } from '../support/session';

describe('a stored session whose token the CMS no longer accepts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, spoil] of [
    ['tampered', (token: string) => `${token.slice(0, -6)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`],
    ['expired', (_token: string, userId: string) => expiredToken(userId)],
  ] as const) {
    it(`is refused when ${label}: storage is cleared and the browser lands on /`, async () => {
      const lesson = await findLesson(await apiSignIn(DEMO.subscriber));
      const { page, pageErrors } = await openPage(browser, '/');
      const token = await signInAs(page, DEMO.subscriber);
      const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).id as string);
      const spoilt = spoil(token, userId);
      expect(await readsLessons(spoilt)).toBe(false);
      const refused = await fetch(`${new URL(page.url()).origin}/api/users/me`, {
        headers: { authorization: `Bearer ${spoilt}` },
      });
      expect(refused.status).toBe(401);

      await page.evaluate((value) => localStorage.setItem('token', value), spoilt);
      // The app's own redirect to / may cut this navigation short, so follow the address, not navigation events.
      await page.goto(lesson.path, { waitUntil: 'commit' });
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(pageErrors).toEqual([]);
    });
  }
});
