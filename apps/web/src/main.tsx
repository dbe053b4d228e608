// The typeface, self-hosted (latin, 400/600/700 only), then the design system (src/styles, docs/DESIGN.md).
import '@fontsource/lexend/latin-400.css';
import '@fontsource/lexend/latin-600.css';
import '@fontsource/lexend/latin-700.css';
import './styles/app.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createApolloClient } from './lib/apolloClient';
import { keepDocumentCookieInStep } from './lib/documentCookie';
import { capturePreviewToken } from './lib/preview';
import { isLoggedIn } from './lib/session';

// Plain /documents links carry the sign-in (lib/documentCookie.ts).
keepDocumentCookieInStep();
// A page opened from the admin panel's Preview shows drafts in this tab (lib/preview.ts).
capturePreviewToken();
const client = createApolloClient();
const router = createAppRouter(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Offline lessons' worker (features/offline): loaded after the page, and only for a signed-in visitor or a device that
// already has it, so a first visit fetches nothing more.
window.addEventListener('load', () => {
  if (isLoggedIn() || navigator.serviceWorker?.controller)
    void import('./features/offline/startOfflineWorker').then(({ startOfflineWorker }) => startOfflineWorker());
});
