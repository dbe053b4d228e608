import { describe, expect, it } from 'vitest';
import { fieldErrors, linkIn, login, nextMailTo, PASSWORD, post, register, uniqueEmail } from './accounts';
import { cmsUrl, rest } from './client';

/** Whether a token still opens the account: REST `/api/users/me` and GraphQL `me` (the response cache's path too). */
async function stillWorks(token: string): Promise<{ rest: number; graphql: number }> {
  const restAnswer = await rest('/api/users/me', token);
  const graphqlAnswer = await fetch(`${cmsUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query TokenCheck { me { email } audiences { slug } }' }),
  });
  return { rest: restAnswer.status, graphql: graphqlAnswer.status };
}

const open = { rest: 200, graphql: 200 };
const ended = { rest: 401, graphql: 401 };

describe('sign-in sessions: Log Out ends this device\'s; a password change, a reset or { scope: "all" } ends all', () => {
  it("ends every device's session when the password is changed; the token the change returns works", async () => {
    const email = uniqueEmail('changing');
    const before = await register(email);
    const second = (await login(email, PASSWORD)).body.jwt!;
    expect(await stillWorks(before)).toEqual(open);
    expect(await stillWorks(before)).toEqual(open); // a second time: answered from the caches

    const changed = await post<{ jwt?: string }>(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, password: 'Changed42', passwordConfirmation: 'Changed42' },
      before,
    );
    expect(changed.status).toBe(200);
    expect(await stillWorks(before)).toEqual(ended);
    expect(await stillWorks(second)).toEqual(ended);
    expect(await stillWorks(changed.body.jwt!)).toEqual(open);
  });

  it('ends earlier tokens when the password is reset through the mailed link', async () => {
    const email = uniqueEmail('resetting-tokens');
    const before = await register(email);
    expect(await stillWorks(before)).toEqual(open);
    await post('/api/auth/forgot-password', { email });
    const code = linkIn(await nextMailTo(email), '/account/reset-password?code=').searchParams.get('code')!;
    const reset = await post<{ jwt?: string }>('/api/auth/reset-password', {
      code,
      password: 'Brandnew9',
      passwordConfirmation: 'Brandnew9',
    });
    expect(reset.status).toBe(200);
    expect(await stillWorks(before)).toEqual(ended);
    expect(await stillWorks(reset.body.jwt!)).toEqual(open);
  });

  it('ends only the session of the device that logs out: the teacher stays signed in elsewhere', async () => {
    const email = uniqueEmail('leaving');
    const classroom = await register(email);
    const laptop = (await login(email, PASSWORD)).body.jwt!;
    const phone = (await login(email, PASSWORD)).body.jwt!;
    expect(await stillWorks(classroom)).toEqual(open);
    expect(await stillWorks(laptop)).toEqual(open); // and kept in the caches

    const out = await post('/api/auth/logout', {}, classroom);
    expect([out.status, out.body]).toEqual([200, { ok: true }]);
    expect(await stillWorks(classroom)).toEqual(ended);
    expect(await stillWorks(laptop)).toEqual(open);
    expect(await stillWorks(phone)).toEqual(open);
    expect((await post('/api/auth/logout', {}, classroom)).status).toBe(401);

    // Then the laptop logs out too; the phone is still signed in, and signing in again works.
    expect((await post('/api/auth/logout', {}, laptop)).status).toBe(200);
    expect(await stillWorks(laptop)).toEqual(ended);
    expect(await stillWorks(phone)).toEqual(open);
    const again = (await login(email, PASSWORD)).body.jwt!;
    expect(await stillWorks(again)).toEqual(open);
  });

  it('ends both sessions when two devices log out at the same moment', async () => {
    const email = uniqueEmail('together');
    const devices = [
      await register(email),
      ...(await Promise.all([1, 2, 3].map(() => login(email, PASSWORD)))).map((answer) => answer.body.jwt!),
    ];
    const outs = await Promise.all(devices.slice(0, 3).map((token) => post('/api/auth/logout', {}, token)));
    expect(outs.map((out) => out.status)).toEqual([200, 200, 200]);
    for (const token of devices.slice(0, 3)) expect(await stillWorks(token)).toEqual(ended);
    expect(await stillWorks(devices[3])).toEqual(open);
  });

  it('ends every session with { scope: "all" } (Sign out of every device)', async () => {
    const email = uniqueEmail('everywhere');
    const here = await register(email);
    const elsewhere = (await login(email, PASSWORD)).body.jwt!;
    expect(await stillWorks(elsewhere)).toEqual(open);
    const out = await post('/api/auth/logout', { scope: 'all' }, here);
    expect(out.status).toBe(200);
    expect(await stillWorks(here)).toEqual(ended);
    expect(await stillWorks(elsewhere)).toEqual(ended);
    expect(await stillWorks((await login(email, PASSWORD)).body.jwt!)).toEqual(open);
  });

  it('refuses an unknown scope or field, and ends nothing', async () => {
    const token = await register(uniqueEmail('odd-scope'));
    const odd = await post('/api/auth/logout', { scope: 'device', everywhere: true }, token);
    expect(odd.status).toBe(400);
    expect(fieldErrors(odd.body.error)).toEqual({ everywhere: 'Unknown field.', scope: 'scope can only be "all".' });
    expect(await stillWorks(token)).toEqual(open);
  });
});
