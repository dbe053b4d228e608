import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { chooseEncoding, type ContentCoding } from '../delivery/content-encoding';
import { areaOf, canonicalPath, CMS_AREAS } from '../platform/http/request-path';
import { createPageRenderer, isSignedIn, type ServerRenderingSettings } from '../delivery/server-rendering';
import { createShellPreloads, type PreloadingShell } from '../delivery/server-rendering/shell-preloads';

/**
 * Paths the CMS answers itself (src/platform/http/request-path.ts CMS_AREAS); everything else belongs to the web app.
 */
const isCmsPath = (canonical: string) => CMS_AREAS.includes(areaOf(canonical));

/** The copies the web build writes beside each file (apps/web/vite.config.ts). */
const PRECOMPRESSED: readonly { encoding: ContentCoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Built by vite-plugin-pwa (apps/web/src/features/offline/sw.ts). */
const SERVICE_WORKER_PATH = '/sw.js';

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** Sends a built file, or its Brotli or gzip copy when the request accepts one, with the original's type. */
function sendBuiltFile(ctx: Context, file: string, cacheControl: string, precompressed = true) {
  const available = precompressed
    ? PRECOMPRESSED.filter(({ suffix }) => isFile(file + suffix)).map(({ encoding }) => encoding)
    : [];
  const encoding = chooseEncoding(ctx.get('Accept-Encoding'), available);
  const sent = encoding ? file + PRECOMPRESSED.find((copy) => copy.encoding === encoding)!.suffix : file;
  ctx.status = 200;
  ctx.type = path.extname(file);
  ctx.set('Cache-Control', cacheControl);
  // Caches must keep the copies apart, also when this one happens to be the plain file.
  if (available.length > 0) ctx.vary('Accept-Encoding');
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.length = fs.statSync(sent).size;
  ctx.body = fs.createReadStream(sent);
}

/**
 * Serves the built single-page app from one origin beside the CMS: a real file when the path names one,
 * otherwise index.html so that client routes survive a reload. Runs after the CMS router had its turn.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = strapi.config.get<string>('product.webDistDir');
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) strapi.log.warn(`Web app not built: ${indexFile} is missing`);
  // Public pages come with their content for visitors (issue 30); everything else is the shell, rendered in the
  // browser.
  const renderPage = createPageRenderer(
    strapi,
    strapi.config.get<ServerRenderingSettings | undefined>('product.serverRendering'),
    indexFile,
  );
  // A signed-in teacher's lesson overview, lesson mode and home: rendered for a subscriber (above), else the shell with
  // that screen's files preloaded (issue 44).
  const preloadingShell = createShellPreloads(root, (message) => strapi.log.warn(message));

  return async (ctx: Context, next: Next) => {
    // strapi::public redirects `/` to the admin panel; here `/` is the web app's home page.
    if (ctx.path === '/' && (ctx.method === 'GET' || ctx.method === 'HEAD') && fs.existsSync(indexFile)) {
      return serveIndex(ctx);
    }
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    const canonical = canonicalPath(ctx.path);
    if (canonical === undefined || isCmsPath(canonical)) return;

    // The build's own records (Vite's `.vite/` lists, `.source-hash`) are the server's, not the browser's.
    if (canonical.split('/').some((segment) => segment.startsWith('.'))) return;
    const requested = path.join(root, canonical.slice(1));
    const isInside = requested.startsWith(root + path.sep);
    if (isInside && isFile(requested)) {
      // The offline lessons' service worker: checked on every load, and its precompressed copies (written before the
      // plugin injects its file list) never sent in its place.
      if (canonical === SERVICE_WORKER_PATH) return sendBuiltFile(ctx, requested, 'no-cache', false);
      // Vite fingerprints everything under /assets, so those files never change under the same name.
      const immutable = canonical.startsWith('/assets/');
      return sendBuiltFile(ctx, requested, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    }
    // A missing asset is a real 404; anything else is a client route.
    if (path.extname(canonical) || !fs.existsSync(indexFile)) return;
    return serveIndex(ctx);
  };

  async function serveIndex(ctx: Context) {
    const shell = preloadingShell(canonicalPath(ctx.path) ?? ctx.path);
    if (renderPage && (await renderPage(ctx, { subscriberScreen: shell, screenFilesAt: preloadingShell }))) return;
    if (shell) {
      // A visitor at the same address gets the plain shell (the login door): caches must keep the two apart.
      ctx.vary('Cookie');
      if (isSignedIn(ctx)) return sendPreloadingShell(ctx, shell);
    }
    sendBuiltFile(ctx, indexFile, 'no-cache');
  }
};

/** Sends a preloading shell as sendBuiltFile sends index.html: its Brotli or gzip form when accepted. */
function sendPreloadingShell(ctx: Context, shell: PreloadingShell) {
  const encoding = chooseEncoding(
    ctx.get('Accept-Encoding'),
    PRECOMPRESSED.map((copy) => copy.encoding),
  );
  ctx.status = 200;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (!encoding) {
    ctx.body = shell.html;
    return;
  }
  ctx.set('Content-Encoding', encoding);
  ctx.compress = false;
  ctx.body = shell[encoding];
}
