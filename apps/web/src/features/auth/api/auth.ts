import type { ApolloClient } from '@apollo/client';
import { completeSignIn } from '../../../lib/me';
import { restRequest } from '../../../lib/rest';
import { getSessionSnapshot, type Session } from '../../../lib/session';

/** SPEC-GUIDE §7 POST /api/auth/local (identifier, password), then the user's role and profile. */
export async function login(client: ApolloClient, identifier: string, password: string): Promise<Session> {
  const { jwt } = await restRequest<{ jwt: string }>('/api/auth/local', {
    method: 'POST',
    body: { identifier, password },
  });
  await completeSignIn(client, jwt);
  return getSessionSnapshot();
}

/** SPEC-GUIDE §7 POST /api/auth/forgot-password (email): the CMS mails a link to /account/reset-password. */
export async function forgotPassword(email: string): Promise<void> {
  await restRequest('/api/auth/forgot-password', { method: 'POST', body: { email } });
}
