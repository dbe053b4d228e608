import zlib from 'node:zlib';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/** Origins allowed to call the CMS from a browser: the site itself, PUBLIC_URL, and CORS_ORIGINS (comma-separated). */
function allowedOrigins(env: Core.Config.Shared.ConfigParams['env']) {
  const publicUrl = env('PUBLIC_URL', '');
  const configured = [
    ...(publicUrl ? [new URL(publicUrl).origin] : []),
    ...env('CORS_ORIGINS', '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
  return (ctx: Context) => [ctx.origin, ...configured];
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // Every later step reads the request's one canonical path (src/platform/http/request-path.ts); unreadable paths
  // answer 400.
  'global::request-path',
  // Repeated content queries are answered first, before the rest of this chain, the router, authentication and
  // GraphQL run; an answer replays the headers (security, CORS) the full chain gave it when it was first computed.
  'global::response-cache',
  // GraphQL runs only the web app's own operations, sent by id, for visitors and teachers (TRUSTED_DOCUMENTS); the
  // rest answers 400 here, before authentication and parsing (src/delivery/trusted-documents).
  'global::trusted-documents',
  // Uncached GraphQL reads take turns: a bounded number run and wait, the rest answer 503 with Retry-After at once
  // (src/middlewares/graphql-admission.ts).
  'global::graphql-admission',
  // A valid preview token reads its one entry's draft; preview answers are marked private, no-store and noindex
  // (src/editorial/preview.ts).
  'global::preview',
  'strapi::logger',
  'strapi::errors',
  // A database restart answers 503 with Retry-After, not a generic 500 (src/middlewares/database-unavailable.ts).
  'global::database-unavailable',
  {
    name: 'strapi::security',
    config: {
      // Sent by global::strict-transport, over https only: over plain http it would pin a site that has no https.
      hsts: false,
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          // https: for the external events site's pictures.
          'img-src': ["'self'", 'data:', 'blob:', 'https:', 'market-assets.strapi.io'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'", 'https://player.vimeo.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  'global::strict-transport',
  // Credentialed cross-origin calls only from the site's own origin and the configured list; no X-Powered-By
  // (strapi::poweredBy is left out: it tells an attacker what to try).
  { name: 'strapi::cors', config: { origin: allowedOrigins(env) } },
  // Brotli or gzip for JSON and text answers that are not compressed already (cached answers and built files are).
  {
    name: 'strapi::compression',
    config: { br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } },
  },
  // /_health (up or down, nothing more) and /_metrics (Prometheus, with METRICS_TOKEN only).
  'global::operations',
  'strapi::query',
  'strapi::body',
  // Sign-in limits per account and per address (src/accounts/sign-in-limits), before the auth routes run.
  'global::sign-in-limits',
  'strapi::session',
  'strapi::favicon',
  // Every request for /uploads, whatever its spelling, is answered here after the access check and never goes further.
  'global::protected-uploads',
  // Required by Strapi; it serves PUBLIC_DIR, which holds nothing but uploads, and never sees a request for them.
  'strapi::public',
  // /robots.txt and /sitemap.xml, the public pages only (src/middlewares/sitemap.ts).
  'global::sitemap',
  // Serves the built web app at `/` and at every path the CMS itself does not answer; public pages rendered for
  // visitors (src/delivery/server-rendering).
  'global::spa',
];
