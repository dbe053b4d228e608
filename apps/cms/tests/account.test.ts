import { describe, expect, it } from 'vitest';
import { call, fieldErrors, me, register, uniqueEmail } from './accounts';
import { graphql, signInAs } from './client';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';

const UPDATE = `
  mutation updateUserUserProfile($data: UserUserProfileInput!) {
    updateUserUserProfile(data: $data) {
      first_name
      last_name
      school
      postcode
      phone_number
      role
      address_1
      user_updated
    }
  }
`;

const COMPLETE = {
  salutation: 'Mx',
  first_name: 'Alex',
  last_name: 'Rivera',
  phone_number: '0113 496 0999',
  school: 'Parkside Primary',
  role: 'Music lead',
  address_1: '1 Park Road',
  address_2: null,
  postcode: 'LS6 1AA',
  user_updated: true,
};

interface GraphQLErrorWithDetails {
  extensions?: { code?: string; error?: { details?: { errors?: { path: string[]; message: string }[] } } };
}

describe('me (SPEC §7: role description/type and user_profile fields)', () => {
  it('answers the signed-in user with their role and profile', async () => {
    const token = await signInAs('subscriber');
    const answer = await me(token);
    expect(answer.email).toBe(DEMO_ACCOUNTS.subscriber.email);
    expect(answer.role.type).toBe('active_subscriber');
    expect(answer.role.description).toBeTruthy();
    expect(answer.user_profile).toMatchObject(DEMO_ACCOUNTS.subscriber.profile);
  });

  it('answers nobody without a token, and refuses a tampered one with 401', async () => {
    const anonymous = await graphql(`
      {
        me {
          email
        }
      }
    `);
    expect(anonymous.data?.me ?? null).toBeNull();
    const token = await signInAs('subscriber');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const response = await call('POST', '/graphql', { query: '{ me { email } }' }, forged);
    expect(response.status).toBe(401);
  });
});

describe('updateUserUserProfile: a user changes their own profile only', () => {
  it('reports the missing account details by field (school, postcode, phone number, role ...)', async () => {
    const token = await register(uniqueEmail('details'));
    const result = await graphql(
      UPDATE,
      { data: { first_name: 'Alex', last_name: 'Rivera', user_updated: true } },
      token,
    );
    const error = result.errors![0] as GraphQLErrorWithDetails;
    expect(error.extensions!.code).toBe('BAD_USER_INPUT');
    const byField = Object.fromEntries(
      error.extensions!.error!.details!.errors!.map((entry) => [entry.path.join('.'), entry.message]),
    );
    expect(byField).toEqual({
      phone_number: 'Phone number is required.',
      school: 'School is required.',
      role: 'Role is required.',
      postcode: 'Postcode is required.',
    });
  });

  it('saves the details, marks the profile updated, and `me` shows them afterwards', async () => {
    const token = await register(uniqueEmail('saver'));
    const result = await graphql<{ updateUserUserProfile: Record<string, unknown> }>(UPDATE, { data: COMPLETE }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateUserUserProfile).toMatchObject({ school: 'Parkside Primary', user_updated: true });
    expect((await me(token)).user_profile).toMatchObject({ ...COMPLETE, user_updated: true });
  });

  it('is refused to a visitor', async () => {
    const result = await graphql(UPDATE, { data: COMPLETE });
    expect(result.errors![0].extensions?.code).toBe('FORBIDDEN');
  });

  it("offers no way to list or change another user's profile, by GraphQL or REST", async () => {
    const token = await register(uniqueEmail('curious'));
    const listing = await graphql(
      `
        {
          userProfiles {
            first_name
          }
        }
      `,
      {},
      token,
    );
    expect(listing.errors![0].extensions?.code).toBe('FORBIDDEN');
    const own = await call<{ data: { documentId: string } }>('GET', '/api/user-profile/me', undefined, token);
    // The generated mutation is granted to nobody, not even for one's own profile.
    const generated = await graphql(
      `
        mutation ($id: ID!) {
          updateUserProfile(documentId: $id, data: { first_name: "Hacked" }) {
            first_name
          }
        }
      `,
      { id: own.body.data.documentId },
      token,
    );
    expect(generated.errors![0].extensions?.code).toBe('FORBIDDEN');
    // Subscriptions and member accounts are not in the GraphQL schema at all.
    const hidden = await graphql(
      `
        {
          subscriptions {
            kind
          }
          memberAccounts {
            invitee_email
          }
        }
      `,
      {},
      token,
    );
    expect(hidden.errors!.map((error) => error.extensions?.code)).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
    ]);
    expect((await call('GET', '/api/user-profiles', undefined, token)).status).toBe(404);
    const put = await call(
      'PUT',
      `/api/user-profiles/${own.body.data.documentId}`,
      { data: { first_name: 'X' } },
      token,
    );
    expect([404, 405]).toContain(put.status);
    expect((await me(token)).user_profile!.first_name).toBe('Jo');
  });

  it('reads and saves the own profile over REST too (GET and PUT /api/user-profile/me)', async () => {
    const email = uniqueEmail('rest');
    const token = await register(email);
    const read = await call<{ data: { first_name: string } }>('GET', '/api/user-profile/me', undefined, token);
    expect(read.body.data.first_name).toBe('Jo');
    const invalid = await call('PUT', '/api/user-profile/me', { data: { first_name: '' } }, token);
    expect(invalid.status).toBe(400);
    expect(fieldErrors(invalid.body.error)).toMatchObject({ first_name: 'First name is required.' });
    const { user_updated: _flag, ...fields } = COMPLETE;
    const saved = await call<{ data: { school: string } }>('PUT', '/api/user-profile/me', { data: fields }, token);
    expect(saved.body.data.school).toBe('Parkside Primary');
    expect((await call('GET', '/api/user-profile/me')).status).toBe(403);
  });
});
