import type { LoaderFunction, RouteObject } from 'react-router';
import { AT_HOME_LIBRARY_ROUTE } from '../../features/at-home/libraryRoute';
import { AtHomeLayout, StandaloneLayout } from '../layouts/StandaloneLayout';
import { atHome, auth, classJoin, screen, SERVER_RENDERED_UNKEPT } from './screens';

/** Where a route loader on the server reaches the CMS (entry-server.tsx's request context); none in the browser. */
export interface ServerLoadContext {
  apiOrigin: string;
  /** The subscriber's token, when the page is rendered for them (their home's teaching history). */
  authorization?: string;
}

/** The at-home library behind a family's link (features/at-home), read by its route's loader. */
const atHomeLibrary: LoaderFunction = async ({ params, request, context }) => {
  const { loadAtHomeLibrary } = await import('../../features/at-home/useAtHomeLibrary');
  return loadAtHomeLibrary(params.library ?? '', request.signal, (context as ServerLoadContext | undefined)?.apiOrigin);
};

/** The sign-in screen, with the header alone (SPEC-GUIDE §2 standalone layouts). */
export const standaloneRoutes = (): RouteObject => ({
  Component: StandaloneLayout,
  children: [{ path: 'login', lazy: screen(auth, 'LoginPage') }],
});

/** Music at Home for families, and pupils joining a class: no navigation. */
export const atHomeRoutes = (): RouteObject => ({
  Component: AtHomeLayout,
  children: [
    {
      // The library's loader reads it once for its page and its activities' pages, on the server too.
      id: AT_HOME_LIBRARY_ROUTE,
      path: ':audience/:programme/at-home/:library',
      loader: atHomeLibrary,
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.library !== nextParams.library,
      children: [
        // Rendered for the family, but not kept: the link ends, or its teacher's subscription does.
        { index: true, lazy: screen(atHome, 'AtHomeLibraryPage'), handle: SERVER_RENDERED_UNKEPT },
        { path: ':activity', lazy: screen(atHome, 'AtHomeActivityPage') },
      ],
    },
    { path: 'join', lazy: screen(classJoin, 'ClassJoinPage') },
  ],
});
