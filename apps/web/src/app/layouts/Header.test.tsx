import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const homeHeading = { level: 1, name: 'Welcome to the Music Classroom' } as const;

async function openMenu(name: string) {
  const toggle = await screen.findByRole('button', { name });
  await userEvent.click(toggle);
  return toggle;
}

describe('header', () => {
  it('has a skip link to the main content', async () => {
    renderApp('/');
    await screen.findByRole('heading', homeHeading);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('lists each audience with its home and released programmes, hiding preview boxes', async () => {
    renderApp('/');
    await screen.findByRole('heading', homeHeading);

    await openMenu('Primary');
    const menu = screen.getByRole('link', { name: 'Primary home' }).closest('.dropdown-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Primary home' })).toHaveAttribute('href', '/primary');
    expect(within(menu).getByRole('link', { name: 'Sing Together' })).toHaveAttribute('href', '/primary/sing-together');
    expect(within(menu).queryByText('Coming Next Term')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Drafted Rhythms')).not.toBeInTheDocument();
  });

  it('links live programmes to /live/{slug}', async () => {
    renderApp('/');
    await screen.findByRole('heading', homeHeading);
    await openMenu('Live');
    expect(hrefOf('Orchestra in Schools')).toBe('/live/orchestra-in-schools');
  });

  it('closes an open menu when the route changes', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', homeHeading);
    const toggle = await openMenu('Primary');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: ArrowDown opens a menu into its first link, Escape closes it back to its button', async () => {
    renderApp('/');
    await screen.findByRole('heading', homeHeading);
    const toggle = await screen.findByRole('button', { name: 'Primary' });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Primary home' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Sing Together' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Primary home' })).not.toBeInTheDocument();
  });

  it('closes an open menu on a click elsewhere', async () => {
    renderApp('/');
    await screen.findByRole('heading', homeHeading);
    const toggle = await openMenu('Primary');
    await userEvent.click(screen.getByRole('heading', homeHeading));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Sign up and Log In to a visitor', async () => {
    renderApp('/');
    await screen.findByRole('heading', homeHeading);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/subscribe');
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('button', { name: 'Your Account' })).not.toBeInTheDocument();
  });

  it('greets a teacher in the account menu, and Log Out clears the session and returns home', async () => {
    logIn({ firstName: 'Ada' });
    const { router } = renderApp('/cpd');
    await screen.findByRole('heading', { level: 1, name: 'CPD' });

    await openMenu('Your Account');
    expect(screen.getByText('Hello Ada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your Playlists' })).toHaveAttribute('href', '/playlists');
    expect(screen.getByRole('link', { name: 'CPD' })).toHaveAttribute('href', '/cpd');
    expect(screen.getByRole('link', { name: 'Account details' })).toHaveAttribute('href', '/subscribe');

    const loggedOut: [string | null, string][] = [];
    server.use(
      http.post('/api/auth/logout', async ({ request }) => {
        loggedOut.push([request.headers.get('authorization'), await request.text()]);
        return HttpResponse.json({ ok: true });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', homeHeading)).toBeVisible();
    // The server ends this device's session too, and only it: no scope (tests/token-ends.test.ts in the CMS).
    await waitFor(() => expect(loggedOut).toEqual([['Bearer test-token', '']]));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Primary' })).toBeVisible();
  });
});
