import { describe, expect, it } from 'vitest';
import { cmsUrl, graphql } from './client';
import {
  fieldErrors,
  linkIn,
  login,
  mailsTo,
  me,
  nextMailTo,
  PASSWORD,
  post,
  register,
  registration,
  roleOf,
  sleep,
  uniqueEmail,
} from './accounts';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { resetCode, resetCodeExpired } from '../src/extensions/users-permissions/reset-code';
import { ADDRESS_TAKEN } from '../src/extensions/users-permissions/registration';

describe('POST /api/auth/local/register (SPEC §7: email, username = email, password, user_profile_data, skip_trial)', () => {
  it('reports every problem at once, keyed by path', async () => {
    const { status, body } = await post('/api/auth/local/register', {});
    expect(status).toBe(400);
    expect(body.error!.name).toBe('ValidationError');
    expect(fieldErrors(body.error)).toEqual({
      email: 'Please enter a valid e-mail address.',
      password: 'Enter a password.',
      user_profile_data: 'Your details are missing.',
    });
  });

  it('requires first name, last name and postcode under user_profile_data', async () => {
    const email = uniqueEmail('blank-profile');
    const { status, body } = await post(
      '/api/auth/local/register',
      registration(email, { user_profile_data: { first_name: '  ', last_name: '', school: 'Somewhere' } }),
    );
    expect(status).toBe(400);
    expect(fieldErrors(body.error)).toEqual({
      'user_profile_data.first_name': 'First name is required.',
      'user_profile_data.last_name': 'Last name is required.',
      'user_profile_data.postcode': 'Postcode is required.',
    });
  });

  it.each([
    ['too short', 'abc12', 'This password is too short (5 characters).'],
    ['letters only', 'abcdefgh', 'This password has no numbers.'],
    ['numbers only', '12345678', 'This password has no letters.'],
    ['short, letters only', 'abc', 'This password is too short (3 characters) and has no numbers.'],
  ])(
    'refuses a password that is %s, saying what is wrong without repeating the hint',
    async (_case, password, problem) => {
      const email = uniqueEmail('weak');
      const { status, body } = await post('/api/auth/local/register', { ...registration(email), password });
      expect(status).toBe(400);
      expect(fieldErrors(body.error)).toEqual({ password: problem });
    },
  );

  it('refuses an invalid e-mail, a username that is not the e-mail, an unknown field and a non-boolean skip_trial', async () => {
    const { body } = await post('/api/auth/local/register', {
      ...registration('not-an-address'),
      username: 'someone-else',
      role: 'admin',
      skip_trial: 'yes',
      user_profile_data: { first_name: 'Jo', last_name: 'Bloggs', postcode: 'LS1 4AP', shoe_size: '9' },
    });
    expect(fieldErrors(body.error)).toEqual({
      email: 'Please enter a valid e-mail address.',
      username: 'The username must be the e-mail address.',
      role: 'Unknown field.',
      skip_trial: 'skip_trial must be true or false.',
      'user_profile_data.shoe_size': 'Unknown field.',
    });
  });

  it('answers a taken address (however spelt) with a field error at email, changes nothing, and mails the owner', async () => {
    const taken = uniqueEmail('taken');
    await register(taken);
    const { status, body } = await post('/api/auth/local/register', {
      ...registration(taken.toUpperCase()),
      password: 'Intruder99',
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(fieldErrors(body.error)).toEqual({ email: ADDRESS_TAKEN });
    expect(body).not.toHaveProperty('jwt');

    // The owner's account and password are as they were.
    expect((await login(taken, 'Intruder99')).status).toBe(400);
    expect((await login(taken, PASSWORD)).status).toBe(200);

    const mail = await nextMailTo(taken);
    expect(mail.subject).toBe('Someone tried to register with your Music Classroom address');
    expect(mail.text).toContain(`Someone tried to create a Music Classroom account with ${taken}`);
    expect(linkIn(mail, '/login').href).toBe('http://classroom.test/login');
  });

  it('answers a new account with { jwt, user } (SPEC §7): the token signs the teacher in; no password is returned', async () => {
    const email = uniqueEmail('New.Teacher');
    const { status, body } = await post<{ jwt?: string; user?: { id: number; email: string; username: string } }>(
      '/api/auth/local/register',
      registration(email, {
        user_profile_data: { first_name: ' Jo ', last_name: 'Bloggs', postcode: 'France', school: 'École' },
      }),
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['jwt', 'user']);
    expect(email).not.toBe(email.toLowerCase());
    expect(body.user).toMatchObject({ email: email.toLowerCase(), username: email.toLowerCase() });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const account = await me(body.jwt!);
    expect(account.email).toBe(email.toLowerCase());
    expect(account.id).toBe(String(body.user!.id));
    expect(account.user_profile).toMatchObject({
      first_name: 'Jo',
      last_name: 'Bloggs',
      postcode: 'France',
      school: 'École',
    });
    expect(account.user_profile!.user_updated).toBe(false);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('gives a new registration the trial subscriber role, and none with skip_trial: true', async () => {
    expect(await roleOf(await register(uniqueEmail('trial')))).toBe('active_subscriber');
    expect(await roleOf(await register(uniqueEmail('no-trial'), { skip_trial: true }))).toBe('authenticated');
  });

  it('is not open through the GraphQL register mutation without the profile', async () => {
    const email = uniqueEmail('graphql');
    const result = await graphql(
      `
        mutation ($input: UsersPermissionsRegisterInput!) {
          register(input: $input) {
            jwt
          }
        }
      `,
      { input: { username: email, email, password: PASSWORD } },
    );
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await login(email, PASSWORD)).status).toBe(400);
  });
});

describe('POST /api/auth/local (sign-in)', () => {
  it('requires identifier and password', async () => {
    const { status, body } = await post('/api/auth/local', { identifier: 'someone@example.com' });
    expect(status).toBe(400);
    expect(body.error!.name).toBe('ValidationError');
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrongPassword = await login(DEMO_ACCOUNTS.registered.email, 'Wrong1234');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong1234');
    expect(wrongPassword.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(unknown.body.error!.message).toBe('Invalid identifier or password');
  });

  it('signs a user in with their e-mail and password', async () => {
    const email = uniqueEmail('sign-in');
    await register(email);
    const { status, body } = await login(email.toUpperCase(), PASSWORD);
    expect(status).toBe(200);
    expect((await me(body.jwt!)).email).toBe(email);
  });
});

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  it('refuses an invalid address and unknown fields', async () => {
    const invalid = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(fieldErrors(invalid.body.error)).toEqual({ email: 'Please enter a valid e-mail address.' });
    const extra = await post('/api/auth/forgot-password', { email: 'a@example.com', admin: true });
    expect(fieldErrors(extra.body.error)).toEqual({ admin: 'Unknown field.' });
  });

  it('answers known and unknown addresses the same, and mails only the known one a link to the reset page', async () => {
    const known = uniqueEmail('forgetful');
    await register(known);
    const unknown = uniqueEmail('stranger');
    const forKnown = await post('/api/auth/forgot-password', { email: known });
    const forUnknown = await post('/api/auth/forgot-password', { email: unknown });
    expect([forKnown.status, forKnown.body]).toEqual([200, { ok: true }]);
    expect([forUnknown.status, forUnknown.body]).toEqual([forKnown.status, forKnown.body]);

    const mail = await nextMailTo(known);
    expect(mail.subject).toBe('Reset your Music Classroom password');
    const link = linkIn(mail, '/account/reset-password?code=');
    expect(link.origin).toBe('http://classroom.test');
    await sleep(300);
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('reports reset problems by field: missing code, the password rule, a confirmation that does not match', async () => {
    const empty = await post('/api/auth/reset-password', {});
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body.error)).toEqual({
      code: 'The reset link is incomplete.',
      password: 'Enter a password.',
    });
    const mismatch = await post('/api/auth/reset-password', {
      code: 'x',
      password: 'Newpass1',
      passwordConfirmation: 'Newpass2',
    });
    expect(fieldErrors(mismatch.body.error)).toEqual({ passwordConfirmation: 'Passwords do not match' });
    const weak = await post('/api/auth/reset-password', {
      code: 'x',
      password: 'short',
      passwordConfirmation: 'short',
    });
    expect(fieldErrors(weak.body.error)).toEqual({
      password: 'This password is too short (5 characters) and has no numbers.',
    });
  });

  it('refuses a wrong code', async () => {
    const { status, body } = await post('/api/auth/reset-password', {
      code: resetCode(60),
      password: 'Newpass1',
      passwordConfirmation: 'Newpass1',
    });
    expect(status).toBe(400);
    expect(body.error!.message).toBe('Incorrect code provided');
  });

  it('sets the new password through the mailed code once: the old password fails, the new one works', async () => {
    const email = uniqueEmail('resetting');
    await register(email);
    await post('/api/auth/forgot-password', { email });
    const code = linkIn(await nextMailTo(email), '/account/reset-password?code=').searchParams.get('code')!;

    const reset = await post('/api/auth/reset-password', {
      code,
      password: 'Brandnew9',
      passwordConfirmation: 'Brandnew9',
    });
    expect(reset.status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(400);
    expect((await login(email, 'Brandnew9')).status).toBe(200);

    const again = await post('/api/auth/reset-password', {
      code,
      password: 'Another99',
      passwordConfirmation: 'Another99',
    });
    expect(again.body.error!.message).toBe('Incorrect code provided');
  });

  it('makes reset codes that expire (PASSWORD_RESET_MINUTES)', () => {
    const now = Date.now();
    const code = resetCode(60, now);
    expect(resetCodeExpired(code, now + 59 * 60_000)).toBe(false);
    expect(resetCodeExpired(code, now + 61 * 60_000)).toBe(true);
    expect(resetCodeExpired(`x${code}`, now)).toBe(true);
  });
});

describe('abuse', () => {
  it('does not offer the e-mail confirmation calls (the resend call would tell whether an address exists)', async () => {
    const resend = await post('/api/auth/send-email-confirmation', { email: DEMO_ACCOUNTS.subscriber.email });
    expect(resend.status).toBe(403);
  });

  it('rate limits the auth routes per client address (AUTH_RATE_LIMIT_MAX calls per interval and route)', async () => {
    const address = '192.0.2.200';
    const forgot = (email: string) =>
      fetch(`${cmsUrl()}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email }),
      });
    const statuses: number[] = [];
    // The default: 100 a minute from one address, each for a different e-mail address.
    for (let attempt = 0; attempt < 101; attempt++) statuses.push((await forgot(uniqueEmail('flood'))).status);
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Another address is not held up.
    expect((await post('/api/auth/forgot-password', { email: uniqueEmail('other') })).status).toBe(200);
  });
});
