import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './browser';
import { cmsQuery } from './cms';

export interface Account {
  email: string;
  password: string;
}

/** The seeded demo accounts (apps/cms/src/seed/accounts.ts). */
export const DEMO = {
  subscriber: { email: 'subscriber@example.com', password: 'Teacher123' },
  registered: { email: 'registered@example.com', password: 'Teacher123' },
  owner: { email: 'owner@example.com', password: 'Teacher123' },
  member: { email: 'member@example.com', password: 'Teacher123' },
} satisfies Record<string, Account>;

/**
 * Signs in through the CMS's REST call and returns the token. The auth routes are rate limited, as they should be, so
 * the run signs each account in once and shares the token between journeys (run-e2e.mjs names the cache file).
 */
export async function apiSignIn(account: Account): Promise<string> {
  const cacheFile = process.env.E2E_TOKEN_CACHE;
  const cache: Record<string, string> =
    cacheFile && fs.existsSync(cacheFile) ? JSON.parse(fs.readFileSync(cacheFile, 'utf8')) : {};
  if (cache[account.email]) return cache[account.email];
  const response = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  const body = (await response.json()) as { jwt?: string; error?: { message: string } };
  if (!body.jwt) throw new Error(`Sign-in failed for ${account.email}: ${body.error?.message ?? response.status}`);
  if (cacheFile) fs.writeFileSync(cacheFile, JSON.stringify({ ...cache, [account.email]: body.jwt }));
  return body.jwt;
}

/**
 * Starts a page already signed in, by writing the stored session (SPEC-GUIDE §3) the way the app does after login.
 * Journeys about signing in itself use the login panel instead.
 */
export async function signInAs(page: Page, account: Account): Promise<string> {
  const token = await apiSignIn(account);
  const { me } = await cmsQuery<{
    me: {
      id: string;
      documentId: string;
      username: string;
      email: string;
      role: { type: string; description: string };
      user_profile: Record<string, unknown> | null;
    };
  }>(
    `{ me { id documentId username email role { type description } user_profile { salutation first_name last_name phone_number school role address_1 address_2 postcode user_updated } } }`,
    {},
    token,
  );
  if (!page.url().startsWith(baseUrl)) await page.goto('/');
  // As apps/web/src/lib/me.ts stores it after a login.
  await page.evaluate(
    ({ token, me }) => {
      localStorage.setItem('token', token);
      localStorage.setItem(
        'user',
        JSON.stringify({ id: me.id, documentId: me.documentId, username: me.username, email: me.email }),
      );
      localStorage.setItem('userRole', JSON.stringify(me.role));
      if (me.user_profile) localStorage.setItem('userProfile', JSON.stringify(me.user_profile));
    },
    { token, me },
  );
  return token;
}

/**
 * A fresh browser context where service workers may run (offline saves), signed in as the demo subscriber, with
 * the page's errors collected.
 */
export async function subscriberWithServiceWorker(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/');
  await signInAs(page, DEMO.subscriber);
  return { context, page, errors };
}
