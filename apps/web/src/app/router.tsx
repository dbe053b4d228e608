import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  ScrollRestoration,
  type HydrationState,
  type LoaderFunction,
  type Params,
  type RouteObject,
} from 'react-router';
import { RouteErrorPanel } from '../components/ErrorPanel';
import { loadMarkdownRenderer } from '../components/richTextRenderer';
import { NotFoundPage } from '../components/NotFoundPage';
import { ReconnectingStatus } from '../components/ReconnectingStatus';
import { PageSkeleton } from '../components/Skeleton';
import { audienceQuery } from '../features/audiences/api/audience';
import { learningResourcesHomeQuery } from '../features/home/api/learningResourcesHome';
import { AT_HOME_LIBRARY_ROUTE } from '../features/at-home/libraryRoute';
import { programmeQuery } from '../features/programmes/api/programme';
import { LessonModeLayout } from './layouts/LessonModeLayout';
import { MainLayout } from './layouts/MainLayout';
import { AtHomeLayout, StandaloneLayout } from './layouts/StandaloneLayout';
import { AccountPromptsHost } from './AccountPromptsHost';
import { RequireLogin, SIGNED_IN_ONLY } from './RequireLogin';

// One lazily loaded chunk per feature: every screen of a feature comes from its routes module.
const home = () => import('../features/home/routes');
const audiences = () => import('../features/audiences/routes');
const programmes = () => import('../features/programmes/routes');
const units = () => import('../features/units/routes');
const lessons = () => import('../features/lessons/routes');
const activities = () => import('../features/activities/routes');
const activityLibrary = () => import('../features/activity-library/routes');
const audioLibrary = () => import('../features/audio-library/routes');
const atHome = () => import('../features/at-home/routes');
const classJoin = () => import('../features/class-join/routes');
const cpd = () => import('../features/cpd/routes');
const live = () => import('../features/live/routes');
const pages = () => import('../features/pages/routes');
const account = () => import('../features/account/routes');
const auth = () => import('../features/auth/routes');
const playlists = () => import('../features/playlists/routes');
const customUnits = () => import('../features/custom-units/routes');
const lessonMode = () => import('../features/lesson-mode/routes');
const search = () => import('../features/search/routes');

/**
 * A route's `lazy`: load the feature's chunk, then take one of its screens as the route component. The Markdown
 * renderer starts loading beside it, for the screen's rich text, unless the screen's texts are plain (the home page).
 */
function screen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
  { richText = true }: { richText?: boolean } = {},
): RouteObject['lazy'] {
  // The object form lets the route's loader run beside it (the function form is awaited before any loader).
  return {
    Component: async () => {
      if (richText) void loadMarkdownRenderer();
      return (await load())[name];
    },
  };
}

/**
 * A route `loader` that starts its screen's main query the moment the route matches, while the screen's code is
 * still loading; the screen's useQuery (same query, same variables) then joins the request or finds the answer in
 * the cache. It returns at once: the route never waits for it, and the screen shows the query's errors as before.
 */
function startQuery<Variables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<unknown, Variables> | DocumentNode,
  variables: (params: Params, pathname: string) => Variables,
): LoaderFunction {
  return ({ params, request }) => {
    client.query({ query, variables: variables(params, new URL(request.url).pathname) }).catch(() => undefined);
    return null;
  };
}

/**
 * The screens a first visit starts on (home, audience, programme): their texts are paragraphs with at most some
 * emphasis, which RichText shows without the Markdown renderer, so they do not load it before their first view.
 */
const firstVisit = { richText: false };

/**
 * A route's `handle` marking a public page (issue 30): the CMS serves it rendered on the server to visitors
 * (entry-server.tsx). Signed-in and subscriber pages are never rendered there.
 */
const SERVER_RENDERED = { serverRendered: true } as const;
const serverRendered = { handle: SERVER_RENDERED };
/** A public page rendered on the server but never kept by the response cache: what it shows may end any time. */
const SERVER_RENDERED_UNKEPT = { serverRendered: true, kept: false } as const;

export const isServerRendered = (route: RouteObject) =>
  route.handle === SERVER_RENDERED || route.handle === SERVER_RENDERED_UNKEPT;
/** Whether the response cache may keep the page's rendering for the next visitor. */
export const isKeptWhenRendered = (route: RouteObject) => route.handle === SERVER_RENDERED;

/** Where a route loader on the server reaches the CMS (entry-server.tsx's request context); none in the browser. */
export interface ServerLoadContext {
  apiOrigin: string;
}

