import type { MemberAccountOverview } from '@classroom/contracts';
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql';
import { completeSignIn, type Me } from '../../../lib/me';
import { restRequest } from '../../../lib/rest';

/** SPEC-GUIDE §7 signUpPage: the texts of the registration page. */
export const signUpPageQuery = graphql(`
  query signUpPage {
    signUpPage {
      documentId
      title
      description
      title_free_trial
      introduction_free_trial
      promobox {
        id
        title
        body
        link_label
        link_url
      }
      sidebar_promobox {
        id
        title
        body
        link_label
        link_url
      }
    }
  }
`);

/** SPEC-GUIDE §7 updateUserUserProfile: the signed-in user's own profile, marked as updated by them. */
export const updateUserUserProfileMutation = graphql(`
  mutation updateUserUserProfile($data: UserUserProfileInput!) {
    updateUserUserProfile(data: $data) {
      ...UserProfileFields
    }
  }
`);

interface RegistrationInput {
  email: string;
  password: string;
  profile: { first_name: string; last_name: string; postcode: string };
  /** An invitee registers without a trial: their access comes with the membership. */
  skipTrial: boolean;
}

/**
 * SPEC-GUIDE §7 POST /api/auth/local/register: the answer's `jwt` signs the new user in (their role and profile are
 * loaded next). A taken address comes back as a field error at `email`, like any other field error (SPEC-GUIDE §8).
 */
export async function register(client: ApolloClient, input: RegistrationInput): Promise<Me> {
  const { jwt } = await restRequest<{ jwt: string }>('/api/auth/local/register', {
    method: 'POST',
    body: {
      email: input.email,
      username: input.email,
      password: input.password,
      user_profile_data: input.profile,
      skip_trial: input.skipTrial,
    },
  });
  return completeSignIn(client, jwt);
}

/** SPEC-GUIDE §7 POST /api/auth/forgot-password: also the account page's "change my password" mail. */
export async function requestPasswordMail(email: string): Promise<void> {
  await restRequest('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

/**
 * POST /api/auth/logout with `{ scope: 'all' }` (Strapi's own word): every session of the account ends, this one too.
 */
export async function signOutOfEveryDevice(): Promise<void> {
  await restRequest('/api/auth/logout', { method: 'POST', body: { scope: 'all' } });
}

/** SPEC-GUIDE §7 POST /api/auth/reset-password (code, password, passwordConfirmation). */
export async function resetPassword(code: string, password: string, passwordConfirmation: string): Promise<void> {
  await restRequest('/api/auth/reset-password', { method: 'POST', body: { code, password, passwordConfirmation } });
}

export type { MemberAccountOverview } from '@classroom/contracts';

type Overview = { data: MemberAccountOverview };

export async function fetchMemberAccount(signal?: AbortSignal): Promise<MemberAccountOverview> {
  return (await restRequest<Overview>('/api/member-account', { signal })).data;
}

/** SPEC-GUIDE §7 POST /api/member-account/invitation (invitee). */
export async function inviteMember(invitee: string): Promise<MemberAccountOverview> {
  return (await restRequest<Overview>('/api/member-account/invitation', { method: 'POST', body: { invitee } })).data;
}

/** SPEC-GUIDE §7 POST /api/member-account/remove-invitation (invitee). */
export async function removeInvitation(invitee: string): Promise<MemberAccountOverview> {
  return (await restRequest<Overview>('/api/member-account/remove-invitation', { method: 'POST', body: { invitee } }))
    .data;
}

/** SPEC-GUIDE §7 POST /api/member-account/remove-member (member_email). */
export async function removeMember(memberEmail: string): Promise<MemberAccountOverview> {
  return (
    await restRequest<Overview>('/api/member-account/remove-member', {
      method: 'POST',
      body: { member_email: memberEmail },
    })
  ).data;
}

/** Who sent the invitation a mailed link carries, and to which address. */
export async function fetchInvitationDetails(
  invitation: string,
  signal?: AbortSignal,
): Promise<{ email: string; owner: string }> {
  const query = new URLSearchParams({ invitation });
  return (
    await restRequest<{ data: { email: string; owner: string } }>(`/api/member-account/invitation-details?${query}`, {
      signal,
    })
  ).data;
}

/** The signed-in invitee accepts (the link's token proves they received the mail). */
export async function acceptInvitation(invitation: string): Promise<{ owner: string; access: boolean }> {
  return (
    await restRequest<{ data: { owner: string; access: boolean } }>('/api/member-account/accept', {
      method: 'POST',
      body: { invitation },
    })
  ).data;
}
