import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SignUpPageQuery } from '../../gql/graphql';
import { sessionKeys } from '../../lib/session';
import { learningResourcesHome } from '../../test/fixtures';
import { logIn, renderApp } from '../../test/renderApp';
import { meFromStoredSession, server } from '../../test/server';

const signUpPage: SignUpPageQuery = {
  signUpPage: {
    __typename: 'SignUpPage',
    documentId: 'sign-up',
    title: 'Your Account',
    description: 'Create an account to start.',
    title_free_trial: 'Start your free trial',
    introduction_free_trial: 'Register for a **free 30-day trial**.',
    promobox: null,
    sidebar_promobox: {
      __typename: 'ComponentContentPromobox',
      id: '1',
      title: 'Need help?',
      body: 'E-mail us.',
      link_label: 'Contact us',
      link_url: 'mailto:help@example.com',
    },
  },
};

const profile: {
  __typename: 'UserProfile';
  documentId: string;
  user_updated: boolean;
} & Record<
  | 'salutation'
  | 'first_name'
  | 'last_name'
  | 'phone_number'
  | 'school'
  | 'role'
  | 'address_1'
  | 'address_2'
  | 'postcode',
  string | null
> = {
  __typename: 'UserProfile',
  documentId: 'p1',
  salutation: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '0113 000 0000',
  school: 'Analytical School',
  role: 'Music lead',
  address_1: '1 Engine Street',
  address_2: null,
  postcode: 'LS1 1AA',
  user_updated: false,
};

function meAnswer(overrides: Partial<typeof profile> = {}, roleType = 'active_subscriber') {
  return {
    __typename: 'UsersPermissionsMe' as const,
    id: '1',
    documentId: 'user-1',
    username: 'ada@example.com',
    email: 'ada@example.com',
    role: { __typename: 'UsersPermissionsMeRole' as const, type: roleType, description: null },
    user_profile: { ...profile, ...overrides },
  };
}

function answerSignUpPage() {
  server.use(graphql.query('signUpPage', () => HttpResponse.json({ data: signUpPage })));
}

