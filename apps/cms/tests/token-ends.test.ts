import { describe, expect, it } from 'vitest';
import { linkIn, login, nextMailTo, PASSWORD, post, register, uniqueEmail } from './accounts';
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

describe('sign-in tokens end with a password change, a reset or a log-out', () => {
  it('ends earlier tokens when the password is changed; the token the change returns works', async () => {
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

  it('ends every token of the account on log-out; signing in again works', async () => {
    const email = uniqueEmail('leaving');
    const token = await register(email);
    const elsewhere = (await login(email, PASSWORD)).body.jwt!;
    expect(await stillWorks(token)).toEqual(open);
    const out = await post('/api/auth/logout', {}, token);
    expect(out.status).toBe(200);
    expect(await stillWorks(token)).toEqual(ended);
    expect(await stillWorks(elsewhere)).toEqual(ended);
    expect((await post('/api/auth/logout', {}, token)).status).toBe(401);
    const again = (await login(email, PASSWORD)).body.jwt!;
    expect(await stillWorks(again)).toEqual(open);
  });
});
