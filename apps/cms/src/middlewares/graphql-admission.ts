import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import pLimit from 'p-limit';

/**
 * Uncached GraphQL reads take turns (issue 42, row 5): at most `concurrency` run at once and at most `queue` wait.
 * A request that finds the queue full, or finds requests waiting while the last one to start had waited longer than
 * `maxWaitMs` (the queue is longer than the server can drain in that time: CoDel's idea), answers 503 with
 * Retry-After at once; the web app's RetryLink waits and asks again. So under load a request waits a bounded time
 * instead of p99 growing with the queue. Response-cache hits are answered earlier in the chain and never wait here;
 * requests the trusted-documents rule refused never reach it.
 */
export interface GraphqlAdmission {
  /** 0 lets every request in at once (the turns off). */
  concurrency: number;
  queue: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

/** What a GraphQL client is told when the queue is full. */
export const BUSY_GRAPHQL_ERROR = {
  message: 'The classroom is busy. Try again in a moment.',
  // The code of every 503 the web app waits out and asks again (src/middlewares/database-unavailable.ts).
  extensions: { code: 'SERVICE_UNAVAILABLE' },
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const endpoint = strapi.plugin('graphql')?.config<string>('endpoint') ?? '/graphql';
  const isEndpoint = (path: string) => path === endpoint || path === `${endpoint}/`;
  const admission = strapi.config.get<GraphqlAdmission>('product.graphqlAdmission');
  if (!admission?.concurrency) return (_ctx: Context, next: Next) => next();
  const turns = pLimit(admission.concurrency);
  /** How long the last request to start had waited for its turn. */
  let lastWaitMs = 0;
  const full = () =>
    turns.activeCount >= admission.concurrency &&
    (turns.pendingCount >= admission.queue || (turns.pendingCount > 0 && lastWaitMs > admission.maxWaitMs));

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
    await turns(() => {
      lastWaitMs = performance.now() - queuedAt;
      return next();
    });
  };
};
