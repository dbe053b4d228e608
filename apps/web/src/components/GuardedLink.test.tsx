import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn, renderApp } from '../test/renderApp';
import { meFromStoredSession, server } from '../test/server';

const UNIT_LINK = { name: /^View unit of work/ };

/** Login answered by the CMS for a teacher with the given role. */
function acceptLoginAs(roleType: string) {
  server.use(
    http.post('*/api/auth/local', () => {
      // What the CMS would answer to `me` afterwards (test/server.ts reads the stored session).
      localStorage.setItem('user', JSON.stringify({ id: 3, username: 'kim@example.com' }));
      localStorage.setItem('userRole', JSON.stringify({ type: roleType }));
      return HttpResponse.json({ jwt: 'jwt-3', user: { id: 3 } });
    }),
    graphql.query('me', () => HttpResponse.json({ data: { me: meFromStoredSession() } })),
    // The unit page the link leads to (its own tests live with it).
    graphql.query('SchemesQuery', () => HttpResponse.json({ data: { scheme: null, programmes: [] } })),
  );
}

async function logInThroughPanel() {
  const panel = await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 5000 });
  await userEvent.type(within(panel).getByLabelText('Email address'), 'kim@example.com');
  await userEvent.type(within(panel).getByLabelText('Password'), 'Secret123');
  await userEvent.click(within(panel).getByRole('button', { name: 'Log In' }));
}

describe('login-guarded links (SPEC §2 Programme page)', () => {
  it('are real links to their content', async () => {
    renderApp('/primary/sing-together');
    // The first screen of the file also loads the feature's code.
    expect(await screen.findByRole('link', UNIT_LINK, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/primary/sing-together/unit/u1',
    );
  });

  it('take a subscriber straight to the content', async () => {
    logIn({ roleType: 'active_subscriber' });
    acceptLoginAs('active_subscriber');
    const { router } = renderApp('/primary/sing-together');
    await userEvent.click(await screen.findByRole('link', UNIT_LINK));
    await waitFor(() => expect(router.state.location.pathname).toBe('/primary/sing-together/unit/u1'));
  });

  it('open the login panel for a visitor, then go on to the content once a subscriber has logged in', async () => {
    acceptLoginAs('active_subscriber');
    const { router } = renderApp('/primary/sing-together');
    await userEvent.click(await screen.findByRole('link', UNIT_LINK));
    expect(router.state.location.pathname).toBe('/primary/sing-together');
    await logInThroughPanel();
    await waitFor(() => expect(router.state.location.pathname).toBe('/primary/sing-together/unit/u1'));
  });

  it('show the subscribe modal after login to a user without an active subscription', async () => {
    acceptLoginAs('authenticated');
    const { router } = renderApp('/primary/sing-together');
    await userEvent.click(await screen.findByRole('link', UNIT_LINK));
    await logInThroughPanel();
    const modal = await screen.findByRole('dialog', { name: 'Subscription needed' });
    expect(within(modal).getByText('You need an active subscription to access this content.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/primary/sing-together');
  });

  it("show a signed-in non-subscriber the subscribe modal, whose 'Subscribe now' goes to /subscribe", async () => {
    logIn({ roleType: 'authenticated' });
    const { router } = renderApp('/primary/sing-together');
    await userEvent.click(await screen.findByRole('link', UNIT_LINK));
    const modal = await screen.findByRole('dialog', { name: 'Subscription needed' });
    await userEvent.click(within(modal).getByRole('link', { name: 'Subscribe now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });
});
