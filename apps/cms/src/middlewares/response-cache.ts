import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import type { AccessLevel } from '../response-cache/access-level';
import { responseCache } from '../response-cache';
import { reachesPerUserData, stableJson } from '../response-cache/operation';
import { type CachedAnswer, makeCachedAnswer } from '../response-cache/store';

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
    if (body === TOO_LARGE || body === NOT_JSON) {
      ctx.status = body === TOO_LARGE ? 413 : 400;
      ctx.body = { errors: [{ message: body, extensions: { code: 'BAD_REQUEST' } }] };
      return;
    }
    // The GraphQL route's own body parser takes a body that is already there.
    ctx.request.body = body;

    let lookup: Awaited<ReturnType<typeof keyFor>>;
    try {
      lookup = await keyFor(ctx, body);
    } catch (error) {
      strapi.log.error(`Response cache: lookup failed, answering uncached: ${error}`);
      lookup = undefined;
    }
    if (!lookup) {
      cache.counters.bypassed += 1;
      ctx.set('X-Cache', 'BYPASS');
      return next();
    }

    const cached = await cache.store.get(lookup.key).catch(() => undefined);
    if (cached) {
      cache.counters.hits += 1;
      ctx.status = 200;
      ctx.set(cached.headers);
      ctx.set('X-Cache', 'HIT');
      sendEncoded(ctx, cached);
      return;
    }

    cache.counters.misses += 1;
    const generation = await cache.store.generation();
    const accessEpoch = cache.levels.epoch();
    // Compressed below, from the stored forms, instead of by strapi::compression.
    ctx.compress = false;
    ctx.set('X-Cache', 'MISS');
    await next();

    const answer = ctx.body;
    const headers = replayableHeaders(ctx);
    if (
      ctx.status !== 200 ||
      typeof answer !== 'string' ||
      !/json/.test(headers['content-type'] ?? '') ||
      ctx.response.get('Set-Cookie') ||
      answeredAs(ctx) !== lookup.level ||
      cache.levels.epoch() !== accessEpoch ||
      hasErrors(answer)
    ) {
      return;
    }
    const kept = makeCachedAnswer(answer, headers);
    sendEncoded(ctx, kept);
    await cache.store.set(lookup.key, kept, generation);
    cache.counters.stored += 1;
  };

  /** The cache key of a shareable request, or undefined when the request must go to GraphQL uncached. */
  async function keyFor(ctx: Context, body: unknown): Promise<{ key: string; level: AccessLevel } | undefined> {
    if (!isRecord(body)) return undefined; // batches and stray JSON: GraphQL answers them
    const request = body as GraphQLRequestBody;
    if (typeof request.query !== 'string') return undefined;
    const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
    const shape = cache.describe(request.query, operationName);
    const variables = isRecord(request.variables) ? request.variables : {};
    if (!shape?.cacheable || reachesPerUserData(shape, variables)) return undefined;
    const level = await cache.levels.of(ctx.get('Authorization') || undefined);
    if (!level) return undefined;
    // Accept chooses Apollo's content type; Origin the CORS headers replayed with the answer.
    const parts = [level, ctx.get('Accept'), ctx.get('Origin'), operationName ?? '', shape.normalisedQuery];
    const key = crypto
      .createHash('sha256')
      .update([...parts, stableJson(variables)].join('\u0000'))
      .digest('base64url');
    return { key, level };
  }
};

/** Headers that belong to the answer, not to this one response (those Koa or this middleware sets anew). */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-cache',
  'x-response-time',
  'set-cookie',
]);

function replayableHeaders(ctx: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

function sendEncoded(ctx: Context, answer: CachedAnswer) {
  ctx.vary('Accept-Encoding');
  ctx.compress = false;
  const accepted = ctx.get('Accept-Encoding') ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if (accepted === 'br' && answer.br) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = answer.br;
  } else if (accepted === 'gzip' && answer.gzip) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = answer.gzip;
  } else {
    ctx.body = answer.body;
  }
}

/** The level Strapi's own authentication gave this request, to confirm the one the key was made with. */
function answeredAs(ctx: Context): AccessLevel | undefined {
  const user = ctx.state.user as { role?: { type?: string } } | undefined;
  // Anonymous callers pass Strapi's users-permissions check as the public role, with no credentials.
  if (!user) return ctx.state.auth?.credentials ? undefined : 'visitor';
  return LEVEL_OF_ROLE[user.role?.type ?? ''];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function hasErrors(answer: string): boolean {
  try {
    return Boolean((JSON.parse(answer) as { errors?: unknown }).errors);
  } catch {
    return true;
  }
}

const TOO_LARGE = 'The request body is too large.';
const NOT_JSON = 'The request body is not valid JSON.';

async function readJsonBody(ctx: Context): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return TOO_LARGE;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return NOT_JSON;
  }
}
