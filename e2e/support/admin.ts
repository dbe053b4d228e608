import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The seeded CMS administrator, doing what an editor does in /admin, through the admin panel's own API. */
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

/** Signs the editor in to the real admin panel by its form, as an editor does. */
export async function signInToAdminPanel(page: Page): Promise<void> {
  await page.goto('/admin/auth/login');
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: /^Log ?in$/i }).click();
  // The admin panel's first load is slow on a loaded machine.
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'), { timeout: 90_000 });
}

/** The link the edit view's Preview opens for an entry's draft: its real page with a short-lived preview token. */
export async function previewUrl(uid: string, documentId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  const body = (await response.json()) as { data?: { url?: string } };
  if (!body.data?.url) throw new Error(`No preview link for ${uid} ${documentId}: ${response.status}`);
  return body.data.url;
}

/**
 * The editor's admin-panel token. The panel allows 5 sign-ins per address and e-mail in 5 minutes, as it should, so
 * the run signs the editor in once and shares the token between journeys (the cache file of run-e2e.mjs).
 */
export async function adminToken(): Promise<string> {
  const cacheFile = process.env.E2E_TOKEN_CACHE;
  const cache: Record<string, string> =
    cacheFile && fs.existsSync(cacheFile) ? JSON.parse(fs.readFileSync(cacheFile, 'utf8')) : {};
  const key = `admin:${ADMIN.email}`;
  if (cache[key]) return cache[key];
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`The editor could not sign in to /admin: ${response.status}`);
  if (cacheFile) fs.writeFileSync(cacheFile, JSON.stringify({ ...cache, [key]: body.data.token }));
  return body.data.token;
}

/** Gives a user another role, as an editor granting or ending a subscription does. */
export async function setUserRole(email: string, roleType: 'active_subscriber' | 'authenticated'): Promise<void> {
  const token = await adminToken();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { roles } = (await (await fetch(`${baseUrl}/users-permissions/roles`, { headers })).json()) as {
    roles: { id: number; type: string }[];
  };
  const role = roles.find((candidate) => candidate.type === roleType)!;
  const users = (await (
    await fetch(
      `${baseUrl}/content-manager/collection-types/plugin::users-permissions.user?filters[email][$eq]=${encodeURIComponent(email)}`,
      { headers },
    )
  ).json()) as { results: { documentId: string }[] };
  const response = await fetch(
    `${baseUrl}/content-manager/collection-types/plugin::users-permissions.user/${users.results[0].documentId}`,
    {
      method: 'PUT',
      headers,
      body: JSON.stringify({ role: { connect: [{ id: role.id }] } }),
    },
  );
  if (!response.ok) throw new Error(`Could not set ${email}'s role: ${response.status}`);
}

/**
 * Changes fields of a collection-type entry and publishes them, as an editor pressing Publish in /admin does (with
 * Draft & Publish a plain save is a draft that teachers never see: issue 31).
 */
export async function updateEntry(uid: string, documentId: string, data: Record<string, unknown>): Promise<void> {
  const token = await adminToken();
  const response = await fetch(`${baseUrl}/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!response.ok)
    throw new Error(`Could not update ${uid} ${documentId}: ${response.status} ${await response.text()}`);
}
