import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { MeQuery } from '../gql/graphql';
import { clearSession, sessionKeys, storeSession, updateStoredAccount, type StoredUserProfile } from './session';

/** The profile fields of SPEC-GUIDE §3 "User profile", as `me` reads them and the profile mutation returns them. */
export const userProfileFields = graphql(`
  fragment UserProfileFields on UserProfile {
    documentId
    salutation
    first_name
    last_name
    phone_number
    school
    role
    address_1
    address_2
    postcode
    user_updated
  }
`);

/** SPEC-GUIDE §7 `me`: the signed-in user with their role (description, type) and profile fields. */
export const meQuery = graphql(`
  query me {
    me {
      id
      documentId
      username
      email
      role {
        type
        description
      }
      user_profile {
        ...UserProfileFields
      }
    }
  }
`);

export type Me = NonNullable<MeQuery['me']>;

export function toStoredProfile(profile: Me['user_profile']): StoredUserProfile | null {
  if (!profile) return null;
  const { documentId: _documentId, __typename: _typename, ...fields } = profile;
  return fields;
}

function storedRole(me: Me) {
  return me.role ? { type: me.role.type ?? null, description: me.role.description ?? null } : null;
}

/**
 * SPEC-GUIDE §4 "Successful auth stores token and user locally, sets an authorization header, loads role and profile,
 * marks logged in": the token first (so `me` is asked with it), then the rest of the session.
 */
export async function completeSignIn(client: ApolloClient, jwt: string): Promise<Me> {
  localStorage.setItem(sessionKeys.token, jwt);
  try {
    const { data } = await client.query({ query: meQuery, fetchPolicy: 'network-only' });
    const me = data?.me;
    if (!me) throw new Error('The account could not be loaded');
    storeSession({
      token: jwt,
      user: { id: me.id, documentId: me.documentId, username: me.username, email: me.email ?? undefined },
      userRole: storedRole(me),
      userProfile: toStoredProfile(me.user_profile),
    });
    // The queries on screen are asked again with the new token (some answer more to a subscriber).
    void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    return me;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** On each page load: the role and profile as the CMS has them now (a trial may have ended since). */
export async function refreshStoredAccount(client: ApolloClient): Promise<void> {
  const { data } = await client.query({ query: meQuery, fetchPolicy: 'network-only' });
  if (data?.me)
    updateStoredAccount({ userRole: storedRole(data.me), userProfile: toStoredProfile(data.me.user_profile) });
}
