import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PASSWORD, registerTeacher, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { signInAs } from '../support/session';

/** The demo content this journey collects (apps/cms/src/seed/programmes/primary.ts). */
const PROGRAMME = '/primary/music-foundations';
const ACTIVITY = 'Marching to the Pulse';
const AUDIO_PAGE = 'The Echo Song';

const itemTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Playlist items' })
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim()));

describe('a teacher keeps a playlist of activities and audio', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('collects an activity and an audio page, reorders by keyboard, removes, saves, cancels, renames and deletes', async () => {
    const email = uniqueEmail('playlist-a');
    await registerTeacher(email, { firstName: 'Pia' });
    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, { email, password: PASSWORD });

    // An activity into a new playlist, from the activity page.
    await page.goto(PROGRAMME);
    await page.getByRole('link', { name: /^View unit of work Pulse and Rhythm/ }).click();
    await page.getByRole('link', { name: /^See lesson overview Finding the Pulse/ }).click();
    await page.getByRole('link', { name: ACTIVITY, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ACTIVITY }).waitFor();
    const activityPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
    await dialog.getByLabel('Playlist name').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Playlist name').fill('Friday music');
    await dialog.getByRole('button', { name: 'Add activity' }).click();
    await page.getByText(`‘${ACTIVITY}’ was added to your new playlist ‘Friday music’.`).waitFor();

    // An audio page into the same playlist, chosen from the list.
    await page.goto(PROGRAMME);
    await page.getByRole('main').getByRole('link', { name: 'Audio Library', exact: true }).click();
    await page.getByRole('link', { name: 'Explore Songs for Singing' }).click();
    await page.getByRole('link', { name: `Explore ${AUDIO_PAGE}` }).click();
    await page.getByRole('heading', { level: 1, name: AUDIO_PAGE }).waitFor();
    const audioPath = new URL(page.url()).pathname;
    await page
      .getByRole('button', { name: /^Add to a playlist/ })
      .first()
      .click();
    const audioDialog = page.getByRole('dialog', { name: 'Add to a playlist' });
    await audioDialog.getByLabel('Select a playlist').selectOption({ label: 'Friday music' });
    expect(await seriousViolations(page)).toEqual([]);
    await audioDialog.getByRole('button', { name: 'Add audio' }).click();
    await page.getByText(/was added to your playlist ‘Friday music’\./).waitFor();
    await page.getByRole('link', { name: 'View playlist' }).click();

    // Both are there, linking back to where they were added from.
    await page.getByRole('heading', { level: 1, name: 'Friday music' }).waitFor();
    const playlistUrl = page.url();
    const titles = await itemTitles(page);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toBe(ACTIVITY);
    const audioTitle = titles[1]!;
    expect(await page.getByRole('link', { name: ACTIVITY, exact: true }).getAttribute('href')).toBe(activityPath);
    expect(await page.getByRole('link', { name: audioTitle, exact: true }).getAttribute('href')).toBe(audioPath);
    expect(await page.getByRole('link', { name: 'Start Lesson' }).getAttribute('href')).toBe(
      `${new URL(playlistUrl).pathname}/slides`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: pick the activity up, move it below the audio, drop it; remove the audio; save.
    await page.getByRole('button', { name: 'Edit playlist contents' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    // exact: 'Remove …' contains 'move …'.
    await page.getByRole('button', { name: `Move ${ACTIVITY}`, exact: true }).focus();
    // Each step waits for what a screen reader hears, so a slow machine cannot outrun the drag.
    const heard = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await heard(`Picked up ${ACTIVITY}.`);
    const moved = page.getByText(`Moved ${ACTIVITY} to position 2 of 2.`, { exact: true });
    for (let step = 0; step < 12 && !(await moved.count()); step += 1) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(100);
    }
    await moved.waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await heard(`Dropped ${ACTIVITY} at position 2 of 2.`);
    await expect.poll(() => itemTitles(page)).toEqual([audioTitle, ACTIVITY]);
    await page.getByRole('button', { name: `Remove ${audioTitle}` }).click();
    expect(await itemTitles(page)).toEqual([ACTIVITY]);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit playlist contents' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Friday music' }).waitFor();
    await expect.poll(() => itemTitles(page)).toEqual([ACTIVITY]);

    // An edit cancelled is undone.
    await page.getByRole('button', { name: 'Edit playlist contents' }).click();
    await page.getByRole('button', { name: `Remove ${ACTIVITY}` }).click();
    expect(await itemTitles(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => itemTitles(page)).toEqual([ACTIVITY]);

    // Renamed, then deleted: back to the list, which no longer has it.
    await page.getByRole('button', { name: 'Edit playlist details' }).click();
    await page.getByLabel('Playlist name').fill('Friday assembly');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Friday assembly' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Friday assembly' }).waitFor();

    // Another teacher opening its address finds nothing there.
    const other = uniqueEmail('playlist-b');
    await registerTeacher(other, { firstName: 'Bo' });
    const b = await openPage(browser, '/');
    await signInAs(b.page, { email: other, password: PASSWORD });
    await b.page.goto(playlistUrl);
    await b.page.getByRole('heading', { name: 'Lost?' }).waitFor();
    await b.page.goto('/playlists');
    await b.page.getByText('Create your own playlists of audio and activities').waitFor();

    await page.getByRole('button', { name: 'Edit playlist details' }).click();
    await page.getByRole('button', { name: 'Delete playlist' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.waitForURL(`${baseUrl}/playlists`);
    expect(await page.getByRole('link', { name: /Friday assembly/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    expect(b.pageErrors).toEqual([]);
  });
});
