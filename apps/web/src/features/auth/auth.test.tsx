import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { sessionKeys } from '../../lib/session';

/** The CMS's `me` for a teacher who has just signed in. */
function answerMe({ firstName = 'Grace', roleType = 'active_subscriber' } = {}) {
  server.use(
    graphql.query('me', () =>
      HttpResponse.json({
        data: {
          me: {
            __typename: 'UsersPermissionsMe',
            id: '7',
            documentId: 'user-7',
            username: 'grace@example.com',
            email: 'grace@example.com',
            role: { __typename: 'UsersPermissionsMeRole', type: roleType, description: 'Role' },
            user_profile: {
              __typename: 'UserProfile',
              documentId: 'p7',
              salutation: 'Ms',
              first_name: firstName,
              last_name: 'Hopper',
              phone_number: null,
              school: 'Bayside School',
              role: null,
              address_1: null,
              address_2: null,
              postcode: 'LS1 1AA',
              user_updated: false,
            },
          },
        },
      }),
    ),
  );
}

function acceptLogin() {
  const seen: unknown[] = [];
  server.use(
    http.post('*/api/auth/local', async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({ jwt: 'new-jwt', user: { id: 7, email: 'grace@example.com' } });
    }),
  );
  return seen;
}

async function openPanelFromHeader() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await userEvent.click(within(nav).getByRole('link', { name: 'Log In' }));
  // The panel's code loads the first time it opens.
  return screen.findByRole('dialog', { name: 'Log In' }, { timeout: 5000 });
}

async function fillLogin(panel: HTMLElement, email = 'grace@example.com', password = 'Secret123') {
  await userEvent.type(within(panel).getByLabelText('Email address'), email);
  await userEvent.type(within(panel).getByLabelText('Password'), password);
  await userEvent.click(within(panel).getByRole('button', { name: 'Log In' }));
}

describe('login panel', () => {
  it("opens from the header's Log In, signs in, stores the session and goes to /", async () => {
    const sent = acceptLogin();
    answerMe({ firstName: 'Grace' });
    const { router } = renderApp('/privacy');
    const panel = await openPanelFromHeader();
    expect(router.state.location.pathname).toBe('/privacy');

    await fillLogin(panel);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([{ identifier: 'grace@example.com', password: 'Secret123' }]);
    expect(localStorage.getItem(sessionKeys.token)).toBe('new-jwt');
    expect(JSON.parse(localStorage.getItem(sessionKeys.user)!)).toMatchObject({ id: '7', email: 'grace@example.com' });
    expect(JSON.parse(localStorage.getItem(sessionKeys.userRole)!)).toEqual({
      type: 'active_subscriber',
      description: 'Role',
    });
    expect(JSON.parse(localStorage.getItem(sessionKeys.userProfile)!)).toMatchObject({
      first_name: 'Grace',
      school: 'Bayside School',
    });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log In' })).not.toBeInTheDocument());
    // The router has moved to / before the screen shows it (a transition, slower on a loaded machine); a menu opened
    // in between closes when it does, as every menu does on a route change.
    expect(await screen.findByText('Welcome back, Grace.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Your Account' }));
    expect(await screen.findByText('Hello Grace')).toBeVisible();
  });

  it("shows the server's message when login fails, and 'There was a problem' when it has none", async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          { error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' } },
          { status: 400 },
        ),
      ),
    );
    renderApp('/');
    const panel = await openPanelFromHeader();
    await fillLogin(panel, 'grace@example.com', 'wrong');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Invalid identifier or password');
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();

    server.use(http.post('*/api/auth/local', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(within(panel).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('There was a problem'));
  });

  it('toggles to forgot-password mode and reports the mail sent, or the server message', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp('/');
    const panel = await openPanelFromHeader();
    await userEvent.click(within(panel).getByRole('button', { name: 'Forgot your password?' }));
    expect(within(panel).getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await userEvent.type(within(panel).getByLabelText('Email address'), 'grace@example.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reset link' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'An email with instructions to reset your password has been sent to you.',
    );
    expect(sent).toEqual([{ email: 'grace@example.com' }]);

    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json({ error: { message: 'Please enter a valid e-mail address.' } }, { status: 400 }),
      ),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reset link' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');

    await userEvent.click(within(panel).getByRole('button', { name: 'Back to log in' }));
    expect(within(panel).getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  it('signs in on the /login page too, which then goes to /', async () => {
    acceptLogin();
    answerMe();
    const { router } = renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Log In' });
    await fillLogin(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(sessionKeys.token)).toBe('new-jwt');
  });

  it('tells a user back from a password reset that the new password is set', async () => {
    renderApp('/?password-reset=true');
    const panel = await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 5000 });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Your password has been set. You can now log in with your new password.',
    );
  });
});

describe('stored session', () => {
  it('brings the stored role and profile up to date on each page load', async () => {
    logIn({ firstName: 'Ada', roleType: 'active_subscriber' });
    answerMe({ firstName: 'Ada', roleType: 'authenticated' });
    renderApp('/');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(sessionKeys.userRole)!).type).toBe('authenticated'));
  });

  it('is cleared, and the browser sent to /, when the CMS refuses the token (tampered or expired)', async () => {
    logIn();
    // The CMS's answer to a token it did not sign: HTTP 401, whatever the query.
    server.use(
      http.post('*/graphql', () =>
        HttpResponse.json(
          { data: null, error: { status: 401, message: 'Missing or invalid credentials' } },
          { status: 401 },
        ),
      ),
    );
    const { redirect } = renderApp('/cpd');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/'));
    expect(localStorage.length).toBe(0);
  });

  it('Log Out clears everything and returns to /', async () => {
    logIn({ firstName: 'Ada' });
    const { router } = renderApp('/privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Your Account' }));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Log Out' })));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.length).toBe(0);
  });
});