async function fillRegistration() {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^Postcode/), 'LS1 1AA');
  const email = screen.getByLabelText(/^Email address/);
  if (!(email as HTMLInputElement).readOnly) await userEvent.type(email, 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Engine42');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('account page, logged out: registration (SPEC §2 Account)', () => {
  it("shows the sign-up page's content, the form with the password hint, and 'Already got an account?'", async () => {
    answerSignUpPage();
    renderApp('/subscribe');
    // The first screen of the file also loads the feature's code.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
    expect(screen.getByText('free 30-day trial', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Create a free account now' })).toBeVisible();
    expect(
      screen.getByText('Your password must be 6 or more characters and contain a mix of letters and numbers.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    const aside = screen.getByRole('complementary', { name: 'Already got an account?' });
    await userEvent.click(within(aside).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 5000 })).toBeVisible();
  });

  it('registers (username = email, skip_trial false), signs the user in with its answer and shows the new-registration welcome', async () => {
    answerSignUpPage();
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/auth/local/register', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ jwt: 'fresh-jwt', user: { id: 1, email: 'ada@example.com' } });
      }),
      // SPEC §7: the register answer carries jwt and user; nothing signs in afterwards.
      http.post('*/api/auth/local', () => HttpResponse.json({ error: { message: 'Not expected' } }, { status: 500 })),
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer() } })),
      graphql.query('learningResourcesHome', () =>
        HttpResponse.json({
          data: {
            learningResourcesHome: {
              ...learningResourcesHome.learningResourcesHome!,
              new_registration_welcome_message: 'Your free account is ready.',
            },
          },
        }),
      ),
    );
    const { router } = renderApp('/subscribe');
    await screen.findByRole('heading', { name: 'Create a free account now' });
    await fillRegistration();

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome/new'));
    expect(sent).toEqual([
      {
        email: 'ada@example.com',
        username: 'ada@example.com',
        password: 'Engine42',
        user_profile_data: { first_name: 'Ada', last_name: 'Lovelace', postcode: 'LS1 1AA' },
        skip_trial: false,
      },
    ]);
    expect(localStorage.getItem(sessionKeys.token)).toBe('fresh-jwt');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(welcome).getByText('Your free account is ready.')).toBeVisible();
    await userEvent.click(within(welcome).getByRole('button', { name: 'Start exploring' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a taken address as the field error under the e-mail field and signs nobody in', async () => {
    answerSignUpPage();
    const taken = 'This e-mail address already has an account: sign in, or reset your password.';
    server.use(
      http.post('*/api/auth/local/register', () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: taken,
              details: { errors: [{ path: ['email'], message: taken, name: 'ValidationError' }] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { router } = renderApp('/subscribe');
    await screen.findByRole('heading', { name: 'Create a free account now' });
    await fillRegistration();
    await waitFor(() => expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(taken));
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('shows field errors under their fields (path prefix removed), others below the form', async () => {
    answerSignUpPage();
    server.use(
      http.post('*/api/auth/local/register', () =>
        HttpResponse.json(
          {
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'First name is required.',
              details: {
                errors: [
                  { path: ['user_profile_data', 'first_name'], message: 'First name is required.' },
                  { path: ['password'], message: 'Your password is too weak.' },
                  { path: ['skip_trial'], message: 'skip_trial must be true or false.' },
                ],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/subscribe');
    await screen.findByRole('heading', { name: 'Create a free account now' });
    await fillRegistration();
    expect(await screen.findByText('First name is required.')).toBeVisible();
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Your password must be 6 or more characters and contain a mix of letters and numbers. Your password is too weak.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('skip_trial must be true or false.');
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it("says 'There was a problem' when the CMS gives no reason", async () => {
    answerSignUpPage();
    server.use(http.post('*/api/auth/local/register', () => new HttpResponse(null, { status: 500 })));
    renderApp('/subscribe');
    await screen.findByRole('heading', { name: 'Create a free account now' });
    await fillRegistration();
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem');
  });
});

describe('account page, logged in: details (SPEC §2, §4 view/edit profile)', () => {
  it("shows the profile, edits it, saves with user_updated and says 'Your details have been saved.'", async () => {
    logIn({ firstName: 'Ada' });
    let saved: Record<string, unknown> | undefined;
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer(saved ?? {}) } })),
      graphql.mutation('updateUserUserProfile', ({ variables }) => {
        saved = { ...(variables.data as Record<string, unknown>) };
        delete saved.user_updated;
        return HttpResponse.json({ data: { updateUserUserProfile: { ...profile, ...saved, user_updated: true } } });
      }),
    );
    renderApp('/subscribe');
    expect(await screen.findByText('Analytical School')).toBeVisible();
    expect(screen.getByText('Ms Ada Lovelace')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Edit account details' }));
    expect(screen.getByRole('heading', { name: 'Edit your account info' })).toBeVisible();
    const first = screen.getByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(saved).toMatchObject({ first_name: 'Augusta', school: 'Analytical School' });
    expect(await screen.findByText('Ms Augusta Lovelace')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(sessionKeys.userProfile)!).first_name).toBe('Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Edit again' }));
    expect(screen.getByRole('heading', { name: 'Edit your account info' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeVisible();
  });

  it("shows 'required' under school, postcode, phone number and role when the CMS reports them", async () => {
    logIn();
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer({ school: null, role: null }) } })),
      graphql.mutation('updateUserUserProfile', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'School is required.',
              extensions: {
                code: 'BAD_USER_INPUT',
                error: {
                  name: 'ValidationError',
                  details: {
                    errors: [
                      { path: ['school'], message: 'School is required.' },
                      { path: ['role'], message: 'Role is required.' },
                      { path: ['first_name'], message: 'First name is required.' },
                    ],
                  },
                },
              },
            },
          ],
          data: { updateUserUserProfile: null },
        }),
      ),
    );
    renderApp('/subscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit account details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText(/^School/)).toHaveAccessibleDescription('required'));
    expect(screen.getByLabelText(/^Role/)).toHaveAccessibleDescription('required');
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByLabelText(/^Postcode/)).not.toHaveAccessibleDescription('required');
  });

  it('e-mails a change-password link to the signed-in address', async () => {
    logIn();
    const sent: unknown[] = [];
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer() } })),
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp('/subscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a link to change my password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'An email with instructions to change your password has been sent to you.',
    );
    expect(sent).toEqual([{ email: 'ada@example.com' }]);
  });
});

