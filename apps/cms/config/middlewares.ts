import zlib from 'node:zlib';

export default [
  // Repeated content queries are answered first, before the rest of this chain, the router, authentication and
  // GraphQL run; an answer replays the headers (security, CORS) the full chain gave it when it was first computed.
  'global::response-cache',
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
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
  'strapi::cors',
  'strapi::poweredBy',
  // Brotli or gzip for JSON and text answers that are not compressed already (cached answers and built files are).
  {
    name: 'strapi::compression',
    config: { br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } },
  },
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // Serves the built web app at `/` and at every path the CMS itself does not answer.
  'global::spa',
];
