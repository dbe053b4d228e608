import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { apiLoginStatus, PASSWORD, registerTeacher, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { linkIn, mailsTo, waitForMail } from '../support/mail';

describe('a teacher who forgot their password sets a new one through the mailed link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for the mail, follows its link, sets a password; the old one fails and the new one works', async () => {
    const email = uniqueEmail('forgetful');
    await registerTeacher(email);
    const stranger = uniqueEmail('stranger');

    const { page, pageErrors } = await openPage(browser, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Forgot your password?' }).click();
    const panel = page.getByRole('dialog', { name: 'Forgot your password?' });
    await panel.getByLabel('Email address').fill(email);
    await panel.getByRole('button', { name: 'Send reset link' }).click();
    await panel.getByText('An email with instructions to reset your password has been sent to you.').waitFor();

    // An address without an account gets the same answer, and no mail.
    await panel.getByLabel('Email address').fill(stranger);
    await panel.getByRole('button', { name: 'Send reset link' }).click();
    await panel.getByText('An email with instructions to reset your password has been sent to you.').waitFor();

    const mail = await waitForMail(email, /Reset your Music Classroom password/);
    const link = linkIn(mail, '/account/reset-password?code=');
    expect(await mailsTo(stranger)).toEqual([]);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('Newpass99');
    await page.getByLabel('Confirm new password').fill('Different99');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();

    await page.getByLabel('Confirm new password').fill('Newpass99');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('password-reset') === 'true');
    const loginPanel = page.getByRole('dialog', { name: 'Log In' });
    await loginPanel.getByText('Your password has been set. You can now log in with your new password.').waitFor();

    expect(await apiLoginStatus(email, PASSWORD)).toBe(400);
    await loginPanel.getByLabel('Email address').fill(email);
    await loginPanel.getByLabel('Password').fill('Newpass99');
    await loginPanel.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Your Account' }).waitFor();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another99');
    await page.getByLabel('Confirm new password').fill('Another99');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect code provided' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
