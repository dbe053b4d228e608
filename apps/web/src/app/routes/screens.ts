import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params, RouteObject } from 'react-router';
import { loadMarkdownRenderer } from '../../components/richTextRenderer';
import { hasActiveSubscription } from '../../lib/session';

// One lazily loaded chunk per feature: every screen of a feature comes from its routes module.
export const home = () => import('../../features/home/routes');
export const audiences = () => import('../../features/audiences/routes');
export const programmes = () => import('../../features/programmes/routes');
export const units = () => import('../../features/units/routes');
export const lessons = () => import('../../features/lessons/routes');
export const activities = () => import('../../features/activities/routes');
export const activityLibrary = () => import('../../features/activity-library/routes');
export const audioLibrary = () => import('../../features/audio-library/routes');
export const atHome = () => import('../../features/at-home/routes');
export const classJoin = () => import('../../features/class-join/routes');
export const cpd = () => import('../../features/cpd/routes');
export const live = () => import('../../features/live/routes');
export const pages = () => import('../../features/pages/routes');
export const account = () => import('../../features/account/routes');
export const auth = () => import('../../features/auth/routes');
export const playlists = () => import('../../features/playlists/routes');
export const customUnits = () => import('../../features/custom-units/routes');
export const lessonMode = () => import('../../features/lesson-mode/routes');
export const search = () => import('../../features/search/routes');
export const yearGroups = () => import('../../features/year-groups/routes');

/**
 * A route's `lazy`: load the feature's chunk, then take one of its screens as the route component. The Markdown
 * renderer starts loading beside it, for the screen's rich text, unless the screen's texts are plain (the home page).
 */
export function screen<Name extends string, Module extends Record<Name, ComponentType>>(
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
export function startQuery<Variables extends OperationVariables>(
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
 * A route loader for a subscriber's screen (issue 44): `fetchAhead` starts what the screen will ask for while its code
 * is still loading, instead of after it, and the loader returns at once (the screen shows its own loading and errors).
 * Nothing is fetched on the server, nor for a browser whose user may not see the screen (RequireLogin shows content to
 * an active subscriber only).
 */
export function fetchAheadForSubscriber(
  fetchAhead: (params: Params, pathname: string) => Promise<unknown>,
): LoaderFunction {
  return ({ params, request }) => {
    if (typeof window === 'undefined' || !hasActiveSubscription()) return null;
    fetchAhead(params, new URL(request.url).pathname).catch(() => undefined);
    return null;
  };
}

/**
 * `startQuery` for a subscriber's screen: its query comes with `load` (the feature's api module, a small chunk fetched
 * beside the screen's), so a visitor's first script does not carry the document.
 */
export const startSubscriberQuery = (
  client: ApolloClient,
  load: (params: Params, pathname: string) => Promise<{ query: DocumentNode; variables: OperationVariables }>,
) =>
  fetchAheadForSubscriber(async (params, pathname) => {
    const { query, variables } = await load(params, pathname);
    return client.query({ query, variables });
  });

/**
 * The screens a first visit starts on (home, audience, programme): their texts are paragraphs with at most some
 * emphasis, which RichText shows without the Markdown renderer, so they do not load it before their first view.
 */
export const firstVisit = { richText: false };

/**
 * A route's `handle` marking a public page (issue 30): the CMS serves it rendered on the server to visitors
 * (entry-server.tsx). Signed-in and subscriber pages are never rendered there.
 */
const SERVER_RENDERED = { serverRendered: true } as const;
export const serverRendered = { handle: SERVER_RENDERED };
/** A public page rendered on the server but never kept by the response cache: what it shows may end any time. */
export const SERVER_RENDERED_UNKEPT = { serverRendered: true, kept: false } as const;

/** What the handles below say of a route's page; a route with any other handle (or none) is the browser's. */
interface RenderingHandle {
  serverRendered?: true;
  kept?: false;
  subscriberRendered?: true;
}
const renderingOf = (route: RouteObject): RenderingHandle => (route.handle ?? {}) as RenderingHandle;

export const isServerRendered = (route: RouteObject) => renderingOf(route).serverRendered === true;
/** Whether the response cache may keep the page's rendering for the next visitor. */
export const isKeptWhenRendered = (route: RouteObject) => isServerRendered(route) && renderingOf(route).kept !== false;

/**
 * A route's `handle` marking a subscriber's page the CMS renders on the server for a signed-in browser, with the
 * session its page cookie carries (issue 44: a lesson's overview and lesson mode, and the home, usable before the
 * app's script has arrived on a phone). Never kept for anyone else, never rendered for a visitor (who is shown the
 * login door).
 */
const SUBSCRIBER_RENDERED = { subscriberRendered: true } as const;
export const subscriberRendered = { handle: SUBSCRIBER_RENDERED };
/**
 * The home (/): a visitor's public page, kept; a subscriber's own (their teaching, their playlists), rendered for them
 * alone as their lessons are, so "Continue where you left off" works before the app's script has arrived.
 */
const RENDERED_FOR_VISITORS_AND_SUBSCRIBERS = { serverRendered: true, subscriberRendered: true } as const;
export const renderedForVisitorsAndSubscribers = { handle: RENDERED_FOR_VISITORS_AND_SUBSCRIBERS };
export const isRenderedForSubscriber = (route: RouteObject) => renderingOf(route).subscriberRendered === true;
