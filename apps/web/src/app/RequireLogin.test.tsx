import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn, renderApp } from '../test/renderApp';
import { server } from '../test/server';

describe('routes that need a login (SPEC §6)', () => {
  it('show a signed-in user without an active subscription the subscribe modal, and ask the CMS for nothing', async () => {
    const asked: string[] = [];
    server.use(
      graphql.query('SchemesQuery', () => {
        asked.push('SchemesQuery');
        return HttpResponse.json({ data: { scheme: null, programmes: [] } });
      }),
    );
    logIn({ roleType: 'authenticated' });
    renderApp('/primary/sing-together/unit/u1');
    const modal = await screen.findByRole('dialog', { name: 'Subscription needed' });
    expect(within(modal).getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getAllByText('You need an active subscription to access this content.').length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });

  it('show the same to them in lesson mode', async () => {
    logIn({ roleType: 'authenticated' });
    renderApp('/playlists/pl-1/slides');
    expect(await screen.findByRole('dialog', { name: 'Subscription needed' })).toBeVisible();
  });

  it('let any signed-in teacher read the CPD detail pages', async () => {
    logIn({ roleType: 'authenticated' });
    renderApp('/cpd/session/warm-ups');
    expect(await screen.findByRole('heading', { level: 1, name: 'CPD session' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Subscription needed' })).not.toBeInTheDocument();
  });

  it('show a visitor the logged-out error panel with the /login link', async () => {
    renderApp('/primary/sing-together/unit/u1');
    expect(await screen.findByText('You need to be logged in to access this content.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });
});
