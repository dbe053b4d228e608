import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { readRequestOf } from '../delivery/response-cache/request';
import { ADMITTED, type GraphQLParams, notTrustedAnswer, trustedDocuments } from '../delivery/trusted-documents';

/**
 * The trusted-documents rule (src/delivery/trusted-documents) for every request that reaches the GraphQL route: POSTs
 * whose body the HTTP server's fast path did not admit (the response cache off), GETs, and any other spelling or
 * content type. A refused request answers 400 here, before the router, authentication and GraphQL run; an admitted one
 * goes on with a known id's text in place of the id, marked for the GraphQL backstop
 * (src/extensions/graphql/trusted-documents.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const endpoint = strapi.plugin('graphql')?.config<string>('endpoint') ?? '/graphql';
  const trusted = trustedDocuments(strapi);
  // Strapi's router matches the route with or without a trailing slash (src/platform/http/request-path.ts lower-cases
  // the area).
  const isEndpoint = (path: string) => path === endpoint || path === `${endpoint}/`;

  return async (ctx: Context, next: Next) => {
    if (!isEndpoint(ctx.path)) return next();
    if (readRequestOf(ctx.req)?.admitted) {
      ctx.state[ADMITTED] = true;
      return next();
    }

    const authorization = ctx.get('Authorization') || undefined;
    if (ctx.method === 'GET') {
      const admission = await trusted.admit(getParams(ctx), authorization);
      if (!admission.admitted) return refuse(ctx);
      ctx.query = withParams(ctx.query, admission.params as GraphQLParams);
    } else if (ctx.method === 'POST') {
      // The body src/middlewares/response-cache.ts read (JSON at the endpoint itself); any other has not been read.
      const body: unknown = ctx.request.body;
      const admission = body === undefined ? undefined : await trusted.admit(body, authorization);
      if (admission === undefined && trusted.mode() === 'off') return next();
      if (!admission?.admitted) return refuse(ctx);
      ctx.request.body = admission.params;
    }
    ctx.state[ADMITTED] = true;
    return next();
  };
};

function refuse(ctx: Context) {
  const { status, body } = notTrustedAnswer();
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** A GET's GraphQL parameters, as Apollo Server reads them (`extensions` JSON-encoded). */
function getParams(ctx: Context): GraphQLParams {
  const one = (name: string) => {
    const value = ctx.query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const extensions = one('extensions');
  let parsed: unknown = extensions;
  try {
    if (extensions !== undefined) parsed = JSON.parse(extensions);
  } catch {
    // Apollo answers the malformed parameter itself.
  }
  return { query: one('query'), extensions: parsed };
}

/** The GET's search parameters with the admitted text as `query`, and the id taken out of `extensions`. */
function withParams(query: Context['query'], admitted: GraphQLParams): Record<string, string | string[]> {
  const { query: _text, extensions: _extensions, ...others } = query;
  const search: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(others)) {
    if (typeof value === 'string' || Array.isArray(value)) search[name] = value as string | string[];
  }
  if (typeof admitted.query === 'string') search.query = admitted.query;
  if (admitted.extensions !== undefined) {
    search.extensions =
      typeof admitted.extensions === 'string' ? admitted.extensions : JSON.stringify(admitted.extensions);
  }
  return search;
}
