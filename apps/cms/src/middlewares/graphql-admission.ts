import { AsyncResource } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import pLimit from 'p-limit';

/**
 * Uncached GraphQL reads take turns (issue 42, row 5): at most `concurrency` run at once and at most `queue` wait.
 * A request that finds the queue full, or `burst` or more waiting and finds that the requests ahead of it would take
 * longer than `maxWaitMs` to drain at the pace turns have been ending, answers 503 with Retry-After at once; the web
 * app's RetryLink waits and asks again. So under load a request waits a bounded time instead of p99 growing with the
 * queue. On SQLite one turn runs at a time (config/product.ts): a read there never waits for I/O, so turns "at once"
 * only interleave on the one thread, and while any has work ready the server reads no new request (bench/README.md).
 * Response-cache hits are answered earlier in the chain and never wait here; requests the trusted-documents rule
 * refused never reach it.
 *
 * Each turn first gives the event loop one pass (setImmediate): on SQLite a read never waits for I/O (better-sqlite3
 * is synchronous), so without that pass the server read the next request only once the last had been answered, the
 * queue stayed empty, and the other requests waited unseen in their sockets, served in whatever order the kernel
 * handed them out (some for the whole of a 10 s load; bench/README.md). With it, every request already sent is read
 * and queued, first in first out, where the bound above sees it.
 */
export interface GraphqlAdmission {
  /** 0 lets every request in at once (the turns off). */
  concurrency: number;
  queue: number;
  /**
   * So many may wait whatever the pace says: requests sent together (a page's few reads, a client's batch) are queued,
   * not refused for the time the ones ahead of them will take.
   */
  burst: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

/** What a GraphQL client is told when the queue is full. */
export const BUSY_GRAPHQL_ERROR = {
  message: 'The classroom is busy. Try again in a moment.',
  // The code of every 503 the web app waits out and asks again (src/middlewares/database-unavailable.ts).
  extensions: { code: 'SERVICE_UNAVAILABLE' },
};

/** How much of a new turn's pace goes into the running mean (the rest is the past). */
const PACE_WEIGHT = 0.2;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const endpoint = strapi.plugin('graphql')?.config<string>('endpoint') ?? '/graphql';
  const isEndpoint = (path: string) => path === endpoint || path === `${endpoint}/`;
  const admission = strapi.config.get<GraphqlAdmission>('product.graphqlAdmission');
  if (!admission?.concurrency) return (_ctx: Context, next: Next) => next();
  const turns = pLimit(admission.concurrency);
  /** How long the last request to start had waited for its turn. */
  let lastWaitMs = 0;
  /** Mean time between turns ending while the queue was busy: how fast the queue drains. */
  let paceMs = 0;
  let lastEndAt = 0;
  /** How long the requests waiting now would take to go through. */
  const aheadWaitMs = () => turns.pendingCount * paceMs;
  const full = () =>
    turns.activeCount >= admission.concurrency &&
    (turns.pendingCount >= admission.queue ||
      (turns.pendingCount >= admission.burst &&
        (aheadWaitMs() > admission.maxWaitMs || (turns.pendingCount > 0 && lastWaitMs > admission.maxWaitMs))));

  return async (ctx: Context, next: Next) => {
    if (!isEndpoint(ctx.path) || (ctx.method !== 'POST' && ctx.method !== 'GET')) return next();
    if (full()) {
      ctx.status = 503;
      ctx.set('Retry-After', String(admission.retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { errors: [BUSY_GRAPHQL_ERROR] };
      return;
    }
    const queuedAt = performance.now();
    // Bound to this request's async context: p-limit starts a queued turn from the end of another request's, whose
    // context (Strapi's request context, who the caller is) it would otherwise run in.
    await turns(
      AsyncResource.bind(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        const startedAt = performance.now();
        lastWaitMs = startedAt - queuedAt;
        // Its client left while it waited (a closed connection's last request): nobody would read the answer.
        if (ctx.req.socket.destroyed) {
          ctx.respond = false;
          return;
        }
        try {
          await next();
        } finally {
          const endedAt = performance.now();
          // Since the later of the last end and this start: turns that overlap count their pace, not their length.
          const pace = endedAt - Math.max(lastEndAt, startedAt);
          paceMs = paceMs === 0 ? pace : paceMs + PACE_WEIGHT * (pace - paceMs);
          lastEndAt = endedAt;
        }
      }),
    );
  };
};
