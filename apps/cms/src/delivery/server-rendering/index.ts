import { AsyncResource } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderRequest, ScreenFiles } from '@classroom/contracts';
import type { Core } from '@strapi/strapi';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import pLimit from 'p-limit';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { appUrl } from '../../platform/http/app-url';
import { responseCache } from '../response-cache';
import { encodedForm } from '../response-cache/request';
import { EVERY_CHANGE } from '../response-cache/read-tags';
import { READS_HEADER, renderRequestHeaders } from '../response-cache/page-reads';
import { makeCachedAnswer } from '../response-cache/store';
import { PREVIEW_HEADER, PREVIEW_PARAMETER } from '../../editorial/preview';
import { clientAddress } from '../../accounts/sign-in-limits';
import { withNextScreenFiles } from './shell-preloads';
import { criticalCssInliner } from './critical-css';

/**
 * Public pages rendered on the server for visitors (issue 30) by the web app's server entry
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-server). A signed-in browser gets its lesson overview and
 * lesson mode rendered with the token its page cookie carries (issue 44), never kept, and the plain shell elsewhere;
 * so does anyone whose page could not be rendered completely: rendering never turns a page into an error.
 *
 * A page is kept by what changes it (issue 43): its path and the query parameters a page reads while rendering, so
 * `?utm_source=…` or a random query string is answered from the kept page, at the HTTP server. Rendering costs CPU
 * that cached answers need: each client address may have `rendersPerClient` pages rendered a minute (counted in this
 * process's memory), at most `concurrency` renders run at once with `queue` waiting, and past either bound the plain
 * shell is sent (the browser renders it) while kept pages are still answered.
 */

/**
 * The mark the web app keeps beside a stored sign-in (apps/web/src/lib/documentCookie.ts); only its presence counts.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/**
 * The sign-in token the web app mirrors for its pages (apps/web/src/lib/documentCookie.ts): read here only, to render a
 * subscriber's page for the browser that asks for it. GraphQL and REST never take it (they read the Authorization
 * header alone), so a request sent from another site cannot act with it.
 */
export const PAGE_TOKEN_COOKIE = 'page_token';

/** The web app's server entry (apps/web/src/entry-server.tsx), its call declared once in @classroom/contracts. */
interface ServerEntry {
  renderPage(request: RenderRequest): Promise<RenderedPage | undefined>;
}

export interface ServerRenderingSettings {
  enabled: boolean;
  /** The folder of the built server entry. */
  webServerDir: string;
  timeoutMs: number;
  /** Pages rendered per client address a minute. */
  rendersPerClient: number;
  /** Renders running at once, and waiting for their turn. */
  concurrency: number;
  queue: number;
}

/** The build whose pages this process renders and keeps, by Strapi instance (for cachedPageKey). */
const builds = new WeakMap<Core.Strapi, string>();

const pageKey = (build: string, address: string) => `page:${build}:${address}`;

/**
 * Query parameters a server-rendered page reads while rendering: the rest are dropped from the address a page is
 * rendered at and kept under. None today: the pages that read one (`password-reset`, `view`) read it in the browser,
 * after the page arrived. A page that comes to read one while rendering lists it here.
 */
const RENDERED_QUERY_PARAMETERS: readonly string[] = [];

/** The address a page is rendered at and kept under: its path and the query parameters it reads, in one order. */
export function pageAddress(pathname: string, search: URLSearchParams): string {
  const read = [...RENDERED_QUERY_PARAMETERS]
    .sort()
    .flatMap((name) => search.getAll(name).map((value): [string, string] => [name, value]));
  return read.length ? `${pathname}?${new URLSearchParams(read)}` : pathname;
}

/** Paths the HTTP server's fast path may look up as they come: nothing to decode, no dot segment. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
const SIGNED_IN_MARK = new RegExp(`(?:^|;)\\s*${SIGNED_IN_COOKIE}=`);

/**
 * The response-cache key of the page a request asks for, when the HTTP server may answer it from the cache before
 * Koa runs (src/delivery/response-cache/fast-path.ts): a visitor's GET or HEAD of a page this process renders, whatever
 * query string it carries. Anything else (signed in, a preview, a path Koa would first make canonical) goes through the
 * whole chain.
 */
