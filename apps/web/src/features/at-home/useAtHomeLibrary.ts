import { useRouteLoaderData } from 'react-router';
import { fetchAtHomeLibrary, type AtHomeLibrary } from './api/atHome';
import { AT_HOME_LIBRARY_ROUTE } from './libraryRoute';

/**
 * What the library page's route loader answers (app/routes/standaloneRoutes.ts), never thrown: the page shows the
 * problem.
 */
export type AtHomeLoad = { library: AtHomeLibrary; error?: undefined } | { library?: undefined; error: string };

/** The route loader of the library page: the server render waits for it, so the page arrives with its content. */
export async function loadAtHomeLibrary(code: string, signal: AbortSignal, apiOrigin?: string): Promise<AtHomeLoad> {
  try {
    return { library: await fetchAtHomeLibrary(code, signal, apiOrigin) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The library behind a shared code, as its route's loader read it for the library page and its activity pages. */
export function useAtHomeLibrary(): AtHomeLoad {
  const loaded = useRouteLoaderData(AT_HOME_LIBRARY_ROUTE) as AtHomeLoad | undefined;
  return loaded ?? { error: 'This Music at Home page could not be loaded. Please try again later.' };
}
