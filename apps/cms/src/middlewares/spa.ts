import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** Paths the CMS answers itself; everything else belongs to the web app. */
const CMS_PREFIXES = [
  '/_health',
  '/api',
  '/graphql',
  '/admin',
  '/uploads',
  '/documents',
  '/i18n',
  '/content-manager',
  '/upload',
  '/users-permissions',
];

const isCmsPath = (urlPath: string) =>
  CMS_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

/**
 * Serves the built single-page app from one origin beside the CMS: a real file when the path names one,
 * otherwise index.html so that client routes survive a reload. Runs after the CMS router had its turn.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = strapi.config.get<string>('product.webDistDir');
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) strapi.log.warn(`Web app not built: ${indexFile} is missing`);

  return async (ctx: Context, next: Next) => {
    // strapi::public redirects `/` to the admin panel; here `/` is the web app's home page.
    if (ctx.path === '/' && (ctx.method === 'GET' || ctx.method === 'HEAD') && fs.existsSync(indexFile)) {
      return serveIndex(ctx);
    }
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (isCmsPath(ctx.path)) return;

    const requested = path.join(root, path.normalize(decodeURIComponent(ctx.path)).replace(/^([/\\])+/, ''));
    const isInside = requested.startsWith(root + path.sep);
    if (isInside && fs.existsSync(requested) && fs.statSync(requested).isFile()) {
      ctx.type = path.extname(requested);
      // Vite fingerprints everything under /assets, so those files never change under the same name.
      ctx.set(
        'Cache-Control',
        ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      ctx.body = fs.createReadStream(requested);
      return;
    }
    // A missing asset is a real 404; anything else is a client route.
    if (path.extname(ctx.path) || !fs.existsSync(indexFile)) return;
    serveIndex(ctx);
  };

  function serveIndex(ctx: Context) {
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexFile);
  }
};
