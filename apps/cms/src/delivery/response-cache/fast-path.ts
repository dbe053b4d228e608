import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import { takeOverRequests } from '../../strapi-internals/http-server';
import { notTrustedAnswer, trustedDocuments } from '../trusted-documents';
import { responseCache } from './index';
import {
  type CacheLookup,
  encodedForm,
  isGraphQLPost,
  lookUp,
  NOT_JSON,
  parsedBody,
  readBody,
  type ReadBody,
  rememberReadRequest,
  TOO_LARGE,
} from './request';
import { graphqlBodyReadableFirst } from '../../strapi-internals/body-parser';
import { asksForReads, READS_HEADER, readsHeaderValue } from './page-reads';
import { createHitMemo } from './hit-memo';
import { cacheLimits } from '../../platform/cache-limits';
import type { RequestTiming } from '../metrics';

type Koa = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * How long a miss waits for the same answer being computed by an earlier request: a slow computation (a loaded
 * database) does not hold the later ones beyond it.
 */
export const COMPUTING_WAIT_MS = 10_000;

/**
 * Answers cache hits at the HTTP server, before Koa builds its context and before any middleware runs: a hit costs a
 * body read, a key and a map look-up; a request whose exact bytes were answered before, only the body read and a map
 * look-up (hit-memo.ts). A request the trusted-documents rule refuses is answered here too, before any
 * parsing; a trusted operation's id is looked up first, so its answer is found by id. Everything else (misses,
 * bypasses, other paths) goes on to Strapi's Koa app unchanged, with the body already read and admitted
 * (src/middlewares/response-cache.ts keeps what misses answer). Public pages a visitor asks for plainly are answered
 * here too when kept (src/delivery/server-rendering keeps them).
 * A miss whose key is already being computed in this process waits for that computation and looks again: after a purge,
 * fifty clients asking the header's query make one computation, not fifty (the answer is kept before it is sent).
 * Every request is timed here (`timing`, the metrics): what the fast path answers itself (hits, refusals) once sent,
 * with no listener; what goes on to Koa until it finishes.
 * False when the fast path is off (the response cache off, or Strapi's body parser not in the expected shape).
 */
