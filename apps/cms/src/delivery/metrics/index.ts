import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { responseCache } from '../response-cache';
import { searchService } from '../search';
import { areaOf, canonicalPath } from '../../platform/http/request-path';
import { databasePool } from '../../strapi-internals/database-pool';
import { observeEveryRequest } from '../../strapi-internals/http-server';
import { onePerStrapi } from '../../platform/one-per-strapi';
import { type DurationSeries, RequestDurations } from './request-durations';

/**
 * The operations metrics of one CMS process, in Prometheus' text format (prom-client), served at /_metrics to
 * holders of METRICS_TOKEN only (src/middlewares/operations.ts): request latency, the response cache, the sign-in
 * limits' refusals, search's index, the database pool, and Node's own process metrics.
 */
interface ProductMetrics {
  registry: Registry;
  /** Called once per finished HTTP request, cache hits answered before Koa included. */
  requestFinished(req: IncomingMessage, res: ServerResponse, seconds: number): void;
  /** The latency series of requests for `path` by `method` answered with `status`: found once, observed often. */
  durationsOf(method: string, path: string, status: number): DurationSeries;
}

/** The one set of product metrics of this CMS process. */
export const productMetrics: (strapi: Core.Strapi) => ProductMetrics = onePerStrapi(createMetrics);

/**
 * The timing of every HTTP request, from reaching the server to its answer being sent. The response cache's fast path
 * takes every request first when it is on (src/delivery/response-cache/fast-path.ts) and times them itself: its hits
 * when they are sent, with no listener, and the rest until they finish. Otherwise `observeRequests` times them all.
 */
export interface RequestTiming {
  /** Notes that a request has just reached the server: first thing, for every request. */
  started(res: ServerResponse): void;
  /** Times the response until it finishes (a `finish` listener): requests that go on to Koa. */
  untilFinished(res: ServerResponse): void;
  /** Times a response whose last byte has just been written (a cache hit answered at the server). */
  answered(req: IncomingMessage, res: ServerResponse): void;
  /**
   * `answered` for responses that all have one method, path and status (the GraphQL hits): their series is found once,
   * here, rather than from each request.
   */
  answeredAs(method: string, path: string, status: number): (res: ServerResponse) => void;
}

export const requestTiming: (strapi: Core.Strapi) => RequestTiming = onePerStrapi((strapi) => {
  const metrics = productMetrics(strapi);
  // One listener for every response, its request and start kept on it: no closure per request.
  function finished(this: TimedResponse) {
    metrics.requestFinished(this.req, this, (performance.now() - this[STARTED]) / 1000);
  }
  return {
    started(res) {
      (res as TimedResponse)[STARTED] = performance.now();
    },
    untilFinished(res) {
      res.on('finish', finished);
    },
    answered(req, res) {
      metrics.requestFinished(req, res, (performance.now() - (res as TimedResponse)[STARTED]) / 1000);
    },
    answeredAs(method, path, status) {
      const series = metrics.durationsOf(method, path, status);
      return (res) => series.observe((performance.now() - (res as TimedResponse)[STARTED]) / 1000);
    },
  };
});

/** Times every request at the HTTP server where the response cache's fast path does not (the cache off). */
export function observeRequests(strapi: Core.Strapi): void {
  const timing = requestTiming(strapi);
  observeEveryRequest(strapi, (_req: IncomingMessage, res: ServerResponse) => {
    timing.started(res);
    timing.untilFinished(res);
  });
}

const STARTED = Symbol('request started');
type TimedResponse = ServerResponse & { [STARTED]: number };

/** Whether a request may read the metrics: 'off' when no METRICS_TOKEN is set. */
export function metricsAccess(token: string, authorization: string | undefined): 'off' | 'refused' | 'allowed' {
  if (!token) return 'off';
  const offered = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(offered), digest(token)) ? 'allowed' : 'refused';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ADMIN_AREAS = new Set([
  'admin',
  'content-manager',
  'content-type-builder',
  'upload',
  'i18n',
  'users-permissions',
]);

/** A bounded label for where a request went: the part of the product, never the path itself. */
function routeOf(canonical: string | undefined): string {
  if (canonical === undefined) return 'invalid';
  const area = areaOf(canonical);
  if (area === 'api') return /^\/api\/(auth|member-account)(\/|$)/.test(canonical) ? 'auth' : 'api';
  if (area === '_health' || area === '_metrics') return 'operations';
  if (ADMIN_AREAS.has(area)) return 'admin';
  if (area === 'graphql' || area === 'uploads' || area === 'documents') return area;
  return 'web';
}

/** The limited auth call a 429 answered, by the sign-in limits of src/accounts/sign-in-limits. */
function limitedCallOf(canonical: string): string {
  if (/^\/api\/auth\/local\/?$/.test(canonical)) return 'sign-in';
  if (canonical.startsWith('/api/auth/local/register')) return 'registration';
  if (/^\/api\/auth\/(forgot|reset|change)-password/.test(canonical)) return 'password';
  if (canonical.startsWith('/api/member-account')) return 'member-account';
  return 'other';
}

