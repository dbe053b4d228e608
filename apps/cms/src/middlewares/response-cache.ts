import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import type { AccessLevel } from '../response-cache/access-level';
import { responseCache } from '../response-cache';
import { stableJson } from '../response-cache/operation';
import { makeCachedAnswer } from '../response-cache/store';

/** Where operators read the hit ratio and the memory in use. */
export const RESPONSE_CACHE_STATS_PATH = '/_health/response-cache';

/** As much request body as the GraphQL endpoint itself accepts (koa-bodyparser's JSON limit). */
const MAX_BODY_BYTES = 1024 * 1024;

interface GraphQLRequestBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

const LEVEL_OF_ROLE: Record<string, AccessLevel> = { authenticated: 'registered', active_subscriber: 'subscriber' };

/**
 * Answers repeated content queries from the response cache (src/response-cache) before the router, Strapi's auth,
 * GraphQL parsing and resolvers run. Misses go on to GraphQL as usual and their answers are kept when they are
 * shareable: a query (not a mutation) reaching no per-user type, answered 200 without errors, for a caller whose
 * access level Strapi's own sign-in check confirmed, with no content or access change during the request.
 * Every answer says `X-Cache: HIT`, `MISS` or `BYPASS`.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = responseCache(strapi);
  const endpoint = strapi.plugin('graphql')?.config('endpoint') ?? '/graphql';

  return async (ctx: Context, next: Next) => {
    if (ctx.path === RESPONSE_CACHE_STATS_PATH && ctx.method === 'GET') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await cache.report();
      return;
    }
    if (!cache.enabled || ctx.path !== endpoint || ctx.method !== 'POST' || !ctx.is('application/json')) {
      return next();
    }

    const body = await readJsonBody(ctx);
    if (body === undefined) {
      ctx.status = 400;
      ctx.body = { errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] };
      return;
    }
    // The GraphQL route's own body parser takes a body that is already there.
    ctx.request.body = body;

    const request = body as GraphQLRequestBody;
    const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
    const shape =
      typeof request.query === 'string' && !Array.isArray(body)
        ? cache.describe(request.query, operationName)
        : undefined;
    const level = shape?.cacheable ? await cache.levels.of(ctx.get('Authorization') || undefined) : undefined;
    if (!shape?.cacheable || !level) {
      cache.counters.bypassed += 1;
      ctx.set('X-Cache', 'BYPASS');
      return next();
    }

    const key = crypto
      .createHash('sha256')
      .update(
        [
          level,
          ctx.get('Accept'),
          operationName ?? '',
          shape.normalisedQuery,
          stableJson(request.variables ?? {}),
        ].join('\u0000'),
      )
      .digest('base64url');

    const cached = await cache.store.get(key);
    if (cached) {
      cache.counters.hits += 1;
      ctx.set('X-Cache', 'HIT');
      ctx.status = 200;
      ctx.type = cached.contentType;
      ctx.vary('Accept-Encoding');
      ctx.compress = false;
      const accepted = ctx.get('Accept-Encoding') ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
      if (accepted === 'br' && cached.br) {
        ctx.set('Content-Encoding', 'br');
        ctx.body = cached.br;
      } else if (accepted === 'gzip' && cached.gzip) {
        ctx.set('Content-Encoding', 'gzip');
        ctx.body = cached.gzip;
      } else {
        ctx.body = cached.body;
      }
      return;
    }

    cache.counters.misses += 1;
    const generation = await cache.store.generation();
    const accessEpoch = cache.levels.epoch();
    ctx.set('X-Cache', 'MISS');
    await next();

    const answer = ctx.body;
    const contentType = ctx.response.get('Content-Type');
    const answeredLevel = answeredAs(ctx);
    if (
      ctx.status !== 200 ||
      typeof answer !== 'string' ||
      !/json/.test(contentType) ||
      ctx.response.get('Set-Cookie') ||
      answeredLevel !== level ||
      cache.levels.epoch() !== accessEpoch ||
      hasErrors(answer)
    ) {
      return;
    }
    await cache.store.set(key, makeCachedAnswer(contentType, answer), generation);
    cache.counters.stored += 1;
  };
};

/** The level Strapi's own authentication gave this request, to confirm the one the key was made with. */
function answeredAs(ctx: Context): AccessLevel | undefined {
  const user = ctx.state.user as { role?: { type?: string } } | undefined;
  // Anonymous callers pass Strapi's users-permissions check as the public role, with no credentials.
  if (!user) return ctx.state.auth?.credentials ? undefined : 'visitor';
  return LEVEL_OF_ROLE[user.role?.type ?? ''];
}

function hasErrors(answer: string): boolean {
  try {
    return Boolean((JSON.parse(answer) as { errors?: unknown }).errors);
  } catch {
    return true;
  }
}

async function readJsonBody(ctx: Context): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) ctx.throw(413, 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
