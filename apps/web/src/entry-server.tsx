// Server rendering of the public pages (issue 30) for visitors, and of a subscriber's home, lesson overview and lesson
// mode (issue 44) for a signed-in browser: built by `vite build --ssr` into dist-server/ and called by the CMS
// (apps/cms/src/middlewares/spa.ts). The same routes and screens as the browser's, with the router's static handler and
// Apollo's prerendering; the browser then hydrates (main.tsx).
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { RenderedPage, RenderRequest } from '@classroom/contracts';
import type { WindowLike } from 'dompurify';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { tap } from 'rxjs';
import { AppProviders } from './app/providers';
import {
  createRoutes,
  isKeptWhenRendered,
  isRenderedForSubscriber,
  isServerRendered,
  loadMatchedScreens,
  type ServerLoadContext,
} from './app/router';
import { type PageHead, PageHeadContext } from './components/PageTitle';
import { sanitiseWith } from './components/markdownToSafeHtml';
import { createCache } from './lib/apolloClient';
import type { Session } from './lib/session';
import { trustedDocumentsLink } from './lib/trustedDocuments';
import { headTags, SERVER_STATE_ID, serialiseForScript, type ServerState } from './app/serverState';

/**
 * The page as a whole HTML document, or undefined when it is not a public page (with `authorization`: not a
 * subscriber's page, or the token is not an active subscriber's) or could not be rendered completely (a query failed,
 * the time ran out, a redirect): the caller then sends the plain shell, which renders in the browser.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  await prepareSanitiser();
  const signal = AbortSignal.timeout(request.timeoutMs);
  let failed = false;
  // Any query that fails makes the page the browser's to render: a server-rendered error would be cached.
  const noteFailures = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (!result.errors?.length) return;
          failed = true;
          console.warn(`Server rendering: ${operation.operationName} answered ${result.errors[0].message}`);
        },
        error: (error) => {
          failed = true;
          console.warn(`Server rendering: ${operation.operationName} failed: ${error}`);
        },
      }),
    ),
  );
  const reads = { tags: new Set<string>(), known: Boolean(request.readsHeader) };
  const fetchNotingReads: typeof fetch = async (input, init) => {
    const response = await fetch(input, { ...init, signal });
    const named = request.readsHeader ? response.headers.get(request.readsHeader) : null;
    if (named === null) reads.known = false;
    else for (const tag of named.split(' ')) if (tag) reads.tags.add(tag);
    return response;
  };
  const cache = createCache();
  const client = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      noteFailures,
      // By id, as the browser asks: the CMS runs only the app's trusted documents (README "Trusted documents").
      trustedDocumentsLink(),
      new HttpLink({
        uri: request.graphqlUrl,
        headers: {
          ...request.graphqlHeaders,
          ...(request.authorization ? { Authorization: `Bearer ${request.authorization}` } : {}),
        },
        fetch: fetchNotingReads,
      }),
    ]),
    cache,
  });

  const routes = createRoutes(client);
  const { pathname, search } = new URL(request.url, request.origin);
  const forSubscriber = request.authorization !== undefined;
  // A subscriber's page at its own address only: a query names a view the browser draws itself (the presenter's).
  if (forSubscriber && search) return undefined;
  // A subscriber's page: who the token is, asked while the screen loads; any other address is the browser's at once.
  const subscriberPage = forSubscriber && isRenderedForSubscriber(matchRoutes(routes, pathname)?.at(-1)?.route ?? {});
  if (forSubscriber && !subscriberPage) return undefined;
  const sessionAsked = subscriberPage ? subscriberSession(client).catch(() => undefined) : undefined;
  await loadMatchedScreens(routes, pathname);
  const handler = createStaticHandler(routes);
  // Route loaders (the at-home library) reach the CMS where this process answers, as GraphQL does.
  const requestContext: ServerLoadContext = {
    apiOrigin: new URL(request.graphqlUrl).origin,
    ...(subscriberPage ? { authorization: request.authorization } : {}),
  };
  const context = await handler.query(new Request(new URL(request.url, request.origin), { signal }), {
    requestContext,
  });
  if (context instanceof Response || context.errors) return undefined;
  const page = context.matches.at(-1);
  if (!page || !(forSubscriber ? isRenderedForSubscriber(page.route) : isServerRendered(page.route))) return undefined;
  const session = await sessionAsked;
  if (forSubscriber && !session) return undefined;

  const head: Partial<PageHead> = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result, aborted } = await prerenderStatic({
    tree: (
      <PageHeadContext.Provider value={(part) => Object.assign(head, part)}>
        <AppProviders client={client} renderedSession={session}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext.Provider>
    ),
    renderFunction: (tree) => {
      // Each pass renders the page anew (Apollo renders again once data arrives): only the last one's head counts.
      for (const key of Object.keys(head) as (keyof PageHead)[]) delete head[key];
      return renderWhenReady(tree, (error) => {
        failed = true;
        console.warn(`Server rendering of ${request.url}: ${error instanceof Error ? error.stack : error}`);
      });
    },
    signal,
    maxRerenders: 10,
  });
  if (aborted || failed || !head.title) return undefined;
  const pageHead = { ...head, title: head.title };

  const state: ServerState = {
    apollo: cache.extract(),
    router: { loaderData: context.loaderData, actionData: context.actionData },
    ...(session ? { session } : {}),
  };
  const canonical = new URL(new URL(request.url, request.origin).pathname, request.origin).toString();
  const html = request.template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    // The shell's "needs JavaScript" note: this page reads and links without it.
    .replace(/<noscript\b[\s\S]*?<\/noscript\s*>/, '')
    // The page reads without its JavaScript, which hydrates it: the entry (a few hundred bytes) fetches the app's
    // files, named here instead of preloaded, once the first screen has been painted and has loaded (main.tsx).
    .replace(/<link rel="modulepreload" data-(?:app|screen)[^>]*>\s*/g, '')
    .replace(
      '<script type="module"',
      `<script type="module" fetchpriority="low" data-app-files="${appFiles(request.template, request.screenFiles?.scripts)}"`,
    )
    .replace(
      '</head>',
      `${forSubscriber ? personalHeadTags(pageHead) : headTags(pageHead, canonical, request.origin)}${stylesheets(request.template, request.screenFiles?.styles)}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root">${result}</div><script type="application/json" id="${SERVER_STATE_ID}">${serialiseForScript(state)}</script>`,
    );
  return {
    status: pageHead.notFound ? 404 : context.statusCode,
    html,
    kept: !forSubscriber && isKeptWhenRendered(page.route),
    ...(!forSubscriber && reads.known && reads.tags.size ? { reads: [...reads.tags] } : {}),
    ...(forSubscriber && pageHead.likelyNext ? { likelyNext: pageHead.likelyNext } : {}),
  };
}

