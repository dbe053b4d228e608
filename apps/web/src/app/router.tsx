import type { ApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  ScrollRestoration,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { RouteErrorPanel } from '../components/ErrorPanel';
import { NotFoundPage } from '../components/NotFoundPage';
import { ReconnectingStatus } from '../components/ReconnectingStatus';
import { PageSkeleton } from '../components/Skeleton';
import { MainLayout } from './layouts/MainLayout';
import { AccountPromptsHost } from './AccountPromptsHost';
import { pageIsLeaving } from './linksBeforeStart';
import { lessonModeRoutes } from './routes/lessonModeRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { serverRendered } from './routes/screens';
import { signedInRoutes } from './routes/signedInRoutes';
import { atHomeRoutes, standaloneRoutes } from './routes/standaloneRoutes';

export { isKeptWhenRendered, isRenderedForSubscriber, isServerRendered } from './routes/screens';
export type { ServerLoadContext } from './routes/standaloneRoutes';

/** Set on the document once the app runs the page (a rendered page is readable, and its links work, before that). */
const APP_READY_ATTRIBUTE = 'data-app';

function Root() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready'), []);
  return (
    <>
      <ScrollRestoration />
      <AccountPromptsHost>
        <Outlet />
      </AccountPromptsHost>
      <ReconnectingStatus />
    </>
  );
}

/**
 * SPEC-GUIDE §2 route list, by area (app/routes/): lesson mode, the standalone and at-home layouts, then the main
 * layout's public and signed-in pages. Each route module lists its routes as the spec does.
 */
function routeTree(client: ApolloClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: PageSkeleton,
      children: [
        lessonModeRoutes(client),
        standaloneRoutes(),
        atHomeRoutes(),
        {
          Component: MainLayout,
          HydrateFallback: MainLayout,
          children: [
            ...publicRoutes(client),
            signedInRoutes(client),
            { path: '*', Component: NotFoundPage, ...serverRendered },
          ],
        },
      ],
    },
  ];
}

/** Every route, layouts included, shows the error panel for what it throws: never a white screen. */
function withErrorPanels(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map((route): RouteObject => {
    const ErrorBoundary = route.ErrorBoundary ?? RouteErrorPanel;
    if (route.index) return { ...route, ErrorBoundary };
    return { ...route, ErrorBoundary, children: route.children && withErrorPanels(route.children) };
  });
}

/** The app's routes, their loaders asking the given GraphQL client. */
export function createRoutes(client: ApolloClient): RouteObject[] {
  return withErrorPanels(routeTree(client));
}

/**
 * The browser's router. A page rendered on the server (entry-server.tsx) hands over its loader data, and the screens
 * it matched are loaded before the router starts, so the first render is the server's and hydrates without a
 * fallback in between. None when a link tapped meanwhile is taking the browser away (linksBeforeStart.ts): the
 * router's first history entry would cancel that navigation.
 */
export async function createAppRouter(client: ApolloClient, hydrationData?: HydrationState) {
  const routes = createRoutes(client);
  if (hydrationData) await loadMatchedScreens(routes, window.location.pathname);
  if (pageIsLeaving()) return undefined;
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * Resolves the `lazy` properties of the routes matching `pathname` in place (React Router's advice for hydration);
 * the server render does the same, so both render the screen itself at once.
 */
export async function loadMatchedScreens(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const),
      );
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}
