import { describe, expect, it } from 'vitest';
import { fromAddress, PASSWORD, registration, signInFrom, uniqueEmail } from './accounts';

/**
 * A school's staff behind one address (the school's), together: registering, asking for password mails and signing in
 * within a minute all pass the per-address limits, and a flood from that address stops at the sign-in bound.
 * The bounds on guessing: tests/sign-in-limits.test.ts.
 */
describe('a school together from one address', () => {
  const school = '203.0.113.61';
  // The staff's accounts: the second test signs in those the first registered.
  const teachers = Array.from({ length: 60 }, (_, index) => uniqueEmail(`inset-${index}`));

  it('lets 60 teachers register and ask for password mails from the school within a minute', async () => {
    const registered: number[] = [];
    // Staff at their computers at once, ten at a time.
    for (let start = 0; start < teachers.length; start += 10) {
      const batch = teachers.slice(start, start + 10);
      registered.push(
        ...(await Promise.all(
          batch.map(
            async (email) => (await fromAddress(school, '/api/auth/local/register', registration(email))).status,
          ),
        )),
      );
    }
    expect(registered).toEqual(teachers.map(() => 200));
    const mails = await Promise.all(
      teachers.map(async (email) => (await fromAddress(school, '/api/auth/forgot-password', { email })).status),
    );
    expect(mails).toEqual(teachers.map(() => 200));
    // 60 password hashes and 60 mails: 50.3 s beside a busy loop (e3f1489's run).
  }, 240_000);

  it('lets them all sign in there within a minute, and stops a flood from it', async () => {
    // Everyone signs in at 9 o'clock.
    for (const email of teachers) {
      const answer = await signInFrom(school, email, PASSWORD);
      expect(answer.status, email).toBe(200);
      expect(answer.body.jwt).toBeTruthy();
    }
    // The harness allows 100 sign-ins a minute from one address (SIGN_IN_PER_ADDRESS_MAX).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 41; attempt += 1) {
      statuses.push((await signInFrom(school, teachers[0], PASSWORD)).status);
    }
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another address is not held up.
    expect((await signInFrom('203.0.113.62', teachers[1], PASSWORD)).status).toBe(200);
    // 102 sign-ins, each a password hash: 43.7 s beside a busy loop (73808d9's run).
  }, 180_000);
});
