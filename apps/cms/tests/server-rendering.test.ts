/**
 * Rendered pages keyed by what changes them, and renders bounded (issue 43 row 4): a query string the page does not
 * read is the same kept page; each client has a budget of renders, and renders in flight are bounded, so they cannot
 * crowd out kept pages. CMS-free: the page renderer in a Koa app, as the spa middleware runs it, over a throw-away
 * build whose server entry counts what it renders, with this product's own configuration.
 */
import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import productConfig from '../config/product';
import type { RenderRequest } from '@classroom/contracts';
import { cachedPageKey, createPageRenderer } from '../src/delivery/server-rendering';

/** What the fake server entry renders, and while `hold` is set, waits for. */
const renders: { urls: string[]; hold?: Promise<void>; requests: RenderRequest[] } = { urls: [], requests: [] };
/** The one token the fake entry renders a subscriber's page for (the real one asks `me` with it). */
const SUBSCRIBER_TOKEN = 'subscriber.jwt.signature';
const fakeEntry = {
  async renderPage(request: RenderRequest) {
    const { url, authorization } = request;
    renders.urls.push(url);
    renders.requests.push(request);
    if (renders.hold) await renders.hold;
    if (authorization !== undefined && authorization !== SUBSCRIBER_TOKEN) return undefined;
    const html =
      '<!doctype html><head><title>Rendered</title><script type="module" src="/assets/index.js"></script></head>' +
      `<div id="root">page ${url} for ${authorization ?? 'a visitor'}</div>`;
    if (authorization === undefined) return { status: 200, html, kept: true };
    return { status: 200, html, kept: false, likelyNext: `${url}/slides` };
  },
};
/** The files the spa middleware finds for a subscriber's screen (shell-preloads.ts), here for paths under /lessons. */
const LESSON_FILES = { scripts: ['assets/lessons-1.js'], styles: ['assets/lessons-1.css'] };
/** Lesson mode's, for addresses ending in /slides. */
const LESSON_MODE_FILES = { scripts: ['assets/lesson-mode-1.js'], styles: ['assets/lesson-mode-1.css'] };
const SHELL = '<!doctype html><title>Music Classroom</title><div id="root"></div>';

const settings = { rendersPerClient: 5, concurrency: 2, queue: 2 };

/** Strapi as the renderer sees it: this product's configuration (config/product.ts) and a log. */
function strapiStub(distDir: string, serverDir: string) {
  const env = Object.assign((_name: string, fallback?: unknown) => fallback, {
    int: (_name: string, fallback?: number) => fallback,
    bool: (_name: string, fallback?: boolean) => fallback,
  });
  const product = productConfig({ env } as unknown as Parameters<typeof productConfig>[0]);
  const config: Record<string, unknown> = {
    product: {
      ...product,
      webDistDir: distDir,
      serverRendering: { ...product.serverRendering, enabled: true, webServerDir: serverDir, ...settings },
      accounts: { ...product.accounts, appUrl: 'http://classroom.test' },
      redis: { ...product.redis, url: '' },
    },
    server: { host: '127.0.0.1', port: 1 },
  };
  const get = (key: string, fallback?: unknown) =>
    key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], config) ?? fallback;
  const quiet = () => undefined;
  return { config: { get }, log: { warn: quiet, info: quiet, error: quiet }, plugin: () => undefined };
}

