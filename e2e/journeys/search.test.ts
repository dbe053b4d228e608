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
  total: number;
  results: {
    id: string;
    kind: string;
    href: string;
    subscribersOnly: boolean;
    title: { text: string }[];
    yearGroups: string[];
  }[];
}

/** GET /api/search as the given token (or as a visitor), with facets chosen as the page's address does. */
async function search(q: string, token?: string, facets: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/search?${new URLSearchParams({ q, ...facets })}`, {
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

/** Lessons of the demo content (apps/cms/src/seed/data/programmes/listening-and-appraising.json) and their years. */
const YEAR_5_LESSON = 'Sounds of the Forest';
const YEAR_6_LESSON = 'Our Soundscape Performance';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/**
 * The school years a result's badge names: "Year 5" -> [5], "Years 3–6" -> [3, 4, 5, 6], "Reception–Year 2" -> [0, 1,
 * 2].
 */
function yearsOfBadge(label: string): number[] {
  const years: number[] = [];
  for (const part of label.replace(/^For\s*/, '').split(',')) {
    const [from, to = from] = part
      .split('–')
      .map((bound) => (/reception/i.test(bound) ? 0 : Number(/\d+/.exec(bound)?.[0])));
    for (let year = from; year <= to; year += 1) years.push(year);
  }
  return years;
}

/** The results beside the facets, each with its title and the years its badge names. */
async function shownResults(page: Page): Promise<{ title: string; years: number[] }[]> {
  const items = page.getByRole('main').locator('li.search-result');
  const shown = [];
  for (const item of await items.all()) {
    const badge = item.locator('.year-group-badges .badge').first();
    shown.push({
      title: (await item.getByRole('heading').innerText()).trim(),
      years: (await badge.count()) ? yearsOfBadge((await badge.innerText()).trim()) : [],
    });
  }
  return shown;
}

/** A page in a browser context of the given size, signed in as the demo subscriber. */
async function subscriberPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/');
  await signInAs(page, DEMO.subscriber);
  return { page, pageErrors };
}

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
    // Created and published, then linked to a unit and published (Draft & Publish, issue 31).
    const made = await adminCall('POST', '/content-manager/collection-types/api::lesson.lesson/actions/publish', {
      title,
      introduction: 'Keeping a steady beat on a zither.',
    });
    expect(made.status).toBe(200);
    const lessonId = ((await made.json()) as { data: { documentId: string } }).data.documentId;
    try {
      const linked = await adminCall(
        'POST',
        `/content-manager/collection-types/api::scheme.scheme/${units.results[0].documentId}/actions/publish`,
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

  it('narrows the results to a year group at 1366 px, keeping the choice in the address, axe-clean', async () => {
    const { page, pageErrors } = await subscriberPage(browser, DESKTOP);
    await page.goto(`/search?${new URLSearchParams({ q: 'soundscape' })}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: YEAR_6_LESSON }).waitFor();
    const before = await shownResults(page);
    expect(before.map((result) => result.title)).toContain(YEAR_5_LESSON);
    // Some results are for other years than Year 5 before the choice.
    expect(before.some((result) => !result.years.includes(5))).toBe(true);

    const facets = page.getByRole('navigation', { name: 'Narrow the results' });
    await facets.getByRole('heading', { name: 'Year group' }).waitFor();
    await facets.getByRole('link', { name: /^Year 5 \(\d+\)$/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('yearGroup') === 'Year 5' && url.searchParams.get('q') === 'soundscape',
    );
    await main
      .getByRole('status')
      .filter({ hasText: /in Year 5$/ })
      .waitFor();
    await main.getByRole('link', { name: YEAR_5_LESSON }).waitFor();

    const after = await shownResults(page);
    expect(after.map((result) => result.title)).not.toContain(YEAR_6_LESSON);
    expect(after.length).toBeLessThan(before.length);
    // Every result is for Year 5, on the page and in the server's answer.
    for (const result of after) expect(result.years, result.title).toContain(5);
    const answer = await search('soundscape', await apiSignIn(DEMO.subscriber), { yearGroup: 'Year 5', limit: '50' });
    expect(answer.results.length).toBe(after.length);
    for (const result of answer.results) expect(result.yearGroups, result.id).toContain('Year 5');
    await expect(facets.getByRole('link', { name: /^Year 5 \(\d+\)$/ }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The address is the search: opened afresh, it shows the same narrowed results.
    await page.reload();
    await main.getByRole('link', { name: YEAR_5_LESSON }).waitFor();
    expect((await shownResults(page)).map((result) => result.title)).toEqual(after.map((result) => result.title));
    expect(pageErrors).toEqual([]);
  });

  it('folds the facets behind a button on a 390 px phone, opened from the keyboard, axe-clean', async () => {
    const { page, pageErrors } = await subscriberPage(browser, PHONE);
    await page.goto(`/search?${new URLSearchParams({ q: 'soundscape', yearGroup: 'Year 5' })}`);
    const main = page.getByRole('main');
    const firstResult = main.getByRole('link', { name: YEAR_5_LESSON });
    await firstResult.waitFor();
    const facets = page.getByRole('navigation', { name: 'Narrow the results' });
    const button = main.getByRole('button', { name: 'Filters (1)' });
    // Folded: the results, not the facets, fill the first screen.
    await expect(facets.isVisible()).resolves.toBe(false);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    const box = await main.locator('li.search-result').first().boundingBox();
    expect(box!.y).toBeLessThan(PHONE.height);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    // From the keyboard: Tab from the search field's button reaches Filters, Enter opens the facets, Tab goes in.
    await main.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await facets.getByRole('link', { name: /^Year 5 \(\d+\)$/ }).waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(facets.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("reaches a year group's page from the audience home: its lessons by programme and unit, axe-clean (issue 44)", async () => {
    const { page, pageErrors } = await subscriberPage(browser, DESKTOP);
    await page.goto('/primary');
    const years = page.getByRole('region', { name: 'Find by year group' });
    await years.getByRole('link', { name: /^Year 5\b/ }).click();
    await page.waitForURL(`${baseUrl}/primary/year-5`);
    await page.getByRole('heading', { level: 1, name: 'Year 5 music' }).waitFor();
    expect(await page.title()).toContain('Year 5 music');
    // A unit's lessons are listed under it, each opening its overview.
    const lesson = page.getByRole('main').getByRole('link', { name: YEAR_5_LESSON, exact: true });
    const unitList = lesson.locator('xpath=ancestor::ol[1]');
    expect(await unitList.getAttribute('aria-labelledby')).toMatch(/^year-unit-/);
    expect(await lesson.getAttribute('href')).toMatch(/^\/primary\/[^/]+\/unit\/[^/]+\/lesson\/[^/]+$/);
    expect(await page.getByRole('main').getByText(YEAR_6_LESSON, { exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await lesson.click();
    await page.getByRole('heading', { name: /Lesson overview/ }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("reaches a year group's page from the teacher's home, which remembers the teacher's years (issue 44)", async () => {
    const { page, pageErrors } = await subscriberPage(browser, DESKTOP);
    // The home as the signed-in teacher's (the session was stored after the visitor's home had loaded).
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Your year groups' });
    const primary = panel.getByRole('group', { name: 'Primary' });
    await primary.getByRole('checkbox', { name: 'Year 5' }).check();
    await panel.getByRole('button', { name: 'Save year groups' }).click();
    const link = panel.getByRole('link', { name: 'Year 5 music (Primary)' });
    await link.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await link.click();
    await page.waitForURL(`${baseUrl}/primary/year-5`);
    await page.getByRole('main').getByRole('link', { name: YEAR_5_LESSON, exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("serves a visitor the year's page rendered, in the sitemap, with units but no lesson, axe-clean (issue 44)", async () => {
    const html = await (await fetch(`${baseUrl}/primary/year-5`)).text();
    expect(html).toContain('<title>Year 5 music');
    expect(html).toMatch(/<meta name="description" content="Primary music lessons for Year 5: /);
    expect(html).toMatch(/<h1[^>]*>Year 5 music<\/h1>/);
    expect(html).toContain('View unit of work');
    expect(html).not.toContain(YEAR_5_LESSON);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/primary/year-5</loc>');

    const { page, pageErrors } = await openPage(browser, '/primary/year-5');
    await page.getByRole('complementary', { name: 'Year 5’s lessons are for subscribers' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
