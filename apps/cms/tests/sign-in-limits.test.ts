import { describe, expect, it } from 'vitest';
import {
  fromAddress as from,
  linkIn,
  nextMailTo,
  PASSWORD,
  registration,
  signInFrom as signIn,
  uniqueEmail,
} from './accounts';
import { clientAddress } from '../src/accounts/sign-in-limits';

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

// A school's staff registering, asking for password mails and signing in together from one address:
// tests/school-sign-ins.test.ts.
describe('sign-in limits that lock nobody out: per account and address, per account', () => {
  it('does not lock the owner out with wrong passwords from other addresses (SIGN_IN_FAILURES_MAX is per address)', async () => {
    const target = uniqueEmail('targeted');
    const home = nextAddress();
    await registerFrom(home, target);
    for (let guess = 0; guess < 12; guess += 1) {
      const answer = await signIn(nextAddress(), target, `Wrong${guess}pass`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('Invalid identifier or password');
    }
    const owner = await signIn(home, target, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.jwt).toBeTruthy();
    // From a place the owner has never signed in from too: 12 failures are far from the account's overall bound.
    expect((await signIn(nextAddress(), target.toUpperCase(), PASSWORD)).status).toBe(200);
  }, 60_000); // 15 password hashes: 11 s on PostgreSQL in a run at full load

  it('bounds guessing from one address: after 10 wrong passwords it waits, even with the right one', async () => {
    const target = uniqueEmail('guessed');
    const bystander = uniqueEmail('bystander');
    const home = nextAddress();
    await registerFrom(home, target);
    await registerFrom(nextAddress(), bystander);
    const guesser = nextAddress();
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await signIn(guesser, target, `Wrong${guess}pass`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('Invalid identifier or password');
    }
    const refused = await signIn(guesser, target, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(60);
    expect(refused.body.error.message).toMatch(/too many wrong passwords/i);
    // The same identifier in capitals is the same account.
    expect((await signIn(guesser, ` ${target.toUpperCase()}`, PASSWORD)).status).toBe(429);
    // The owner at home, and other accounts from the guessing address, sign in as usual.
    expect((await signIn(home, target, PASSWORD)).status).toBe(200);
    expect((await signIn(guesser, bystander, PASSWORD)).status).toBe(200);
  }, 60_000); // 13 password hashes

  it("bounds guessing one account from many addresses (SIGN_IN_ACCOUNT_FAILURES_MAX), never at the owner's addresses", async () => {
    const target = uniqueEmail('besieged');
    const home = nextAddress();
    const school = nextAddress();
    await registerFrom(home, target);
    // The owner has signed in at home and at school before.
    expect((await signIn(home, target, PASSWORD)).status).toBe(200);
    expect((await signIn(school, target, PASSWORD)).status).toBe(200);
    // The harness allows 16 wrong passwords an hour for one account from all addresses together.
    const guessers = Array.from({ length: 16 }, nextAddress);
    for (const [guess, guesser] of guessers.entries()) {
      expect((await signIn(guesser, target, `Wrong${guess}pass`)).status).toBe(400);
    }
    // No more guesses from anywhere else: not from a new address, not from one that guessed once, right or wrong.
    const fresh = await signIn(nextAddress(), target, PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.retryAfter)).toBeGreaterThan(60);
    expect(fresh.body.error.message).toMatch(/too many wrong passwords/i);
    expect((await signIn(guessers[0], target, PASSWORD)).status).toBe(429);
    expect((await signIn(nextAddress(), target, 'Wrong99pass')).status).toBe(429);
    // The owner signs in from home and from school all the same.
    expect((await signIn(home, target, PASSWORD)).status).toBe(200);
    expect((await signIn(school, target, PASSWORD)).status).toBe(200);
    // Away from both, the mailed password link signs them in, and that address is theirs from then on.
    const away = nextAddress();
    expect((await from(away, '/api/auth/forgot-password', { email: target })).status).toBe(200);
    const code = linkIn(await nextMailTo(target), '/account/reset-password?code=').searchParams.get('code');
    const reset = await from(away, '/api/auth/reset-password', {
      code,
      password: 'Regained42',
      passwordConfirmation: 'Regained42',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toBeTruthy();
    expect((await signIn(away, target, 'Regained42')).status).toBe(200);
    expect((await signIn(nextAddress(), target, 'Regained42')).status).toBe(429);
  }, 60_000);

  it('does not count right passwords against the account', async () => {
    const email = uniqueEmail('regular');
    await registerFrom(nextAddress(), email);
    for (let visit = 0; visit < 15; visit += 1) expect((await signIn(nextAddress(), email, PASSWORD)).status).toBe(200);
  }, 60_000); // 15 sign-ins, each a password hash: 11 s on PostgreSQL beside a busy core
});

const REGISTER = '/api/auth/local/register';
const FORGOT = '/api/auth/forgot-password';

describe('registration and password mails: one e-mail address not flooded', () => {
  it('limits registrations and password mails for one e-mail address, from any address (AUTH_RATE_LIMIT_PER_EMAIL_MAX)', async () => {
    const email = uniqueEmail('popular');
    // Forms sent back with a field error mail nobody and do not count.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await from(nextAddress(), REGISTER, { ...registration(email), password: 'short' })).status).toBe(400);
    }
    // The harness keeps the default: 5 an hour for one e-mail address (the first creates the account, the others
    // are told the address is taken and mail its owner).
    expect((await from(nextAddress(), REGISTER, registration(email))).status).toBe(200);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await from(nextAddress(), REGISTER, registration(email.toUpperCase()))).status).toBe(400);
    }
    const refused = await from(nextAddress(), REGISTER, registration(email));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(60);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await from(nextAddress(), FORGOT, { email })).status).toBe(200);
    }
    expect((await from(nextAddress(), FORGOT, { email: ` ${email.toUpperCase()}` })).status).toBe(429);
    // Other addresses are not held up, and the owner still signs in.
    expect((await from(nextAddress(), REGISTER, registration(uniqueEmail('next-door')))).status).toBe(200);
    expect((await from(nextAddress(), FORGOT, { email: uniqueEmail('next-door') })).status).toBe(200);
    expect((await signIn(nextAddress(), email, PASSWORD)).status).toBe(200);
  });
});

describe('client addresses: an IPv6 network counts as one address', () => {
  it('keys an IPv6 client by its /64, IPv4 (also when mapped into IPv6) as it is', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress('2001:DB8:00aa:bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('bounds guessing from one IPv6 network, whichever of its addresses each guess comes from', async () => {
    const target = uniqueEmail('v6-guessed');
    const home = nextAddress();
    await registerFrom(home, target);
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await signIn(`2001:db8:6:7::${(guess + 1).toString(16)}`, target, `Wrong${guess}pass`)).status).toBe(400);
    }
    expect((await signIn('2001:db8:6:7:ffff:1:2:3', target, PASSWORD)).status).toBe(429);
    expect((await signIn('2001:db8:6:8::1', target, PASSWORD)).status).toBe(200);
    expect((await signIn(home, target, PASSWORD)).status).toBe(200);
  });
});
