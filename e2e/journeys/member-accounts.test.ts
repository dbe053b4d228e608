import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { findLesson, readsLessons, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { cmsQuery } from '../support/cms';
import { linkIn, waitForMail } from '../support/mail';
import { apiSignIn, DEMO, signInAs } from '../support/session';

describe("an owner shares their subscription with a colleague, then ends the colleague's access", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites by e-mail; the colleague registers through the mailed link, reads a lesson, and loses access when removed', async () => {
    const lesson = await findLesson(await apiSignIn(DEMO.subscriber));
    const { learningResourcesHome } = await cmsQuery<{
      learningResourcesHome: { new_invitation_welcome_message: string };
    }>(`{ learningResourcesHome { new_invitation_welcome_message } }`);
    const colleague = uniqueEmail('colleague');

    // The owner invites.
    const owner = await openPage(browser, '/');
    await signInAs(owner.page, DEMO.owner);
    await owner.page.goto('/subscribe');
    const members = owner.page
      .locator('section')
      .filter({ has: owner.page.getByRole('heading', { name: 'Member accounts' }) });
    await members.getByText(/seats used/).waitFor();
    expect(await seriousViolations(owner.page)).toEqual([]);
    await members.getByLabel("Colleague's e-mail address").fill(colleague);
    await members.getByRole('button', { name: 'Send invitation' }).click();
    await members.getByText(`An invitation has been sent to ${colleague}.`).waitFor();
    await members.getByRole('listitem').filter({ hasText: colleague }).waitFor();

    // The colleague follows the mailed link in their own browser and registers with the invited address.
    const mail = await waitForMail(colleague, /invited you to the Music Classroom/);
    const invitee = await openPage(browser, linkIn(mail, '/subscribe?invitation='));
    await invitee.page.getByText(/has invited you to share their subscription/).waitFor();
    expect(await invitee.page.getByLabel(/^Email address/).inputValue()).toBe(colleague);
    await invitee.page.getByLabel(/^First name/).fill('Cole');
    await invitee.page.getByLabel(/^Last name/).fill('League');
    await invitee.page.getByLabel(/^Postcode/).fill('M14 5EF');
    await invitee.page.getByLabel(/^Password/).fill('Shared2024');
    await invitee.page.getByRole('button', { name: 'Create Account' }).click();

    await invitee.page.waitForURL('**/welcome/invited');
    const welcome = invitee.page.getByRole('dialog', { name: 'Welcome' });
    const firstLine = learningResourcesHome.new_invitation_welcome_message.split('\n')[0].replace(/^#+\s*/, '');
    await welcome.getByText(firstLine.slice(0, 30), { exact: false }).waitFor();
    await welcome.getByRole('button', { name: 'Start exploring' }).click();

    await invitee.page.goto(lesson.path);
    await invitee.page.getByRole('heading', { level: 1 }).filter({ hasText: 'Lesson overview' }).waitFor();
    const inviteeToken = (await invitee.page.evaluate(() => localStorage.getItem('token')))!;
    expect(await readsLessons(inviteeToken)).toBe(true);

    // The owner sees the new member, and removes them.
    await owner.page.reload();
    const member = members.getByRole('listitem').filter({ hasText: colleague });
    await member.getByRole('button', { name: /^Remove member/ }).click();
    await members.getByText(`${colleague} is no longer a member of your account.`).waitFor();

    // The CMS refuses the lesson at once; the colleague's next page load shows the subscribe modal.
    expect(await readsLessons(inviteeToken)).toBe(false);
    await invitee.page.reload();
    await invitee.page.getByRole('dialog', { name: 'Subscription needed' }).waitFor();
    expect(owner.pageErrors).toEqual([]);
    expect(invitee.pageErrors).toEqual([]);
  });
});
