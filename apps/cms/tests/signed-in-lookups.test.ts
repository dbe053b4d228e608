import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, PASSWORD, register, uniqueEmail } from './accounts';
import { adminToken, signInAs } from './client';

/**
 * The look-ups every signed-in request made are kept between requests (src/extensions/users-permissions/
 * signed-in-cache.ts): the API-token look-up of a bearer that is no API token, and the sign-in settings. Whatever is
 * kept, a change is seen on the very next request.
 */
describe('signed-in look-ups kept between requests', () => {
  let admin: string;
  beforeAll(() => {
    admin = adminToken();
  });

  const audiences = (token: string) => call('GET', '/api/audiences', undefined, token);

  it('an API token works as soon as it is made and stops as soon as it is deleted, after unknown bearers were seen', async () => {
    const teacher = await signInAs('subscriber');
    for (let i = 0; i < 3; i += 1) expect((await audiences(teacher)).status).toBe(200);
    const unknownBearer = randomBytes(128).toString('hex');
    expect((await audiences(unknownBearer)).status).toBe(401);
    expect((await audiences(unknownBearer)).status).toBe(401);

    const created = await call<{ data: { id: number; accessKey: string } }>(
      'POST',
      '/admin/api-tokens',
      { name: `lookups-${Date.now()}`, description: '', type: 'read-only', lifespan: null, permissions: [] },
      admin,
    );
    expect(created.status).toBe(201);
    const { id, accessKey } = created.body.data;
    expect((await audiences(accessKey)).status).toBe(200);
    expect((await audiences(accessKey)).status).toBe(200);

    expect((await call('DELETE', `/admin/api-tokens/${id}`, undefined, admin)).status).toBe(200);
    expect((await audiences(accessKey)).status).toBe(401);
    // A teacher's session token is still a teacher's session token.
    expect((await audiences(teacher)).status).toBe(200);
  });

  describe('the sign-in settings (e-mail confirmation)', () => {
    let original: Record<string, unknown>;
    const setAdvanced = (settings: Record<string, unknown>) =>
      call('PUT', '/users-permissions/advanced', settings, admin);

    beforeAll(async () => {
      const { status, body } = await call<{ settings: Record<string, unknown> }>(
        'GET',
        '/users-permissions/advanced',
        undefined,
        admin,
      );
      expect(status).toBe(200);
      original = body.settings;
    });
    afterAll(async () => {
      if (original) await setAdvanced(original);
    });

    it('an unconfirmed teacher is turned away on the next request once an editor requires confirmation', async () => {
      expect(original.email_confirmation).toBe(false);
      const email = uniqueEmail('unconfirmed');
      await register(email);
      const users = await call<{ results: { documentId: string }[] }>(
        'GET',
        `/content-manager/collection-types/plugin::users-permissions.user?filters[email][$eq]=${encodeURIComponent(email)}`,
        undefined,
        admin,
      );
      const [user] = users.body.results;
      const unconfirm = await call(
        'PUT',
        `/content-manager/collection-types/plugin::users-permissions.user/${user.documentId}`,
        { confirmed: false },
        admin,
      );
      expect(unconfirm.status).toBe(200);
      const { body } = await login(email, PASSWORD);
      const token = (body as { jwt: string }).jwt;
      expect(token).toBeTruthy();
      // Read twice: the settings are now kept.
      expect((await audiences(token)).status).toBe(200);
      expect((await audiences(token)).status).toBe(200);

      expect((await setAdvanced({ ...original, email_confirmation: true })).status).toBe(200);
      expect((await audiences(token)).status).toBe(401);

      expect((await setAdvanced(original)).status).toBe(200);
      expect((await audiences(token)).status).toBe(200);
    });
  });
});
