import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';

describe('footer', () => {
  it('links to help, the policies and the orchestra, with the current year', async () => {
    renderApp('/privacy');
    const footer = await screen.findByRole('contentinfo');
    expect(hrefOf('help@example.org', footer)).toBe('mailto:help@example.org');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(hrefOf('Terms and Conditions', footer)).toBe('/terms-and-conditions');
    expect(hrefOf('Visit The Orchestra', footer)).toBe('https://www.example.org/');
    expect(within(footer).getByRole('img', { name: 'Music Classroom logo' })).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} The Orchestra`)).toBeVisible();
  });

  it('has a Sign In button for visitors that opens the login panel where they are', async () => {
    const { router } = renderApp('/privacy');
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('button', { name: 'Sign In' }));
    const panel = await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 5000 });
    expect(within(panel).getByLabelText('Email address')).toBeVisible();
    expect(router.state.location.pathname).toBe('/privacy');
  });

  it('has no Sign In button for a signed-in teacher', async () => {
    logIn();
    renderApp('/privacy');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
