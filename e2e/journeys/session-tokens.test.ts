import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import {
  expiredToken,
  findLesson,
  logInThroughPanel,
  PASSWORD,
  readsLessons,
  registerTeacher,
  uniqueEmail,
} from '../support/accounts';
import { linkIn, waitForMail } from '../support/mail';
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
    ['tampered', (token: string) => tamper(token)],
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

  it('is refused every time (issue 43): ten openings of a unit page or a lesson with a tampered token each go home once', async () => {
    const lesson = await findLesson(await apiSignIn(DEMO.subscriber));
    const unitPath = lesson.path.replace(/\/lesson\/[^/]+$/, '');
    const stranded: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const path = attempt % 2 === 0 ? unitPath : lesson.path;
      const { page, pageErrors } = await openPage(browser, '/');
      const token = await signInAs(page, DEMO.subscriber);
      await page.evaluate((value) => localStorage.setItem('token', value), tamper(token));
      // Every page load of / from here: the way home is taken once, never started over by a later 401.
      const homeLoads: string[] = [];
      page.on('request', (request) => {
        const home = request.isNavigationRequest() && new URL(request.url()).pathname === '/';
        if (home && request.frame() === page.mainFrame()) homeLoads.push(request.url());
      });
      await page.goto(path, { waitUntil: 'commit' });
      const landed = await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
        .toBe('/')
        .then(() => true)
        .catch(() => false);
      const stored = await page.evaluate(() => localStorage.getItem('token')).catch(() => 'unreadable');
      if (!landed || stored !== null || homeLoads.length !== 1 || pageErrors.length) {
        const where = `at ${new URL(page.url()).pathname}, token ${stored ? 'kept' : 'cleared'}`;
        stranded.push(`${attempt} ${path}: ${where}, ${homeLoads.length} loads of /, ${pageErrors.length} errors`);
      }
      await page.context().close();
    }
    expect(stranded).toEqual([]);
  });
});

describe('one teacher on two devices (issue 43)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A device (a browser context of its own) signed in through the login panel. */
  async function device(email: string) {
    const { page, pageErrors } = await openPage(browser, '/');
    await logInThroughPanel(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Your Account' }).waitFor();
    return { page, pageErrors };
  }

  /** Opens the account page: its details show only while the device's session holds. */
  async function showsAccountDetails(page: Page): Promise<void> {
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
  }

  /** The device's next request is refused: it lands on / with nothing stored (SPEC §8). */
  async function signedOut(page: Page): Promise<void> {
    await page.goto('/subscribe');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 20_000 }).toBeNull();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
  }

  it('Log Out on one device leaves the other signed in; a password change signs both out', async () => {
    const email = uniqueEmail('two-devices');
    await registerTeacher(email);
    const classroom = await device(email);
    const laptop = await device(email);

    await classroom.page.getByRole('button', { name: 'Your Account' }).click();
    await classroom.page.getByRole('button', { name: 'Log Out' }).click();
    await classroom.page.waitForURL((url) => url.pathname === '/');
    expect(await classroom.page.evaluate(() => localStorage.length)).toBe(0);
    await showsAccountDetails(laptop.page);

    // Signed in again on the classroom computer; the password is changed from the laptop, through the mailed link.
    await logInThroughPanel(classroom.page, email, PASSWORD);
    await classroom.page.getByRole('button', { name: 'Your Account' }).waitFor();
    await showsAccountDetails(classroom.page);
    await laptop.page.getByRole('button', { name: 'E-mail me a link to change my password' }).click();
    const mail = await waitForMail(email, /Reset your Music Classroom password/);
    await laptop.page.goto(linkIn(mail, '/account/reset-password?code='));
    await laptop.page.getByLabel('New password', { exact: true }).fill('Changed42');
    await laptop.page.getByLabel('Confirm new password').fill('Changed42');
    await laptop.page.getByRole('button', { name: 'Set password' }).click();
    // The laptop signs itself out with the reset, and offers to log in with the new password.
    await laptop.page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('password-reset') === 'true');
    await laptop.page
      .getByRole('dialog', { name: 'Log In' })
      .getByText('Your password has been set. You can now log in with your new password.')
      .waitFor();
    expect(await laptop.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The classroom computer's session ended too: its next request is refused.
    await signedOut(classroom.page);
    expect([...classroom.pageErrors, ...laptop.pageErrors]).toEqual([]);
  });

  it("'Sign out of every device' on the account page signs out this device and the other", async () => {
    const email = uniqueEmail('every-device');
    await registerTeacher(email);
    const phone = await device(email);
    const laptop = await device(email);
    await showsAccountDetails(phone.page);
    await laptop.page.goto('/subscribe');
    await laptop.page.getByRole('button', { name: 'Sign out of every device' }).click();
    await laptop.page.waitForURL((url) => url.pathname === '/');
    await laptop.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).waitFor();
    expect(await laptop.page.evaluate(() => localStorage.length)).toBe(0);
    await signedOut(phone.page);
    expect([...phone.pageErrors, ...laptop.pageErrors]).toEqual([]);
  });
});

/** A token whose signature no longer matches. */
function tamper(token: string): string {
  return `${token.slice(0, -6)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
}
