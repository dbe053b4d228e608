import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { cmsQuery } from '../support/cms';
import { setUserRole } from '../support/admin';
import { apiSignIn, DEMO } from '../support/session';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('a family opens a Music at Home link their teacher shared', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the library and its activities without an account', async () => {
    const token = await apiSignIn(DEMO.subscriber);
    const { programmes } = await cmsQuery<{
      programmes: {
        slug: string;
        audience: { slug: string };
        activity_at_home_library: { title: string; activities: { title: string }[] } | null;
      }[];
    }>(`{ programmes { slug audience { slug } activity_at_home_library { title activities { title } } } }`, {}, token);
    const programme = programmes.find((candidate) => candidate.activity_at_home_library)!;
    const library = programme.activity_at_home_library!;
    const link = await fetch(`${baseUrl}/api/at-home/link?programme=${programme.slug}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { code } = ((await link.json()) as { data: { code: string } }).data;

    // The server sends the library with its content (no script needed), and keeps no copy: a link can end any time.
    const familyPath = `/${programme.audience.slug}/${programme.slug}/at-home/${code}`;
    for (const attempt of [1, 2]) {
      const response = await fetch(`${baseUrl}${familyPath}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache'), `attempt ${attempt}`).toBe('BYPASS');
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(library.title)}</h1>`));
      for (const activity of library.activities) expect(root).toContain(escapeHtml(activity.title));
    }

    // A fresh browser context: no session, as a family at home.
    const { page, pageErrors } = await openPage(
      browser,
      `/${programme.audience.slug}/${programme.slug}/at-home/${code}`,
    );
    await page.getByRole('heading', { level: 1, name: library.title }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const [first, second] = library.activities;
    await page.getByRole('link', { name: `Explore ${first.title}` }).click();
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.getByRole('link', { name: 'Next activity' }).click();
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page.getByRole('link', { name: 'Previous activity' }).waitFor();

    // A forged link: the same code with its last character changed.
    const forged = code.slice(0, -1) + (code.endsWith('Z') ? 'Y' : 'Z');
    await page.goto(`/${programme.audience.slug}/${programme.slug}/at-home/${forged}`);
    await page.getByText('This Music at Home link is not valid', { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("stops working once the sharing teacher's subscription ends, and works again when it is renewed", async () => {
    const token = await apiSignIn(DEMO.owner);
    const { programmes } = await cmsQuery<{
      programmes: { slug: string; audience: { slug: string }; activity_at_home_library: { title: string } | null }[];
    }>(`{ programmes { slug audience { slug } activity_at_home_library { title } } }`, {}, token);
    const programme = programmes.find((candidate) => candidate.activity_at_home_library)!;
    const link = await fetch(`${baseUrl}/api/at-home/link?programme=${programme.slug}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { code } = ((await link.json()) as { data: { code: string } }).data;
    const familyUrl = `/${programme.audience.slug}/${programme.slug}/at-home/${code}`;

    const { page } = await openPage(browser, familyUrl);
    await page.getByRole('heading', { level: 1, name: programme.activity_at_home_library!.title }).waitFor();
    try {
      await setUserRole(DEMO.owner.email, 'authenticated'); // an editor ends the subscription
      await page.reload();
      await page.getByText('This Music at Home link is no longer active', { exact: false }).waitFor();
    } finally {
      await setUserRole(DEMO.owner.email, 'active_subscriber');
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: programme.activity_at_home_library!.title }).waitFor();
  });
});