describe('sign out of every device (issue 43)', () => {
  it("ends every session of the account on the CMS, then leaves this browser signed out on '/'", async () => {
    logIn();
    const sent: [string | null, unknown][] = [];
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer() } })),
      http.post('*/api/auth/logout', async ({ request }) => {
        sent.push([request.headers.get('authorization'), await request.json()]);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { router } = renderApp('/subscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of every device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([['Bearer test-token', { scope: 'all' }]]);
    expect(localStorage.length).toBe(0);
  });

  it('says why when the CMS could not do it, and keeps the teacher signed in', async () => {
    logIn();
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer() } })),
      http.post('*/api/auth/logout', () =>
        HttpResponse.json({ error: { message: 'The session could not be ended. Try again.' } }, { status: 500 }),
      ),
    );
    const { router } = renderApp('/subscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of every device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The session could not be ended. Try again.');
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(localStorage.getItem(sessionKeys.token)).toBe('test-token');
  });
});

describe('member accounts on the account page', () => {
  const overview = (invitations: string[], members: { email: string; name: string }[]) => ({
    data: {
      eligible: true,
      seats: 5,
      invitations: invitations.map((email) => ({ email, invited_at: '2025-01-02T10:00:00.000Z' })),
      members: members.map((member) => ({ ...member, accepted_at: '2025-01-03T10:00:00.000Z' })),
      member_of: [],
    },
  });

  it('lets an owner invite a colleague, and remove an invitation and a member', async () => {
    logIn();
    const calls: [string, unknown][] = [];
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer() } })),
      http.get('*/api/member-account', () =>
        HttpResponse.json(overview(['old@example.com'], [{ email: 'sam@example.com', name: 'Sam Lee' }])),
      ),
      http.post('*/api/member-account/invitation', async ({ request }) => {
        calls.push(['invitation', await request.json()]);
        return HttpResponse.json(
          overview(['old@example.com', 'new@example.com'], [{ email: 'sam@example.com', name: 'Sam Lee' }]),
        );
      }),
      http.post('*/api/member-account/remove-invitation', async ({ request }) => {
        calls.push(['remove-invitation', await request.json()]);
        return HttpResponse.json(overview(['new@example.com'], [{ email: 'sam@example.com', name: 'Sam Lee' }]));
      }),
      http.post('*/api/member-account/remove-member', async ({ request }) => {
        calls.push(['remove-member', await request.json()]);
        return HttpResponse.json(overview(['new@example.com'], []));
      }),
    );
    renderApp('/subscribe');
    const section = (await screen.findByRole('heading', { name: 'Member accounts' })).closest('section')!;
    expect(within(section).getByText(/2 of 5 seats used/)).toBeVisible();
    expect(within(section).getByText('old@example.com')).toBeVisible();
    expect(within(section).getByText('2nd Jan 2025', { exact: false })).toBeVisible();
    expect(within(section).getByText('Sam Lee')).toBeVisible();

    await userEvent.type(within(section).getByLabelText("Colleague's e-mail address"), 'new@example.com');
    await userEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'An invitation has been sent to new@example.com.',
    );
    expect(within(section).getByText('new@example.com')).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Remove invitation to old@example.com' }));
    await waitFor(() => expect(within(section).queryByText('old@example.com')).not.toBeInTheDocument());
    await userEvent.click(within(section).getByRole('button', { name: 'Remove member sam@example.com' }));
    await waitFor(() => expect(within(section).getByText('No members yet.')).toBeVisible());
    expect(calls).toEqual([
      ['invitation', { invitee: 'new@example.com' }],
      ['remove-invitation', { invitee: 'old@example.com' }],
      ['remove-member', { member_email: 'sam@example.com' }],
    ]);
  });

  it("shows the invitee field error under the field, and other failures' messages", async () => {
    logIn();
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer() } })),
      http.get('*/api/member-account', () => HttpResponse.json(overview([], []))),
      http.post('*/api/member-account/invitation', () =>
        HttpResponse.json(
          {
            error: {
              message: 'Please enter a valid e-mail address.',
              details: { errors: [{ path: ['invitee'], message: 'Please enter a valid e-mail address.' }] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/subscribe');
    const input = await screen.findByLabelText("Colleague's e-mail address");
    await userEvent.type(input, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter a valid e-mail address.'));

    server.use(http.post('*/api/member-account/invitation', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem');
  });

  it('tells a member whose subscription they share, and offers no member management', async () => {
    logIn();
    server.use(
      graphql.query('me', () => HttpResponse.json({ data: { me: meAnswer() } })),
      http.get('*/api/member-account', () =>
        HttpResponse.json({
          data: { eligible: false, seats: 5, invitations: [], members: [], member_of: ['Priya Shah'] },
        }),
      ),
    );
    renderApp('/subscribe');
    expect(await screen.findByText(/through the subscription of Priya Shah/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Member accounts' })).not.toBeInTheDocument();
  });
});

describe('member-account invitation links (/subscribe?invitation=...)', () => {
  const invitationDetails = () =>
    http.get('*/api/member-account/invitation-details', ({ request }) =>
      new URL(request.url).searchParams.get('invitation') === 'tok'
        ? HttpResponse.json({ data: { email: 'kim@example.com', owner: 'Priya Shah' } })
        : HttpResponse.json({ error: { message: 'This invitation is no longer valid.' } }, { status: 404 }),
    );

  it('registers the invitee without a trial with the invited address, accepts, and welcomes them', async () => {
    answerSignUpPage();
    const calls: [string, unknown][] = [];
    server.use(
      invitationDetails(),
      http.post('*/api/auth/local/register', async ({ request }) => {
        calls.push(['register', await request.json()]);
        localStorage.setItem('user', JSON.stringify({ id: 9, username: 'kim@example.com' }));
        return HttpResponse.json({ jwt: 'kim-jwt', user: { id: 9, email: 'kim@example.com' } });
      }),
      graphql.query('me', () => HttpResponse.json({ data: { me: meFromStoredSession() } })),
      http.post('*/api/member-account/accept', async ({ request }) => {
        calls.push(['accept', await request.json()]);
        localStorage.setItem('userRole', JSON.stringify({ type: 'active_subscriber' }));
        return HttpResponse.json({ data: { owner: 'Priya Shah', access: true } });
      }),
    );
    const { router } = renderApp('/subscribe?invitation=tok');
    expect(await screen.findByText(/Priya Shah has invited you to share their subscription/)).toBeVisible();
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('kim@example.com');
    await fillRegistration();
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome/invited'));
    expect(calls).toEqual([
      ['register', expect.objectContaining({ email: 'kim@example.com', skip_trial: true })],
      ['accept', { invitation: 'tok' }],
    ]);
  });

  it('accepts at once for a signed-in user, and explains a link that no longer works', async () => {
    logIn();
    server.use(
      http.post('*/api/member-account/accept', () =>
        HttpResponse.json(
          { error: { message: 'This invitation is no longer valid. Ask your colleague to invite you again.' } },
          { status: 404 },
        ),
      ),
    );
    renderApp('/subscribe?invitation=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is no longer valid. Ask your colleague to invite you again.',
    );
  });
});

describe('set-new-password page (/account/reset-password?code=...)', () => {
  it('posts the code with the new password and its confirmation, then tells the user on /', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ jwt: 'x', user: { id: 1 } });
      }),
    );
    const { router } = renderApp('/account/reset-password?code=abc');
    await userEvent.type(await screen.findByLabelText('New password'), 'Brandnew9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Brandnew9');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.search).toBe('?password-reset=true'));
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual([{ code: 'abc', password: 'Brandnew9', passwordConfirmation: 'Brandnew9' }]);
    expect(
      await screen.findByText('Your password has been set. You can now log in with your new password.'),
    ).toBeVisible();
    // The reset does not sign anyone in.
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('signs this browser out when a signed-in teacher resets their password (every session ends, issue 43)', async () => {
    logIn();
    server.use(http.post('*/api/auth/reset-password', () => HttpResponse.json({ jwt: 'x', user: { id: 1 } })));
    const { router, redirect } = renderApp('/account/reset-password?code=abc');
    await userEvent.type(await screen.findByLabelText('New password'), 'Brandnew9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Brandnew9');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('Your password has been set. You can now log in with your new password.'),
    ).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe('/?password-reset=true');
    expect(localStorage.length).toBe(0);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shows the error above the form', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ error: { message: 'Incorrect code provided' } }, { status: 400 }),
      ),
    );
    renderApp('/account/reset-password?code=old');
    await userEvent.type(await screen.findByLabelText('New password'), 'Brandnew9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Brandnew9');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect code provided');
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('New password')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('explains a link without a code', async () => {
    renderApp('/account/reset-password');
    expect(await screen.findByText(/This link is incomplete/)).toBeVisible();
  });
});
