import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { PASSWORD, registerTeacher, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/session';

describe('a teacher edits their account details', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is told what the CMS requires, saves, and finds the details still there after a reload', async () => {
    const email = uniqueEmail('details');
    await registerTeacher(email, { firstName: 'Kit' });
    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, { email, password: PASSWORD });
    await page.goto('/subscribe');

    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    await page.getByRole('button', { name: 'Edit account details' }).click();
    await page.getByRole('heading', { name: 'Edit your account info' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A new registration has no school, phone number or role yet: the CMS says they are required.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByLabel(/^School/)
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor();
    for (const field of [/^School/, /^Phone number/, /^Role/]) {
      expect(await page.getByLabel(field).getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(await page.getByText('required', { exact: true }).count()).toBe(3);

    await page.getByLabel(/^Title/).fill('Dr');
    await page.getByLabel(/^First name/).fill('Kit');
    await page.getByLabel(/^School/).fill('Moorside Primary');
    await page.getByLabel(/^Phone number/).fill('0113 496 0777');
    await page.getByLabel(/^Role/).fill('Music coordinator');
    await page.getByLabel(/^Address \(second line\)/).fill('Leeds');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your details have been saved.').waitFor();

    await page.reload();
    await page.getByText('Moorside Primary').waitFor();
    expect(await page.getByText('Dr Kit Tester').isVisible()).toBe(true);
    expect(await page.getByText('Music coordinator').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Your Account' }).click();
    await page.getByText('Hello Kit').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
