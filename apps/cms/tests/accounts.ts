import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { cmsUrl, graphql } from './client';
import { webOperation } from './web-documents';

/** Helpers for the accounts tests: JSON calls, registration, the `me` query, mails in the outbox, the admin API. */

export interface ApiError {
  status: number;
  name: string;
  message: string;
  details?: { errors?: { path: string[]; message: string }[] };
}

export async function call<T = Record<string, unknown>>(
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T & { error?: ApiError } }> {
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed as T & { error?: ApiError } };
}

export const post = <T = Record<string, unknown>>(pathname: string, body: unknown, token?: string) =>
  call<T>('POST', pathname, body, token);

/** The field errors of a response as `path -> message`, paths joined with dots (`user_profile_data.first_name`). */
export function fieldErrors(error: ApiError | undefined): Record<string, string> {
  return Object.fromEntries((error?.details?.errors ?? []).map((entry) => [entry.path.join('.'), entry.message]));
}

let counter = 0;
/** A fresh address per call, so tests never collide (and each gets its own rate-limit bucket). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'Classroom42';

export function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    username: email,
    password: PASSWORD,
    user_profile_data: { first_name: 'Jo', last_name: 'Bloggs', postcode: 'LS1 4AP' },
    ...extra,
  };
}

/** Registers a new teacher and returns the token the registration answers (SPEC §7: `{ jwt, user }`). */
export async function register(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await post<{ jwt?: string }>('/api/auth/local/register', registration(email, extra));
  if (status !== 200 || !body.jwt) throw new Error(`Registration of ${email} failed: ${JSON.stringify(body)}`);
  return body.jwt;
}

export async function login(identifier: string, password: string) {
  return post<{ jwt?: string; user?: { id: number; email: string } }>('/api/auth/local', { identifier, password });
}

export interface Me {
  id: string;
  email: string;
  role: { type: string; description: string | null };
  user_profile: Record<string, string | boolean | null> | null;
}

export async function me(token: string): Promise<Me> {
  // The web app's own `me` (apps/web/src/lib/me.ts), so the tests read the account as the browser does.
  const result = await graphql<{ me: Me }>(webOperation('Me'), {}, token);
  if (!result.data?.me) throw new Error(`me failed: ${JSON.stringify(result.errors)}`);
  return result.data.me;
}

export async function roleOf(token: string): Promise<string> {
  return (await me(token)).role.type;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

function readMails(): Mail[] {
  const dir = inject('outboxDir');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const content = fs.readFileSync(path.join(dir, name), 'utf8');
      const [head, ...rest] = content.split('\n\n');
      const header = (key: string) => head.match(new RegExp(`^${key}: (.*)$`, 'm'))?.[1] ?? '';
      return { to: header('To'), subject: header('Subject'), text: rest.join('\n\n'), file: name };
    });
}

export function mailsTo(address: string): Mail[] {
  return readMails().filter((mail) => mail.to === address);
}

/** Waits for the next mail to an address (mails leave in the background, so a moment after the call). */
export async function nextMailTo(address: string, seenBefore = 0, timeoutMs = 5000): Promise<Mail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = mailsTo(address);
    if (mails.length > seenBefore) return mails[mails.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail arrived for ${address}`);
}

export function linkIn(mail: Mail, pathname: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${pathname.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`No ${pathname} link in the mail to ${mail.to}:\n${mail.text}`);
  return new URL(match[0]);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (polling), or fails with the last value seen. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  let value = await read();
  while (!check(value) && Date.now() - started < timeoutMs) {
    await sleep(250);
    value = await read();
  }
  return value;
}

/** A call from a given client address, as the proxy in front reports it (the harness trusts it: IS_PROXIED). */
export async function fromAddress(address: string, pathname: string, payload: unknown) {
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { jwt?: string; error: { message: string } };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

/** A sign-in from a given client address. */
export const signInFrom = (address: string, identifier: string, password: string) =>
  fromAddress(address, '/api/auth/local', { identifier, password });
