/** The app itself, started by main.tsx: hydrates a page the server rendered, or renders one in the browser. */
import { createRoot, hydrateRoot, StrictMode, startTransition } from './stageReact';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { createApolloClient } from '../lib/apolloClient';
import { keepDocumentCookieInStep } from '../lib/documentCookie';
import { afterLoad, nextTask } from './afterLoad';
import { readServerState } from './serverState';
import { capturePreviewToken, previewToken } from '../lib/preview';
import { isLoggedIn } from '../lib/session';
import { pageIsLeaving } from './linksBeforeStart';

// Plain /documents links carry the sign-in (lib/documentCookie.ts).
keepDocumentCookieInStep();
// A page opened from the admin panel's Preview shows drafts in this tab (lib/preview.ts).
capturePreviewToken();

async function start() {
  const root = document.getElementById('root')!;
  // A page the CMS rendered (entry-server.tsx): a public page for a visitor, or a subscriber's lesson for a signed-in
  // tab (with the session it was rendered with). A tab whose sign-in differs from the page's, and a preview tab
  // (drafts, where the server rendered published versions), render their own.
  const rendered = previewToken() ? undefined : readServerState();
  const serverState = rendered && Boolean(rendered.session) === isLoggedIn() ? rendered : undefined;
  const client = createApolloClient();
  if (serverState) client.cache.restore(serverState.apollo);
  // Each step in a task of its own, so no one task holds a phone's main thread long (main.tsx).
  await nextTask();
  const router = await createAppRouter(client, serverState?.router);
  await nextTask();
  if (!router || pageIsLeaving()) return;
  const app = (
    <StrictMode>
      <AppProviders client={client} renderedSession={serverState?.session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrated as a transition: React yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page, so a tap during hydration is answered.
  if (serverState) return startTransition(() => void hydrateRoot(root, app));
  root.replaceChildren();
  createRoot(root).render(app);
}
void start();

// Offline lessons' worker (features/offline): loaded after the page, and only for a signed-in visitor or a device that
// already has it, so a first visit fetches nothing more. (main.tsx loads this module at the page's load event or
// before it.)
afterLoad(() => {
  if (isLoggedIn() || navigator.serviceWorker?.controller)
    void import('../features/offline/startOfflineWorker').then(({ startOfflineWorker }) => startOfflineWorker());
});
