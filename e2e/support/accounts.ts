import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { cmsQuery } from './cms';

/** Accounts for the journeys about signing up, signing in and member accounts. */

let counter = 0;
/** A fresh address per call, so journeys (and their retries) never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'Classroom42';

/** Registers a teacher through the CMS's REST call (for journeys not about registering itself). */
export async function registerTeacher(
  email: string,
  { firstName = 'Jo', skipTrial = false }: { firstName?: string; skipTrial?: boolean } = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      username: email,
      password: PASSWORD,
      user_profile_data: { first_name: firstName, last_name: 'Tester', postcode: 'LS1 4AP' },
      skip_trial: skipTrial,
    }),
  });
  const body = (await response.json()) as { jwt?: string; error?: { message: string } };
  if (!response.ok || !body.jwt)
    throw new Error(`Could not register ${email}: ${body.error?.message ?? response.status}`);
  return body.jwt;
}

export async function apiLoginStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  return response.status;
}

/** Logs in through the header's login panel, as a teacher would. */
export async function logInThroughPanel(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).click();
  const panel = page.getByRole('dialog', { name: 'Log In' });
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Log In' }).click();
}

/** A seeded lesson's overview path and title. */
export async function findLesson(token: string): Promise<{ path: string; title: string; documentId: string }> {
  const { schemes } = await cmsQuery<{
    schemes: {
      documentId: string;
      programme: { slug: string; audience: { slug: string } } | null;
      lessons: { documentId: string; title: string }[];
    }[];
  }>(`{ schemes { documentId programme { slug audience { slug } } lessons { documentId title } } }`, {}, token);
  for (const scheme of schemes) {
    const [lesson] = scheme.lessons;
    if (lesson && scheme.programme) {
      return {
        path: `/${scheme.programme.audience.slug}/${scheme.programme.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`,
        title: lesson.title,
        documentId: lesson.documentId,
      };
    }
  }
  throw new Error('No seeded lesson found');
}

/** Whether the CMS gives this token any lesson data (GraphQL). */
export async function readsLessons(token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ lessons { documentId title } }' }),
  });
  const body = (await response.json()) as { data?: { lessons?: unknown[] | null } | null; errors?: unknown[] };
  return !body.errors && (body.data?.lessons?.length ?? 0) > 0;
}

/** A token the product signed for a user, but already expired (HS256 with the secret run-e2e.mjs gave it). */
export function expiredToken(userId: number | string): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set: run the journeys with run-e2e.mjs');
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: Number(userId), iat: now - 7200, exp: now - 3600 })}`;
  const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
