import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerTeacher, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { cmsQuery } from '../support/cms';
import { apiSignIn, DEMO, signInAs } from '../support/session';

/** A subscriber-only activity of the demo content (apps/cms/src/seed/programmes/primary.ts). */
const ACTIVITY = 'Marching to the Pulse';
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

interface Answer {
  results: { id: string; kind: string; href: string; subscribersOnly: boolean; title: { text: string }[] }[];
}

/** GET /api/search as the given token (or as a visitor). */
async function search(q: string, token?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/search?${new URLSearchParams({ q })}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

/** The admin panel's own API, as an editor in /admin uses it. */
async function adminCall(method: string, path: string, body?: unknown): Promise<Response> {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const resultsList = (page: Page) => page.getByRole('main').getByRole('listitem');

describe('a teacher searches the whole classroom', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a visitor public results and marked subscriber items without their text, axe-clean', async () => {
    const { page, pageErrors } = await openPage(browser, '/search?q=pulse');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: ACTIVITY, exact: true }).first().waitFor();
    const activity = resultsList(page)
      .filter({ has: page.getByRole('link', { name: ACTIVITY, exact: true }) })
      .first();
    await expect(activity.getByText('Subscribers', { exact: true }).count()).resolves.toBe(1);
    await expect(activity.getByText('Subscribe to see what this holds.').count()).resolves.toBe(1);
    // Public results come in full, with where they were found.
    await expect(main.getByText(/^Found in:/).count()).resolves.toBeGreaterThan(0);
    // A marked item carries its title only: the server never sent its text.
    const answer = await search('pulse');
    const locked = answer.results.filter((result) => result.subscribersOnly);
    expect(locked.length).toBeGreaterThan(0);
    for (const result of locked) expect(result).toMatchObject({ snippet: null, foundIn: ['title'] });
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('lets a subscriber open an activity from the suggestions by keyboard alone, despite a typo', async () => {
    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, DEMO.subscriber);
    await page.goto('/primary');
    await page.getByRole('main').waitFor();
    await page.keyboard.press('/');
    const box = page.getByRole('combobox');
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('puls');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.getByRole('option').first().waitFor();
    // The open suggestion list is axe-clean too.
    expect(await seriousViolations(page)).toEqual([]);
    const activities = listbox.getByRole('group', { name: 'Activities' });
    await activities.getByRole('option').first().waitFor();
    // Down through the options until the first activity is the active one: arrows only.
    const firstActivityId = await activities.getByRole('option').first().getAttribute('id');
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('ArrowDown');
      if ((await box.getAttribute('aria-activedescendant')) === firstActivityId) break;
    }
    expect(await box.getAttribute('aria-activedescendant')).toBe(firstActivityId);
    const chosen = (await activities.getByRole('option').first().innerText()).trim();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: chosen }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/activit/);
    expect(pageErrors).toEqual([]);
  });

  it('finds a lesson an editor has just made on the next search, and forgets it once deleted', async () => {
    const units = (await (
      await adminCall('GET', '/content-manager/collection-types/api::scheme.scheme?pageSize=1')
    ).json()) as { results: { documentId: string }[] };
    const title = `Pulse of the Zither ${Date.now()}`;
    const made = await adminCall('POST', '/content-manager/collection-types/api::lesson.lesson', {
      title,
      introduction: 'Keeping a steady beat on a zither.',
    });
    expect(made.status).toBe(201);
    const lessonId = ((await made.json()) as { data: { documentId: string } }).data.documentId;
    try {
      const linked = await adminCall(
        'PUT',
        `/content-manager/collection-types/api::scheme.scheme/${units.results[0].documentId}`,
        { lessons: { connect: [{ documentId: lessonId }] } },
      );
      expect(linked.status).toBe(200);
      const { page, pageErrors } = await openPage(browser, '/');
      await signInAs(page, DEMO.subscriber);
      await page.goto(`/search?${new URLSearchParams({ q: 'zither' })}`);
      await page.getByRole('main').getByRole('link', { name: title }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await adminCall('DELETE', `/content-manager/collection-types/api::lesson.lesson/${lessonId}`);
    }
    const token = await registerTeacher(uniqueEmail('search-after'));
    expect((await search('zither', token)).results.find((result) => result.id === `lesson:${lessonId}`)).toBe(
      undefined,
    );
  });

  it("never shows another teacher's playlist", async () => {
    // One demo teacher keeps a playlist with a name no content has.
    const ownerToken = await apiSignIn(DEMO.owner);
    const name = `Quokka pulse playlist ${Date.now()}`;
    const { createPlaylist } = await cmsQuery<{ createPlaylist: { documentId: string } }>(
      `mutation ($data: PlaylistInput!) { createPlaylist(data: $data) { documentId } }`,
      { data: { title: name, playlist_item: [] } },
      ownerToken,
    );
    try {
      // Its owner finds it.
      const owner = await search('quokka', ownerToken);
      expect(owner.results.filter((result) => result.kind === 'playlist').map((result) => result.href)).toEqual([
        `/playlists/${createPlaylist.documentId}`,
      ]);

      // Another demo teacher never does: not on the page, not in the suggestions, not in the answer.
      const { page, pageErrors } = await openPage(browser, '/');
      const otherToken = await signInAs(page, DEMO.subscriber);
      await page.goto(`/search?${new URLSearchParams({ q: 'quokka' })}`);
      await page
        .getByRole('main')
        .getByText(/for ‘quokka’/)
        .first()
        .waitFor();
      await expect(page.getByText(name).count()).resolves.toBe(0);
      const suggested = page.waitForResponse((response) => response.url().includes('/api/search'));
      await page.getByRole('combobox').first().fill('quokka');
      await suggested;
      await expect(
        page
          .getByRole('listbox', { name: 'Suggestions' })
          .getByText(/Quokka/)
          .count(),
      ).resolves.toBe(0);
      for (const token of [otherToken, await apiSignIn(DEMO.registered), undefined]) {
        expect(JSON.stringify(await search('quokka', token))).not.toContain('Quokka');
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await cmsQuery(
        `mutation ($documentId: ID!) { deletePlaylist(documentId: $documentId) { documentId } }`,
        { documentId: createPlaylist.documentId },
        ownerToken,
      );
    }
  });
});
