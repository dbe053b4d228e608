import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { createApolloClient } from '../lib/apolloClient';
import { sessionKeys } from '../lib/session';

/** Stores a session the way the accounts flow will, so the app sees a signed-in teacher. */
export function logIn({ firstName = 'Ada', roleType = 'active_subscriber' } = {}) {
  localStorage.setItem(sessionKeys.token, 'test-token');
  localStorage.setItem(sessionKeys.user, JSON.stringify({ id: 1, username: 'ada@example.com' }));
  localStorage.setItem(sessionKeys.userProfile, JSON.stringify({ first_name: firstName }));
  localStorage.setItem(sessionKeys.userRole, JSON.stringify({ type: roleType }));
}

/** The whole app (real routes, layouts and GraphQL client) at one URL, over the MSW network. */
export function renderApp(path: string) {
  const redirect = vi.fn();
  const client = createApolloClient({ redirect });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client, redirect };
}

/** The page's breadcrumb trail as [label, href] pairs, in order. */
export const breadcrumbTrail = () =>
  within(screen.getByRole('navigation', { name: 'breadcrumb' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** Where the one link of this accessible name leads (within `container`, the whole page by default). */
export const hrefOf = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('link', { name }).getAttribute('href');
