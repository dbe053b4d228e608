import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startLessonLink } from '../support/browser';
import { PASSWORD, registerTeacher, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/session';

const programmePath = '/primary/music-foundations';

describe('a teacher builds a custom unit of work', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('picks exactly the required strands, names the unit, teaches from it and deletes it; nobody else can open it', async () => {
    // A freshly registered teacher is on a trial, so an active subscriber.
    const email = uniqueEmail('custom-unit-a');
    await registerTeacher(email, { firstName: 'Ana' });
    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, { email, password: PASSWORD });

    await page.goto(programmePath);
    await page.getByRole('link', { name: 'Your units of work' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Custom Units' }).waitFor();
    await page.getByRole('link', { name: 'Create a new Unit of Work' }).click();

    await page.getByRole('heading', { level: 1, name: 'Build your own Music Foundations unit' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const create = page.getByRole('button', { name: 'Create unit' });
    expect(await create.isDisabled()).toBe(true);
    for (const strand of ['Pitch and Melody', 'Listening and Appraising', 'Composing and Improvising']) {
      await page.getByRole('checkbox', { name: strand }).check();
    }
    expect(await create.isDisabled()).toBe(true);
    // The fourth strand, by keyboard: the last one the builder allows.
    await page.getByRole('checkbox', { name: 'Singing' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Singing' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Rhythm and Pulse' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Performing' }).isDisabled()).toBe(true);
    expect(await create.isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Name your unit' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Unit name' }).fill('Voices and ears');
    expect(await save.isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await save.click();

    // Saved: back on the list, with the new unit.
    await page.waitForURL(`**${programmePath}/custom-unit`);
    await page.getByRole('heading', { level: 2, name: 'Voices and ears' }).waitFor();
    await page.getByRole('link', { name: /^View/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Voices and ears' }).waitFor();
    const unitUrl = new URL(page.url()).pathname;
    expect(unitUrl).toMatch(new RegExp(`^${programmePath}/custom-unit/[a-z0-9]+$`));
    await page.getByText('These lessons draw on the activities that match the strands you chose.').waitFor();
    // Pitch, listening, singing and composing suit all three lessons of the plan (the CMS's lesson rule).
    const lessonTitles = await page
      .getByRole('region', { name: 'Lessons' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(lessonTitles).toEqual(['Rhythm and Pitch Explorers', 'Listen, Sing and Perform', 'Create and Compose']);

    // A lesson of the unit: its pool keeps only activities of the chosen strands.
    await page.getByRole('link', { name: /^See lesson overview Listen, Sing and Perform/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Lesson overview' }).waitFor();
    const activities = page.getByRole('region', { name: 'Activities' });
    await activities.getByRole('link', { name: 'High and Low Sounds', exact: true }).waitFor();
    expect(await activities.getByRole('link', { name: 'The Echo Song', exact: true }).count()).toBe(1);
    // Marching to the Pulse is rhythm and performing: neither was chosen.
    expect(await activities.getByRole('link', { name: 'Marching to the Pulse', exact: true }).count()).toBe(0);
    const trail = page.getByRole('navigation', { name: 'breadcrumb' });
    expect(await trail.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Primary',
      'Music Foundations',
      'Your Custom Units',
      'Voices and ears',
    ]);

    // Lesson mode teaches the same activities, in the overview's order, every one of them (issue 44): Marching to the
    // Pulse has slides, but not the unit's strands.
    const overviewActivities = (await activities.getByRole('link').allTextContents()).filter(
      (text) => !text.startsWith('View in Activity Library'),
    );
    await startLessonLink(page).click();
    await page.locator('.lesson-mode__counter-main').waitFor();
    await page.getByRole('button', { name: 'Activities', exact: true }).click();
    const list = page.getByRole('dialog', { name: /^Activities: / });
    await list.locator('.lesson-mode__item-title').first().waitFor();
    const taught = await list.locator('.lesson-mode__item-title').allTextContents();
    expect(taught).toEqual(overviewActivities);
    expect(taught).not.toContain('Marching to the Pulse');
    await page.keyboard.press('Escape');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Lesson overview' }).waitFor();

    // An activity inside it.
    await activities.getByRole('link', { name: 'High and Low Sounds', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'High and Low Sounds' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${unitUrl}/lesson/[a-z0-9]+/activity/[a-z0-9]+`));
    // The heading shows while the page loads (its skeleton knows the title): wait for the page's own trail.
    await trail.getByRole('link', { name: 'Your Custom Units' }).waitFor();
    expect(await trail.getByRole('link', { name: 'Your Custom Units' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Next: The Echo Song' }).count()).toBe(1);

    // Another teacher cannot open it.
    const other = uniqueEmail('custom-unit-b');
    await registerTeacher(other, { firstName: 'Ben' });
    const { page: otherPage, pageErrors: otherErrors } = await openPage(browser, '/');
    await signInAs(otherPage, { email: other, password: PASSWORD });
    await otherPage.goto(unitUrl);
    await otherPage.getByRole('heading', { level: 1, name: 'Lost?' }).waitFor();
    expect(await otherPage.getByText('Voices and ears').count()).toBe(0);
    await otherPage.goto(`${programmePath}/custom-unit`);
    await otherPage.getByRole('heading', { level: 1, name: 'Your Custom Units' }).waitFor();
    await otherPage.getByText(/You have not built a unit of work/).waitFor();
    expect(otherErrors).toEqual([]);

    // Back to the unit, and delete it (after confirming).
    await trail.getByRole('link', { name: 'Voices and ears' }).click();
    await page.getByRole('button', { name: 'Delete this unit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this unit?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`**${programmePath}/custom-unit`);
    await page.getByText(/You have not built a unit of work/).waitFor();
    await page.goto(unitUrl);
    await page.getByRole('heading', { level: 1, name: 'Lost?' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
