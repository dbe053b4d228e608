import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { findLesson, logInThroughPanel, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { cmsQuery } from '../support/cms';
import { apiSignIn, DEMO } from '../support/session';

describe('a teacher registers for a free trial, browses a lesson, logs out and in again', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers on /subscribe, is welcomed, reads a lesson as a trial subscriber, and signs out and in', async () => {
    const lesson = await findLesson(await apiSignIn(DEMO.subscriber));
    const { learningResourcesHome } = await cmsQuery<{
      learningResourcesHome: { new_registration_welcome_message: string };
    }>(`{ learningResourcesHome { new_registration_welcome_message } }`);
    const email = uniqueEmail('trial-teacher');

    const { page, pageErrors } = await openPage(browser, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create a free account now' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The CMS checks the form: an empty submit comes back with errors under the fields.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required.').waitFor();
    await page.getByText('Postcode is required.').waitFor();

    await page.getByLabel(/^First name/).fill('Robin');
    await page.getByLabel(/^Last name/).fill('Banks');
    await page.getByLabel(/^Postcode/).fill('Ireland');
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Password/).fill('letters');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The rule is shown once, as the hint; the error says what is wrong with this password.
    await page.getByText('This password has no numbers.').waitFor();
    expect(
      await page
        .getByText('Your password must be 6 or more characters and contain a mix of letters and numbers.')
        .count(),
    ).toBe(1);
    await page.getByLabel(/^Password/).fill('Letters4ever');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/welcome/new');
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await welcome.waitFor();
    const firstLine = learningResourcesHome.new_registration_welcome_message.split('\n')[0].replace(/^#+\s*/, '');
    expect(await welcome.textContent()).toContain(firstLine);
    await welcome.getByRole('button', { name: 'Start exploring' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The trial gives the subscriber role: a lesson opens.
    await page.goto(lesson.path);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Lesson overview' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Subscription needed' }).count()).toBe(0);

    // Log out from the account menu: back to / with nothing stored.
    await page.getByRole('button', { name: 'Your Account' }).click();
    await page.getByText('Hello Robin').waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // And in again through the login panel: a wrong password first.
    await logInThroughPanel(page, email, 'Wrong4ever');
    await page.getByRole('dialog', { name: 'Log In' }).getByText('Invalid identifier or password').waitFor();
    const panel = page.getByRole('dialog', { name: 'Log In' });
    await panel.getByLabel('Password').fill('Letters4ever');
    await panel.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Your Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The session survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Your Account' }).click();
    await page.getByText('Hello Robin').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
