import type { Core } from '@strapi/strapi';
import { checkHook, type Hook, requirePackageFile } from './hooks';

type BodyMiddlewareFactory = (config: unknown, deps: { strapi: Core.Strapi }) => unknown;

/**
 * Relies on Strapi's body parser (`strapi::body`, @strapi/core dist/middlewares/body.js) skipping exactly the GraphQL
 * endpoint's URL (`ctx.url === gqlEndpoint`, undocumented, "TODO: find a better way later"), so the response cache can
 * read a GraphQL body before Koa (src/delivery/response-cache/request.ts) and the GraphQL route's own parser takes it
 * as read; any other body read first is read again by Strapi (a 500). Only an optimisation: when the parser no longer
 * skips that URL, GraphQL bodies are not read early, cache answers are off, and the trusted-documents rule refuses the
 * POSTs it was not handed a body for (closed, not open).
 */
export const bodyParserHook: Hook<BodyMiddlewareFactory> = {
  name: "Strapi's body parser skipping the GraphQL endpoint",
  kind: 'optimisation',
  package: '@strapi/core',
  major: 5,
  file: 'body-parser.ts',
  problem(factory) {
    if (typeof factory !== 'function') return 'dist/middlewares/body.js exports no body middleware';
    return /ctx\.url\s*===\s*gqlEndpoint/.test(String(factory))
      ? undefined
      : 'the body middleware no longer skips exactly the GraphQL endpoint (ctx.url === gqlEndpoint)';
  },
};

function bodyMiddlewareFactory(): BodyMiddlewareFactory | undefined {
  try {
    return requirePackageFile<{ body: BodyMiddlewareFactory }>('@strapi/core', 'dist/middlewares/body.js').body;
  } catch {
    return undefined;
  }
}

const checked = new WeakMap<Core.Strapi, boolean>();

/**
 * Whether a GraphQL request's body may be read before Koa; checked once per CMS (at the first request or bootstrap).
 */
export function graphqlBodyReadableFirst(strapi: Core.Strapi): boolean {
  let on = checked.get(strapi);
  if (on === undefined) {
    on = checkHook(strapi, bodyParserHook, bodyMiddlewareFactory());
    checked.set(strapi, on);
  }
  return on;
}