/** The at-home library behind a family's link (features/at-home), read by its route's loader. */
const atHomeLibrary: LoaderFunction = async ({ params, request, context }) => {
  const { loadAtHomeLibrary } = await import('../features/at-home/useAtHomeLibrary');
  return loadAtHomeLibrary(params.library ?? '', request.signal, (context as ServerLoadContext | undefined)?.apiOrigin);
};

/** Optional trailing parameters of the slideshow routes: slide, sub-slideshow, sub-slide. */
const slides = 'slides/*';

/** The key-stage landing pages of the Secondary audience, each with the same three sub-routes (SPEC-GUIDE §2). */
const secondaryKeyStages = ['ks3', 'ks4', 'ks5'];

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
 * SPEC-GUIDE §2 route list. Static paths outrank parameters, so /privacy, /live, /secondary ... win over /{audience}.
 */
function routeTree(client: ApolloClient): RouteObject[] {
  // The landing screens' queries, started with their code (see startQuery).
  const homeContent = startQuery(client, learningResourcesHomeQuery, () => ({}));
  const audienceHome = (audienceSlug?: string) =>
    startQuery(client, audienceQuery, (params) => ({ audienceSlug: audienceSlug ?? params.audience ?? '' }));
  // The audience of /{audience}/{programme}, or Secondary for /secondary/ks3/programme/{programme}.
  const programmePage = startQuery(client, programmeQuery, (params, pathname) => ({
    slug: params.programme ?? '',
    audienceSlug: params.audience ?? pathname.split('/')[1] ?? '',
  }));
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: PageSkeleton,
      children: [
        {
          Component: LessonModeLayout,
          children: [
            {
              Component: RequireLogin,
              children: [
                {
                  path: 'playlists/:playlistId/slides/*',
                  lazy: screen(lessonMode, 'PlaylistSlidesPage'),
                },
                {
                  path: `:audience/:programme/unit/:unit/lesson/:lesson/activity/:activity/${slides}`,
                  lazy: screen(lessonMode, 'ActivitySlidesPage'),
                },
                {
                  path: ':audience/:programme/unit/:unit/lesson/:lesson/slides/*',
                  lazy: screen(lessonMode, 'LessonSlidesPage'),
                },
                {
                  path: `:audience/:programme/custom-unit/:unit/lesson/:lesson/activity/:activity/${slides}`,
                  lazy: screen(lessonMode, 'ActivitySlidesPage'),
                },
                {
                  path: ':audience/:programme/custom-unit/:unit/lesson/:lesson/slides/*',
                  lazy: screen(lessonMode, 'LessonSlidesPage'),
                },
                {
                  path: `:audience/:programme/activity/:library/:section/:activity/${slides}`,
                  lazy: screen(lessonMode, 'ActivitySlidesPage'),
                },
              ],
            },
          ],
        },
        {
          Component: StandaloneLayout,
          children: [{ path: 'login', lazy: screen(auth, 'LoginPage') }],
        },
        {
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
        },
        {
          Component: MainLayout,
          HydrateFallback: MainLayout,
          children: [
            { index: true, loader: homeContent, lazy: screen(home, 'HomePage', firstVisit), ...serverRendered },
            { path: 'welcome/:welcome', loader: homeContent, lazy: screen(home, 'HomePage', firstVisit) },
            { path: 'privacy', lazy: screen(pages, 'PrivacyPage'), ...serverRendered },
            { path: 'terms-and-conditions', lazy: screen(pages, 'TermsPage'), ...serverRendered },
            { path: 'cpd', lazy: screen(cpd, 'CpdPage'), ...serverRendered },
            { path: 'subscribe', lazy: screen(account, 'AccountPage') },
            { path: 'account/reset-password', lazy: screen(account, 'ResetPasswordPage') },
            { path: 'search', lazy: screen(search, 'SearchPage', { richText: false }) },

            {
              path: 'secondary',
              loader: audienceHome('secondary'),
              lazy: screen(audiences, 'SecondaryHomePage', firstVisit),
              ...serverRendered,
            },
            { path: 'secondary/:landingPageSlug', lazy: screen(pages, 'LandingPage'), ...serverRendered },
            ...secondaryKeyStages.flatMap((keyStage): RouteObject[] => [
              {
                path: `secondary/${keyStage}/programme/:programme`,
                loader: programmePage,
                lazy: screen(programmes, 'ProgrammePage', firstVisit),
                ...serverRendered,
              },
              {
                path: `secondary/${keyStage}/project/:projectpageslug`,
                lazy: screen(pages, 'ProjectPage'),
                ...serverRendered,
              },
              {
                path: `secondary/${keyStage}/page/:landingPageSlug`,
                lazy: screen(pages, 'LandingPage'),
                ...serverRendered,
              },
            ]),

            {
              path: 'live',
              loader: audienceHome('live'),
              lazy: screen(audiences, 'LiveHomePage', firstVisit),
              ...serverRendered,
            },
            { path: 'live/:liveprogramme', lazy: screen(live, 'LiveProgrammePage'), ...serverRendered },

            {
              path: ':audience',
              loader: audienceHome(),
              lazy: screen(audiences, 'AudienceHomePage', firstVisit),
              ...serverRendered,
            },
            {
              path: ':audience/:programme',
              loader: programmePage,
              lazy: screen(programmes, 'ProgrammePage', firstVisit),
              ...serverRendered,
            },

            {
              Component: RequireLogin,
              children: [
                // CPD details are for any signed-in teacher; everything else here needs an active subscription.
                { path: 'cpd/live-event/:cpdLiveEvent', lazy: screen(cpd, 'CpdLiveEventPage'), handle: SIGNED_IN_ONLY },
                { path: 'cpd/session/:cpdSession', lazy: screen(cpd, 'CpdSessionPage'), handle: SIGNED_IN_ONLY },
                { path: 'playlists', lazy: screen(playlists, 'PlaylistsPage') },
                { path: 'playlists/:playlistId', lazy: screen(playlists, 'PlaylistPage') },
                { path: 'live/:liveprogramme/:liveproduction', lazy: screen(live, 'LiveProductionPage') },

                { path: ':audience/:programme/unit/:unit', lazy: screen(units, 'UnitPage') },
                { path: ':audience/:programme/unit/:unit/lesson/:lesson', lazy: screen(lessons, 'LessonOverviewPage') },
                {
                  path: ':audience/:programme/unit/:unit/lesson/:lesson/activity/:activity/*',
                  lazy: screen(activities, 'ActivityPage'),
                },

                { path: ':audience/:programme/custom-unit', lazy: screen(customUnits, 'CustomUnitsPage') },
                { path: ':audience/:programme/custom-unit/:unit', lazy: screen(customUnits, 'CustomUnitPage') },
                {
                  path: ':audience/:programme/custom-unit/:unit/lesson/:lesson',
                  lazy: screen(lessons, 'CustomUnitLessonPage'),
                },
                {
                  path: ':audience/:programme/custom-unit/:unit/lesson/:lesson/activity/:activity/*',
                  lazy: screen(activities, 'CustomUnitActivityPage'),
                },
                { path: ':audience/:programme/create-unit', lazy: screen(customUnits, 'CreateUnitPage') },

                {
                  path: ':audience/:programme/activity/:library/:section/:activity/*',
                  lazy: screen(activities, 'LibraryActivityPage'),
                },
                {
                  path: ':audience/:programme/activity/:library/:section',
                  lazy: screen(activityLibrary, 'ActivitySectionPage'),
                },
                {
                  path: ':audience/:programme/activity/:library',
                  lazy: screen(activityLibrary, 'ActivityLibraryPage'),
                },
                { path: ':audience/:programme/activity-filter', lazy: screen(activityLibrary, 'ActivityFilterPage') },

                // A programme's audio library, an audience's, and every library: an index, collections and pages.
                ...audioLibraryRoutes(':audience/:programme/audio/:library', ':page'),
                ...audioLibraryRoutes(':audience/audiolibrary', 'page/:page'),
                ...audioLibraryRoutes('audiolibrary', 'page/:page'),
              ],
            },

            { path: '*', Component: NotFoundPage, ...serverRendered },
          ],
        },
      ],
    },
  ];
}

/** The routes of an audio library under `base`: its index, `collection/:container`, and a page at `pagePath`. */
function audioLibraryRoutes(base: string, pagePath: string): RouteObject[] {
  return [
    { path: base, lazy: screen(audioLibrary, 'AudioLibraryPage') },
    { path: `${base}/collection/:container`, lazy: screen(audioLibrary, 'AudioCollectionPage') },
    { path: `${base}/${pagePath}`, lazy: screen(audioLibrary, 'AudioPage') },
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
 * fallback in between.
 */
export async function createAppRouter(client: ApolloClient, hydrationData?: HydrationState) {
  const routes = createRoutes(client);
  if (hydrationData) await loadMatchedScreens(routes, window.location.pathname);
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
