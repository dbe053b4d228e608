import { describe, expect, it } from 'vitest';
import { PASSWORD, registration, uniqueEmail } from './accounts';
import { cmsUrl } from './client';

/** A call from a given client address, as the proxy in front reports it (the harness trusts it: IS_PROXIED). */
async function from(address: string, pathname: string, payload: unknown) {
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { jwt?: string; error: { message: string } };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

const signIn = (address: string, identifier: string, password: string) =>
  from(address, '/api/auth/local', { identifier, password });

let addresses = 0;
/** A fresh client address for each use (documentation ranges: nothing is ever sent there). */
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

async function registerFrom(address: string, email: string) {
  const { status } = await from(address, '/api/auth/local/register', registration(email));
  expect(status).toBe(200);
}

describe('sign-in limits that fit schools: per account from any address, generous per address', () => {
  it('lets a whole school behind one address sign in within a minute, and stops a flood from it', async () => {
    const school = '203.0.113.60';
    const teachers = Array.from({ length: 60 }, (_, index) => uniqueEmail(`teacher-${index}`));
    // Each teacher registered from home.
    for (const email of teachers) await registerFrom(nextAddress(), email);
    for (const email of teachers) {
      const answer = await signIn(school, email, PASSWORD);
      expect(answer.status, email).toBe(200);
      expect(answer.body.jwt).toBeTruthy();
    }
    // The harness allows 100 sign-ins a minute from one address (SIGN_IN_PER_ADDRESS_MAX).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 41; attempt += 1)
      statuses.push((await signIn(school, teachers[0], PASSWORD)).status);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another address is not held up.
    expect((await signIn(nextAddress(), teachers[1], PASSWORD)).status).toBe(200);
  }, 120_000);

  it('stops guessing one account from many addresses after 10 wrong passwords, even the right one', async () => {
    const target = uniqueEmail('guessed');
    const bystander = uniqueEmail('bystander');
    await registerFrom(nextAddress(), target);
    await registerFrom(nextAddress(), bystander);
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await signIn(nextAddress(), target, `Wrong${guess}pass`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('Invalid identifier or password');
    }
    const locked = await signIn(nextAddress(), target, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(60);
    expect(locked.body.error.message).toMatch(/too many wrong passwords/i);
    // The same identifier in capitals is the same account.
    expect((await signIn(nextAddress(), target.toUpperCase(), PASSWORD)).status).toBe(429);
    // Other accounts, from the very addresses the guesses came from, sign in as usual.
    expect((await signIn('198.51.0.2', bystander, PASSWORD)).status).toBe(200);
  });

  it('does not count right passwords against the account', async () => {
    const email = uniqueEmail('regular');
    await registerFrom(nextAddress(), email);
    for (let visit = 0; visit < 15; visit += 1) expect((await signIn(nextAddress(), email, PASSWORD)).status).toBe(200);
  });
});