export function cachedPageKey(strapi: Core.Strapi, req: IncomingMessage): string | undefined {
  const build = builds.get(strapi);
  if (!build || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  if (!PLAIN_PATH.test(pathname) || req.headers.authorization || req.headers[PREVIEW_HEADER]) return undefined;
  if (search.has(PREVIEW_PARAMETER) || SIGNED_IN_MARK.test(req.headers.cookie ?? '')) return undefined;
  return pageKey(build, pageAddress(pathname, search));
}

/** Headers of one answer only, or of one caller: never kept with a page. */
const NOT_KEPT =
  /^(?:content-length|content-encoding|date|connection|keep-alive|transfer-encoding|x-cache.*|set-cookie|access-control-.*)$/;

/** A real ES module import: TypeScript's CommonJS output would turn `import()` into a `require`. */
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/** Where this process answers GraphQL, over loopback: the server render asks it as a visitor would. */
export function loopbackGraphqlUrl(strapi: Core.Strapi): string {
  const host = strapi.config.get<string>('server.host', '0.0.0.0');
  const loopback = ['0.0.0.0', '::', 'localhost', ''].includes(host) ? '127.0.0.1' : host;
  const endpoint = strapi.plugin('graphql')?.config<string>('endpoint') ?? '/graphql';
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${strapi.config.get<number>('server.port')}${endpoint}`;
}

/** Whether the request comes from a signed-in browser (or carries a token): such a page is never server-rendered. */
export const isSignedIn = (ctx: Context) => Boolean(ctx.cookies.get(SIGNED_IN_COOKIE) || ctx.get('Authorization'));

/** A page opened from the admin panel's Preview (issue 31): the tab renders the drafts itself, never published HTML. */
const isPreview = (ctx: Context) => ctx.query?.[PREVIEW_PARAMETER] !== undefined || Boolean(ctx.get(PREVIEW_HEADER));

/** What the caller knows of the page asked for. */
export interface PageRequest {
  /**
   * A screen a signed-in subscriber may have rendered on the server (a lesson's overview or lesson mode), with its
   * files as the web build lists them (shell-preloads.ts): its stylesheets linked, its scripts fetched with the app.
   */
  subscriberScreen?: ScreenFiles;
  /** The files of the screen at another address, when it is such a screen (a rendered overview's lesson mode). */
  screenFilesAt?: (pathname: string) => ScreenFiles | undefined;
}

/**
 * The renderer of public pages and subscribers' lessons, or undefined when the server entry is not built (or rendering
 * is off). It answers whether it sent the page; when not, the caller sends the plain shell.
 */
export function createPageRenderer(
  strapi: Core.Strapi,
  settings: ServerRenderingSettings | undefined,
  indexFile: string,
  /** How the server entry is loaded (a test hands in its own). */
  loadEntry: (file: string) => Promise<unknown> = (file) => importModule(pathToFileURL(file).href),
): ((ctx: Context, page?: PageRequest) => Promise<boolean>) | undefined {
  if (!settings?.enabled) return undefined;
  const entryFile = path.join(settings.webServerDir, 'entry-server.js');
  if (!fs.existsSync(entryFile) || !fs.existsSync(indexFile)) return undefined;
  let entry: Promise<ServerEntry> | undefined;
  const template = fs.readFileSync(indexFile, 'utf8');
  // Pages of another build (another process sharing Redis during a deploy) are never mixed up with this one's.
  const build = crypto.createHash('sha256').update(template).digest('hex').slice(0, 12);
  builds.set(strapi, build);
  const budget = new RateLimiterMemory({ keyPrefix: 'page-renders', points: settings.rendersPerClient, duration: 60 });
  const concurrency = Math.max(1, settings.concurrency);
  const running = pLimit(concurrency);
  const withinBudget = (ctx: Context) =>
    budget.consume(clientAddress(ctx.ip)).then(
      () => true,
      () => false,
    );
  // Counted as it is queued (p-limit counts a call at once), so no two requests take the last place.
  const isFull = () => running.activeCount + running.pendingCount >= concurrency + Math.max(0, settings.queue);

  const inlineCriticalCss = criticalCssInliner(path.dirname(indexFile), importModule, (message) =>
    strapi.log.warn(message),
  );
  const render = async (
    request: Pick<RenderRequest, 'url' | 'graphqlHeaders' | 'readsHeader' | 'authorization' | 'screenFiles'>,
  ) => {
    const page = await (entry ??= loadEntry(entryFile) as Promise<ServerEntry>).then((loaded) =>
      loaded.renderPage({
        ...request,
        origin: appUrl(strapi),
        graphqlUrl: loopbackGraphqlUrl(strapi),
        template,
        timeoutMs: settings.timeoutMs,
      }),
    );
    return page && { ...page, html: await inlineCriticalCss(page.html) };
  };

  /**
   * A signed-in subscriber's lesson, rendered with their page cookie's token (issue 44) so it reads before the app's
   * script arrives: theirs alone, never kept, and private to any cache between. The same budget and bounds as
   * visitors' pages; past them, or for anyone who is not an active subscriber, the plain shell.
   */
  const renderForSubscriber = async (ctx: Context, address: string, request: PageRequest) => {
    const screenFiles = request.subscriberScreen;
    const token = ctx.cookies.get(PAGE_TOKEN_COOKIE, { signed: false });
    if (!token || ctx.get('Authorization') || !(await withinBudget(ctx)) || isFull()) return false;
    const page = await running(AsyncResource.bind(() => render({ url: address, authorization: token, screenFiles })));
    if (!page) return false;
    const next = page.likelyNext ? request.screenFilesAt?.(page.likelyNext) : undefined;
    send(ctx, page.status, withNextScreenFiles(page.html, next), undefined);
    ctx.set('Cache-Control', 'private, no-cache');
    return true;
  };

  return async (ctx, request) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isPreview(ctx)) return false;
    const address = pageAddress(ctx.path, new URLSearchParams(ctx.querystring));
    if (isSignedIn(ctx)) {
      if (!request?.subscriberScreen) return false;
      try {
        // As asked, query included: nothing of it is kept, and the app reads its query (lesson mode's presenter view).
        const asked = ctx.querystring ? `${ctx.path}?${ctx.querystring}` : ctx.path;
        return await renderForSubscriber(ctx, asked, request);
      } catch (error) {
        strapi.log.warn(`Server rendering of ${ctx.path} for a subscriber failed, sending the plain page: ${error}`);
        return false;
      }
    }
    const cache = responseCache(strapi);
    const key = cache.enabled ? pageKey(build, address) : undefined;
    try {
      const cached = key ? await cache.store.get('shared', key) : undefined;
      if (cached) {
        cache.counters.hits += 1;
        send(ctx, 200, cached.body.toString(), 'HIT', cached);
        return true;
      }
      if (!(await withinBudget(ctx)) || isFull()) return false;
      // In this request's async context, not that of the render whose end started it (p-limit's queue).
      const { generation, purgeMark, page } = await running(
        AsyncResource.bind(async () => {
          const [generation, purgeMark] = key
            ? await Promise.all([cache.store.generation('shared'), cache.store.purgeMark()])
            : [];
          // Each answer then names what it read (src/delivery/response-cache/page-reads.ts).
          const page = await render({
            url: address,
            graphqlHeaders: renderRequestHeaders(),
            readsHeader: READS_HEADER,
          });
          return { generation, purgeMark, page };
        }),
      );
      if (!page) return false;
      const { html } = page;
      // Not kept: an error page, or a page whose content may end at any time (an at-home link's library).
      if (page.status !== 200 || !key || !page.kept) {
        send(ctx, page.status, html, key ? 'BYPASS' : undefined);
        return true;
      }
      const answer = makeCachedAnswer(html, {});
      send(ctx, 200, html, 'MISS', answer);
      // The headers the chain gave the page (security, Vary), replayed when the HTTP server answers it from the cache.
      for (const [name, value] of Object.entries(ctx.response.headers)) {
        if (!NOT_KEPT.test(name) && value !== undefined) answer.headers[name] = String(value);
      }
      cache.counters.misses += 1;
      // A content change during the render (a newer generation, a purge of what it read) keeps the page from being
      // stored. The page is tagged with what its GraphQL answers read, so a write purges only the pages that read what
      // it wrote; when any answer did not say (or none was asked), with everything: any content write purges it.
      if (generation !== undefined && purgeMark !== undefined) {
        const tags = page.reads?.length ? page.reads : [EVERY_CHANGE];
        await cache.store.set('shared', key, answer, generation, { tags, purgeMark });
      }
      return true;
    } catch (error) {
      strapi.log.warn(`Server rendering of ${ctx.path} failed, sending the plain page: ${error}`);
      return false;
    }
  };
}

function send(
  ctx: Context,
  status: number,
  html: string,
  cacheState: 'HIT' | 'MISS' | 'BYPASS' | undefined,
  answer?: ReturnType<typeof makeCachedAnswer>,
) {
  ctx.status = status;
  ctx.type = 'html';
  // Asked again on every visit (content changes show at once), and never shared between visitor and teacher.
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Cookie');
  if (cacheState) ctx.set('X-Cache', cacheState);
  if (!answer) {
    ctx.body = html;
    return;
  }
  ctx.vary('Accept-Encoding');
  ctx.compress = false;
  const { encoding, bytes } = encodedForm(answer, ctx.get('Accept-Encoding') || undefined);
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = bytes;
}
