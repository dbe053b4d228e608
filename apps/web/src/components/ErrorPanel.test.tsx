import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '../test/renderApp';
import { RouteErrorPanel } from './ErrorPanel';

/** A route whose loading fails, shown through the same errorElement every route of the app has. */
function renderBrokenRoute() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Previous view</h1> },
      {
        path: '/primary/sing-together/unit/u1',
        loader: () => {
          throw new Error('Cannot read the lesson plan');
        },
        element: <h1>Unit</h1>,
        hydrateFallbackElement: <p>Loading</p>,
        errorElement: <RouteErrorPanel />,
      },
    ],
    { initialEntries: ['/', '/primary/sing-together/unit/u1'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('error panel', () => {
  it('tells a signed-in teacher what went wrong, where, and how to get back or get help', async () => {
    logIn();
    const router = renderBrokenRoute();

    expect(
      await screen.findByText("Oops! Seems like we played the wrong note and can't show this page..."),
    ).toBeVisible();
    expect(screen.getByText('/primary/sing-together/unit/u1')).toBeVisible();
    expect(screen.getByText('Cannot read the lesson plan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');

    await userEvent.click(screen.getByRole('link', { name: 'return to the previous view' }));
    expect(await screen.findByRole('heading', { name: 'Previous view' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks a visitor to log in instead', async () => {
    renderBrokenRoute();
    expect(await screen.findByText('You need to be logged in to access this content.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Oops!/)).not.toBeInTheDocument();
    expect(screen.queryByText('Cannot read the lesson plan')).not.toBeInTheDocument();
  });

  describe('offline', () => {
    afterEach(() => vi.restoreAllMocks());

    function renderFailedOffline(error: Error) {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const router = createMemoryRouter(
        [
          {
            path: '/primary/p/unit/u1/lesson/l2',
            loader: () => {
              throw error;
            },
            element: <h1>Lesson</h1>,
            hydrateFallbackElement: <p>Loading</p>,
            errorElement: <RouteErrorPanel />,
          },
        ],
        { initialEntries: ['/primary/p/unit/u1/lesson/l2'] },
      );
      render(<RouterProvider router={router} />);
    }

    it('says in one line that a page this device has not saved needs the network, never "Oops! … Failed to fetch"', async () => {
      logIn();
      // What fetch gives when the network and the service worker's saves both fail.
      renderFailedOffline(new TypeError('Failed to fetch'));
      expect(await screen.findByText(/This page isn't saved for offline use\. Reconnect to open it/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'open a lesson saved on this device' })).toHaveAttribute('href', '/');
      expect(screen.queryByText(/Oops!/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    });

    it('still shows a real error as one, offline or not', async () => {
      logIn();
      renderFailedOffline(new Error('Cannot read the lesson plan'));
      expect(await screen.findByText(/Oops!/)).toBeVisible();
      expect(screen.queryByText(/isn't saved for offline use/)).not.toBeInTheDocument();
    });
  });
});