function createMetrics(strapi: Core.Strapi): ProductMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const cache = responseCache(strapi);

  const requestDuration = new RequestDurations({
    name: 'classroom_http_request_duration_seconds',
    help: 'Time from a request reaching the HTTP server to its answer being sent, by part of the product and status.',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInLimited = new Counter({
    name: 'classroom_sign_in_limited_total',
    help: 'Auth calls refused with 429 by the sign-in limits, by call.',
    labelNames: ['call'] as const,
    registers: [registry],
  });
  const signInRefused = new Counter({
    name: 'classroom_sign_in_refused_total',
    help: 'Sign-ins refused for a wrong password or an unknown account (400).',
    registers: [registry],
  });

  const counters = cache.counters;
  const cacheCounter = (name: keyof typeof counters, help: string) =>
    new Counter({
      name: `classroom_response_cache_${name}_total`,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(counters[name]);
      },
    });
  cacheCounter('hits', 'GraphQL queries answered from the response cache.');
  cacheCounter(
    'remembered',
    "Of the hits, those answered from the request's bytes alone: the same request answered before, nothing changed.",
  );
  cacheCounter('misses', 'Cacheable GraphQL queries answered by GraphQL (and then kept when they could be).');
  cacheCounter('bypassed', 'GraphQL requests the response cache does not keep (mutations, malformed queries).');
  cacheCounter('stored', 'Answers kept by the response cache.');
  cacheCounter('invalidations', 'Writes that cleared answers from the response cache.');
  new Gauge({
    name: 'classroom_response_cache_enabled',
    help: '1 when the response cache is on (RESPONSE_CACHE_ENABLED).',
    registers: [registry],
    collect() {
      this.set(cache.enabled ? 1 : 0);
    },
  });
  const cacheStore = new Gauge({
    name: 'classroom_response_cache_store',
    help: 'What the response cache holds: entries, bytes, max_bytes (with Redis: shared by every process).',
    labelNames: ['measure'] as const,
    registers: [registry],
    async collect() {
      const stats = await cache.store.stats();
      cacheStore.set({ measure: 'entries' }, stats.entries);
      cacheStore.set({ measure: 'bytes' }, stats.bytes);
      cacheStore.set({ measure: 'max_bytes' }, stats.maxBytes);
    },
  });
  const search = searchService(strapi);
  const searchIndex = new Gauge({
    name: 'classroom_search_index',
    help:
      "Search's index in this process: documents, builds, failed_builds (a build that threw), last_build_ms, " +
      'catalogue_reads (from the database), catalogue_reads_kept (a write touched nothing they read) and ' +
      "reindexed_documents (the subscribers' index: documents indexed again, added or removed since the start).",
    labelNames: ['measure'] as const,
    registers: [registry],
    collect() {
      const stats = search.stats();
      searchIndex.set({ measure: 'documents' }, stats.documents);
      searchIndex.set({ measure: 'builds' }, stats.builds);
      searchIndex.set({ measure: 'failed_builds' }, stats.failedBuilds);
      searchIndex.set({ measure: 'last_build_ms' }, stats.lastBuildMs);
      searchIndex.set({ measure: 'catalogue_reads' }, stats.catalogueReads);
      searchIndex.set({ measure: 'catalogue_reads_kept' }, stats.catalogueReadsKept);
      searchIndex.set({ measure: 'reindexed_documents' }, stats.reindexed);
    },
  });
  const poolOf = databasePool(strapi);
  const pool = new Gauge({
    name: 'classroom_database_pool_connections',
    help: 'Connections of the database pool: used, free, pending (waiting for a connection), creating, max.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const knexPool = poolOf();
      if (!knexPool) return;
      pool.set({ state: 'used' }, knexPool.numUsed());
      pool.set({ state: 'free' }, knexPool.numFree());
      pool.set({ state: 'pending' }, knexPool.numPendingAcquires());
      pool.set({ state: 'creating' }, knexPool.numPendingCreates());
      pool.set({ state: 'max' }, knexPool.max);
    },
  });

  // The canonical form of the short paths seen lately (most requests ask for a handful: /graphql, a page, /_health).
  const canonicalPaths = new Map<string, string | undefined>();
  const canonicalOf = (path: string) => {
    if (path.length > 256) return canonicalPath(path);
    if (canonicalPaths.has(path)) return canonicalPaths.get(path);
    if (canonicalPaths.size >= 1000) canonicalPaths.clear();
    const canonical = canonicalPath(path);
    canonicalPaths.set(path, canonical);
    return canonical;
  };

  // Each label set's series, kept by the histogram. Bounded: the methods, the routes and the statuses are few.
  const seriesOf = (method: string, route: string, status: number) =>
    requestDuration.series(method, route, String(status));
  const methodOf = (method: string | undefined) => (METHODS.has(method ?? '') ? method! : 'other');

  return {
    registry,
    requestFinished(req, res, seconds) {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const canonical = canonicalOf(query === -1 ? url : url.slice(0, query));
      seriesOf(methodOf(req.method), routeOf(canonical), res.statusCode).observe(seconds);
      if (canonical === undefined || req.method !== 'POST') return;
      if (res.statusCode === 429 && routeOf(canonical) === 'auth')
        signInLimited.inc({ call: limitedCallOf(canonical) });
      if (res.statusCode === 400 && limitedCallOf(canonical) === 'sign-in') signInRefused.inc();
    },
    durationsOf(method, path, status) {
      return seriesOf(methodOf(method), routeOf(canonicalOf(path)), status);
    },
  };
}
