import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { levelOfRole, type Level } from '../access/caller';
import { responseCache } from '../delivery/response-cache';
import { readTags } from '../delivery/response-cache/read-tags';
import { withAcceptEncoding } from '../delivery/response-cache/fast-path';
import {
  type ReadRequest,
  encodedForm,
  isGraphQLPost,
  NOT_JSON,
  readJsonBody,
  readRequestOf,
  TOO_LARGE,
} from '../delivery/response-cache/request';
import { type CachedAnswer, makeCachedAnswer } from '../delivery/response-cache/store';
import { asksForReads, READS_HEADER, readsHeaderValue } from '../delivery/response-cache/page-reads';
import { requestAuth } from '../strapi-internals/request-auth';
import { graphqlBodyReadableFirst } from '../strapi-internals/body-parser';

/**
 * The Koa side of the response cache (src/delivery/response-cache): hits are answered, and keys made, at the HTTP
 * server (fast-path.ts); here misses go on to GraphQL and their answers are kept: a query (never a mutation) answered
 * 200 without errors, for a caller whose access level (and, for a personal answer, whose user) Strapi's own sign-in
 * check confirmed, with no content or access change during the request, tagged with what it read (read-tags.ts). Every
 * GraphQL answer says `X-Cache: HIT`, `MISS` or `BYPASS`. First in the middleware chain, so a kept answer carries every
 * header the rest of the chain (security, CORS) gave it.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = responseCache(strapi);
  const endpoint = strapi.plugin('graphql')?.config<string>('endpoint') ?? '/graphql';

  return async (ctx: Context, next: Next) => {
    if (!isGraphQLPost(ctx.req, endpoint) || !graphqlBodyReadableFirst(strapi)) return next();

    const read = readRequestOf(ctx.req) ?? (await readHere(ctx));
    if (!read) return;
    ctx.request.body = read.body;
    const { lookup } = read;
    if (!lookup) {
      if (cache.enabled) {
        cache.counters.bypassed += 1;
        ctx.set('X-Cache', 'BYPASS');
      }
      return next();
    }
    cache.counters.misses += 1;
    const [generation, purgeMark] = await Promise.all([cache.store.generation(lookup.scope), cache.store.purgeMark()]);
    const accessEpoch = cache.levels.epoch();
    // Compressed below, from the kept forms, instead of by strapi::compression.
    ctx.compress = false;
    ctx.set('X-Cache', 'MISS');
    ctx.set('X-Cache-Scope', lookup.scope);
    const { tags } = await readTags(strapi).collect(() => next());

    const answer = ctx.body;
    const headers = replayableHeaders(ctx);
    if (
      ctx.status !== 200 ||
      typeof answer !== 'string' ||
      !/json/.test(headers['content-type'] ?? '') ||
      ctx.response.get('Set-Cookie') ||
      answeredAs(ctx) !== lookup.level ||
      (lookup.userId !== undefined && (ctx.state.user as { id?: number } | undefined)?.id !== lookup.userId) ||
      cache.levels.epoch() !== accessEpoch ||
      hasErrors(answer)
    ) {
      return;
    }
    const kept = { ...makeCachedAnswer(answer, headers), tags };
    // Server rendering's own request: what the answer read, for the page it renders (page-reads.ts).
    if (asksForReads(ctx.req.headers)) ctx.set(READS_HEADER, readsHeaderValue(tags));
    send(ctx, kept);
    // No generation or purge mark: the store could not tell it (Redis out of reach), so the answer is sent, not kept.
    if (generation === undefined || purgeMark === undefined) return;
    // Without tags (the statements could not be seen), every content write clears every answer instead.
    await cache.store.set(lookup.scope, lookup.key, kept, generation, { tags, purgeMark });
    cache.counters.stored += 1;
  };

  /**
   * Reads the body when the HTTP server's fast path did not: it is installed whenever the cache is on, and it also
   * answers the hits and makes the cache key, so a request read here is answered uncached.
   */
  async function readHere(ctx: Context): Promise<ReadRequest | undefined> {
    const body = await readJsonBody(ctx.req);
    if (body === TOO_LARGE || body === NOT_JSON) {
      ctx.status = body === TOO_LARGE ? 413 : 400;
      ctx.body = { errors: [{ message: body, extensions: { code: 'BAD_REQUEST' } }] };
      return undefined;
    }
    return { body };
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
  'x-cache-scope',
  'x-response-time',
  'set-cookie',
  READS_HEADER,
]);

function replayableHeaders(ctx: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

function send(ctx: Context, answer: CachedAnswer) {
  ctx.status = 200;
  ctx.set('Vary', withAcceptEncoding(ctx.response.get('Vary') || undefined));
  const { encoding, bytes } = encodedForm(answer, ctx.get('Accept-Encoding') || undefined);
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = bytes;
}

/** The level Strapi's own authentication gave this request, to confirm the one the key was made with. */
function answeredAs(ctx: Context): Level | undefined {
  const user = ctx.state.user as { role?: { type?: string } } | undefined;
  // Anonymous callers pass Strapi's users-permissions check as the public role, with no credentials.
  if (!user) return requestAuth(ctx).withCredentials ? undefined : 'visitor';
  return levelOfRole(user.role?.type);
}

function hasErrors(answer: string): boolean {
  try {
    return Boolean((JSON.parse(answer) as { errors?: unknown }).errors);
  } catch {
    return true;
  }
}