describe('server-rendered pages (issue 43)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-pages-'));
  const dist = path.join(dir, 'dist');
  const serverDir = path.join(dir, 'dist-server');
  let strapi: ReturnType<typeof strapiStub>;
  let server: http.Server;
  let base: string;

  /** A visitor's GET from `client` (the proxy's X-Forwarded-For): status, whether rendered, the cache state. */
  async function visit(pathname: string, client = '198.51.100.1') {
    const response = await fetch(`${base}${pathname}`, { headers: { 'x-forwarded-for': client } });
    const html = await response.text();
    return { status: response.status, rendered: html.includes('page /'), cache: response.headers.get('x-cache') };
  }

  beforeAll(async () => {
    fs.mkdirSync(dist, { recursive: true });
    fs.mkdirSync(serverDir, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    fs.writeFileSync(path.join(serverDir, 'entry-server.js'), '// the fake entry above stands in');
    strapi = strapiStub(dist, serverDir);
    const render = createPageRenderer(
      strapi as never,
      strapi.config.get('product.serverRendering') as never,
      path.join(dist, 'index.html'),
      async () => fakeEntry,
    )!;
    expect(render).toBeDefined();
    const app = new Koa();
    app.proxy = true;
    // As src/middlewares/spa.ts: the rendered page, else the plain shell.
    app.use(async (ctx) => {
      const subscriberScreen = ctx.path.startsWith('/lessons/') ? LESSON_FILES : undefined;
      const screenFilesAt = (pathname: string) => (pathname.endsWith('/slides') ? LESSON_MODE_FILES : undefined);
      if (await render(ctx, { subscriberScreen, screenFilesAt })) return;
      ctx.type = 'html';
      ctx.body = SHELL;
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a page once whatever query string it is asked with, rendered at its own address', async () => {
    const first = await visit('/primary/music-foundations?r=0.123');
    expect(first).toMatchObject({ status: 200, rendered: true, cache: 'MISS' });
    for (const query of ['?r=0.456', '?utm_source=mail', '', '?r=1&r=2']) {
      expect(await visit(`/primary/music-foundations${query}`), query).toMatchObject({ rendered: true, cache: 'HIT' });
    }
    expect(renders.urls).toEqual(['/primary/music-foundations']);
    // The HTTP server's fast path finds it under the same key, query string or not; never for a preview.
    const request = (url: string) => ({ method: 'GET', url, headers: {} }) as unknown as IncomingMessage;
    const key = cachedPageKey(strapi as never, request('/primary/music-foundations'));
    expect(key).toBeDefined();
    expect(cachedPageKey(strapi as never, request('/primary/music-foundations?r=0.789'))).toBe(key);
    expect(cachedPageKey(strapi as never, request('/primary/music-foundations?preview=x'))).toBeUndefined();
  });

  it('renders a client past its budget no more pages, and still sends it kept ones', async () => {
    renders.urls = [];
    const client = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < settings.rendersPerClient + 3; i++) answers.push(await visit(`/no-such-page-${i}`, client));
    expect(answers.filter((answer) => answer.rendered)).toHaveLength(settings.rendersPerClient);
    expect(answers.at(-1)).toMatchObject({ status: 200, rendered: false });
    expect(renders.urls).toHaveLength(settings.rendersPerClient);
    // A kept page is still answered to it, and another client is rendered pages as before.
    expect(await visit('/primary/music-foundations?r=9', client)).toMatchObject({ rendered: true, cache: 'HIT' });
    expect(await visit('/no-such-page-0', '192.0.2.44')).toMatchObject({ rendered: true });
  });

  it('runs a bounded number of renders at once: the rest get the plain shell, kept pages are still answered', async () => {
    renders.urls = [];
    let release!: () => void;
    renders.hold = new Promise((resolve) => (release = resolve));
    // Each from its own client, so no budget is spent out: only the bound on renders applies.
    const slow = Array.from({ length: settings.concurrency + settings.queue }, (_, i) =>
      visit(`/slow-page-${i}`, `198.51.100.${10 + i}`),
    );
    await expect.poll(() => renders.urls.length).toBe(settings.concurrency);
    // The other two are waiting their turn by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const turnedAway = await visit('/slow-page-extra', '198.51.100.99');
    expect(turnedAway).toMatchObject({ status: 200, rendered: false });
    const kept = await visit('/primary/music-foundations?r=10', '198.51.100.98');
    expect(kept).toMatchObject({ rendered: true, cache: 'HIT' });
    release();
    renders.hold = undefined;
    expect((await Promise.all(slow)).every((answer) => answer.rendered)).toBe(true);
    expect(renders.urls).not.toContain('/slow-page-extra');
  });

  describe("a subscriber's lesson, rendered with the page token (issue 44)", () => {
    const signedIn = (pathname: string, cookie: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${pathname}`, { headers: { cookie, 'x-forwarded-for': '198.51.100.60', ...headers } });
    const withToken = `signed_in=1; page_token=${SUBSCRIBER_TOKEN}`;

    it("is rendered for the browser whose token it is: private, never kept, with its screen's files", async () => {
      renders.requests = [];
      for (let i = 0; i < 2; i++) {
        const response = await signedIn('/lessons/finding-the-pulse', withToken);
        const html = await response.text();
        expect(html).toContain(`page /lessons/finding-the-pulse for ${SUBSCRIBER_TOKEN}`);
        // The screen it names as likely next (lesson mode): its stylesheet fetched ahead from the head, its scripts
        // named for the app's entry to fetch with the app's.
        expect(html).toContain('<link rel="prefetch" crossorigin href="/assets/lesson-mode-1.css"></head>');
        expect(html).toContain('<script type="module" data-prefetch-files="/assets/lesson-mode-1.js" src=');
        expect(html).not.toMatch(/rel="prefetch"[^>]*lesson-mode-1\.js/);
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        expect(response.headers.get('vary')).toMatch(/Cookie/);
        expect(response.headers.get('x-cache')).toBeNull();
      }
      // Rendered each time (nothing of it kept), with the token, as a subscriber's page, with the screen's files.
      expect(renders.requests.map((request) => request.url)).toEqual(Array(2).fill('/lessons/finding-the-pulse'));
      expect(renders.requests[0]).toMatchObject({ authorization: SUBSCRIBER_TOKEN, screenFiles: LESSON_FILES });
      // No render secret: the answers read as the subscriber, and nothing is tagged for the shared cache.
      expect(renders.requests[0].graphqlHeaders).toBeUndefined();
      // Asked as addressed, query and all (the app reads it: lesson mode's presenter view is drawn in the browser).
      await signedIn('/lessons/finding-the-pulse?view=presenter', withToken);
      expect(renders.requests.at(-1)?.url).toBe('/lessons/finding-the-pulse?view=presenter');
      // A visitor at the same address is never sent it.
      const visitor = await fetch(`${base}/lessons/finding-the-pulse`, {
        headers: { 'x-forwarded-for': '198.51.100.61' },
      });
      expect(await visitor.text()).not.toContain(SUBSCRIBER_TOKEN);
    });

    it('leaves the page to the browser without a token, with one the entry does not render for, or elsewhere', async () => {
      renders.requests = [];
      const shells = [
        await signedIn('/lessons/finding-the-pulse', 'signed_in=1'),
        await signedIn('/lessons/finding-the-pulse', withToken, { authorization: `Bearer ${SUBSCRIBER_TOKEN}` }),
        await signedIn('/primary/music-foundations', withToken),
        await signedIn('/lessons/finding-the-pulse', 'signed_in=1; page_token=someone.elses.token'),
      ];
      for (const response of shells) expect(await response.text()).toBe(SHELL);
      // Only the last reached the entry (which renders nothing for that token): no token, a header, a public page not.
      expect(renders.requests.map((request) => request.authorization)).toEqual(['someone.elses.token']);
    });
  });
});