/**
 * The session of the token the page is rendered with, as the browser stores it after signing in (lib/me.ts), when it
 * is an active subscriber's: only they are shown a lesson (RequireLogin); anyone else's page renders in the browser.
 */
async function subscriberSession(client: ApolloClient): Promise<Session | undefined> {
  // Imported here: the browser's app loads lib/me.ts on demand, and one static import would pin it to the core.
  const { meQuery, toStoredProfile } = await import('./lib/me');
  const { data } = await client
    .query({ query: meQuery, fetchPolicy: 'network-only' })
    .catch(() => ({ data: undefined }));
  const me = data?.me;
  if (me?.role?.type !== 'active_subscriber') return undefined;
  return { loggedIn: true, activeSubscriber: true, profile: toStoredProfile(me.user_profile) };
}

/**
 * A subscriber's page is theirs alone: its title, and nothing for search engines or link previews; the page a teacher
 * most likely opens next (an overview's lesson mode) fetched ahead, so that tap is answered from the browser's cache.
 */
const personalHeadTags = (head: PageHead) =>
  `<title>${escapeHtml(head.title)}</title><meta name="robots" content="noindex" />` +
  (head.likelyNext ? `<link rel="prefetch" href="${escapeHtml(head.likelyNext)}">` : '');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The app's files the shell preloads (bundling/first-visit.ts: preloadFirstVisitChunk marks them), and a subscriber's
 * screen's own (build-relative), space-separated.
 */
function appFiles(template: string, screenScripts: string[] = []): string {
  const shellFiles = [...template.matchAll(/<link rel="modulepreload" data-app[^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return [...new Set([...shellFiles, ...screenScripts.map((file) => `/${file}`)])].join(' ');
}

/**
 * A subscriber's screen's stylesheets (build-relative), drawn with the page (the app would add them later), but the
 * ones the shell links already (the app's own): linked twice, a stylesheet's rules are matched twice.
 */
const stylesheets = (template: string, styles: string[] = []) =>
  styles
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
    .join('');

let sanitiserReady: Promise<void> | undefined;

/** Rich text is sanitised by DOMPurify, which needs a DOM: jsdom's (a dependency of the CMS that calls this). */
function prepareSanitiser(): Promise<void> {
  sanitiserReady ??= import('jsdom').then(({ JSDOM }) => sanitiseWith(new JSDOM('').window as unknown as WindowLike));
  return sanitiserReady;
}

/** React 18's streaming render, read whole once every lazy screen and Suspense boundary is ready. */
function renderWhenReady(tree: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A screen that threw is left to the browser (React renders its boundary there): the page is not complete.
      onError,
    });
  });
}