export function answerHitsAtTheServer(
  strapi: Core.Strapi,
  /**
   * The key of a server-rendered page the request asks for, when the server may answer it
   * (src/delivery/server-rendering).
   */
  pageKey: (req: IncomingMessage) => string | undefined,
  timing: RequestTiming,
): boolean {
  const cache = responseCache(strapi);
  if (!cache.enabled || !graphqlBodyReadableFirst(strapi)) return false;
  const endpoint = strapi.plugin('graphql')?.config<string>('endpoint') ?? '/graphql';
  const trusted = trustedDocuments(strapi);
  /** Times a GraphQL hit: its series (POST, the endpoint, 200) found once. */
  const graphqlHitAnswered = timing.answeredAs('POST', endpoint, 200);
  /** The misses being computed in this process, by scope and key: settled when their response has gone. */
  const computing = new Map<string, Promise<void>>();
  const memo = createHitMemo({
    store: cache.store,
    levels: cache.levels,
    rawDocumentsAdmitted: () => trusted.mode() === 'off',
    limits: cacheLimits(strapi, 'rememberedHits'),
  });

  const answer = async (req: IncomingMessage, res: ServerResponse, text: ReadBody, koaListener: Koa) => {
    const read = parsedBody(text);
    if (read === TOO_LARGE || read === NOT_JSON) {
      const message = JSON.stringify({ errors: [{ message: read, extensions: { code: 'BAD_REQUEST' } }] });
      res.writeHead(read === TOO_LARGE ? 413 : 400, { 'content-type': 'application/json; charset=utf-8' });
      res.end(message);
      timing.answered(req, res);
      return;
    }
    const admission = await trusted.admit(read, req.headers.authorization);
    if (!admission.admitted) {
      const { status, body } = notTrustedAnswer();
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
      timing.answered(req, res);
      return;
    }
    const { params: body, operationId } = admission;
    // Read before the caller is: an access change while the key is found makes the hit unfit to remember.
    const epoch = cache.levels.epoch();
    let lookup: CacheLookup | undefined;
    try {
      lookup = await lookUp(cache, req.headers, body, operationId);
    } catch (error) {
      strapi.log.error(`Response cache: lookup failed, answering uncached: ${error}`);
    }
    let cached = lookup && (await cache.store.get(lookup.scope, lookup.key).catch(() => undefined));
    const underWay = lookup && `${lookup.scope}\u0000${lookup.key}`;
    if (lookup && !cached && underWay) {
      const earlier = computing.get(underWay);
      if (earlier) {
        // Never longer than COMPUTING_WAIT_MS: past it, this request computes the answer itself.
        await Promise.race([earlier, setTimeout(COMPUTING_WAIT_MS, undefined, { ref: false })]);
        cached = await cache.store.get(lookup.scope, lookup.key).catch(() => undefined);
      } else {
        const done = whenResponseEnds(res);
        computing.set(underWay, done);
        void done.then(() => computing.delete(underWay));
      }
    }
    if (!lookup || !cached) {
      rememberReadRequest(req, { body, lookup, admitted: true, operationId });
      koaListener(req, res);
      return;
    }
    cache.counters.hits += 1;
    const { encoding, bytes } = encodedForm(cached, req.headers['accept-encoding']);
    const headers: OutgoingHttpHeaders = {
      ...cached.headers,
      vary: withAcceptEncoding(cached.headers.vary),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': bytes.length,
      'x-cache': 'HIT',
      'x-cache-scope': lookup.scope,
      // Server rendering's own request: what the kept answer read, for the page it renders (page-reads.ts).
      ...(cached.tags && asksForReads(req.headers) ? { [READS_HEADER]: readsHeaderValue(cached.tags) } : {}),
    };
    res.writeHead(200, headers);
    res.end(bytes);
    graphqlHitAnswered(res);
    if (typeof text === 'string') {
      memo?.remember(req.headers, text, {
        lookup,
        answer: cached,
        epoch,
        byId: operationId !== undefined,
        encoding,
        headers,
      });
    }
  };

  /** A kept public page, as Koa sent it; anything else (a miss included) goes on to Koa. */
  const answerPage = async (req: IncomingMessage, res: ServerResponse, key: string, koaListener: Koa) => {
    const cached = await cache.store.get('shared', key).catch(() => undefined);
    if (!cached) return koaListener(req, res);
    cache.counters.hits += 1;
    const { encoding, bytes } = encodedForm(cached, req.headers['accept-encoding']);
    res.writeHead(200, {
      ...cached.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': bytes.length,
      'x-cache': 'HIT',
    });
    res.end(bytes);
    timing.answered(req, res);
  };

  return takeOverRequests(strapi, (koa) => {
    /** Koa's listener, the response timed until it finishes. */
    const koaListener: Koa = (req, res) => {
      timing.untilFinished(res);
      koa(req, res);
    };
    return (req, res) => handle(req, res, koaListener);
  });

  /** A hit's path that threw: a generic 500, logged. */
  function fail(res: ServerResponse, failure: unknown): void {
    strapi.log.error(`Response cache: ${failure}`);
    if (!res.headersSent) {
      timing.untilFinished(res);
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
    }
    res.end(JSON.stringify({ errors: [{ message: 'Internal server error' }] }));
  }

  function handle(req: IncomingMessage, res: ServerResponse, koaListener: Koa): void {
    timing.started(res);
    if (!isGraphQLPost(req, endpoint)) {
      const key = pageKey(req);
      if (!key) return koaListener(req, res);
      answerPage(req, res, key, koaListener).catch((error: unknown) => {
        strapi.log.error(`Response cache: ${error}`);
        if (!res.headersSent) koaListener(req, res);
      });
      return;
    }
    readBody(req, (text) => {
      const remembered = memo && typeof text === 'string' ? memo.find(req.headers, text) : undefined;
      if (remembered) {
        cache.counters.hits += 1;
        cache.counters.remembered += 1;
        res.writeHead(200, remembered.headers);
        res.end(remembered.bytes);
        graphqlHitAnswered(res);
        return;
      }
      answer(req, res, text, koaListener).catch((failure: unknown) => fail(res, failure));
    });
  }
}

export const withAcceptEncoding = (vary: string | undefined) =>
  !vary ? 'Accept-Encoding' : /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`;

/**
 * Settles once the response has ended, however it ends: sent, failed, or its client gone, also when the client had
 * already gone before this was asked ('close' fired before a listener was there: a key being computed would then have
 * waited for ever, and every later ask for it with it).
 */
export const whenResponseEnds = (res: ServerResponse): Promise<void> =>
  new Promise((resolve) => finished(res, () => resolve()));
