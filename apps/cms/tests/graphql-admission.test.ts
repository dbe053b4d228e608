/**
 * Uncached GraphQL reads take turns (src/middlewares/graphql-admission.ts): a bounded number run, a bounded number
 * wait, the rest answer 503 with Retry-After at once. CMS-free: the middleware alone in a Koa app whose GraphQL route
 * answers when the test lets it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Koa from 'koa';
import type { Core } from '@strapi/strapi';
import { afterEach, describe, expect, it } from 'vitest';
import graphqlAdmission, { type GraphqlAdmission } from '../src/middlewares/graphql-admission';

/**
 * A server with the middleware in front of a GraphQL route that holds each request until `releaseAll()`, or, with
 * `synchronous`, answers at once without waiting for anything, as a read on SQLite does (better-sqlite3 never waits).
 */
async function serverWith(admission: GraphqlAdmission, { synchronous = false } = {}) {
  const strapi = {
    config: { get: (key: string) => (key === 'product.graphqlAdmission' ? admission : undefined) },
    plugin: () => ({ config: () => '/graphql' }),
  } as unknown as Core.Strapi;
  let running = 0;
  let mostAtOnce = 0;
  const held: (() => void)[] = [];
  const releaseAll = () => held.splice(0).forEach((release) => release());
  /** Per request, as Strapi's request context is (strapi.requestContext): the route reports whose it sees. */
  const requestContext = new AsyncLocalStorage<string>();
  const app = new Koa();
  app.use((ctx, next) => requestContext.run(ctx.get('x-caller'), next));
  app.use(graphqlAdmission(undefined, { strapi }));
  app.use(async (ctx) => {
    ctx.set('x-context-caller', requestContext.getStore() ?? '');
    if (ctx.path === '/graphql') {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      if (!synchronous) await new Promise<void>((resolve) => held.push(resolve));
      running -= 1;
    }
    ctx.body = { data: { ok: true } };
  });
  const server = http.createServer(app.callback());
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    /**
     * Opens `count` connections, waits until the server has them all, then sends one request on each in the same
     * tick, so that all are there to be read when the server next looks; resolves to each answer's status.
     */
    async sendTogether(count: number): Promise<number[]> {
      const sockets = await Promise.all(
        Array.from({ length: count }, () => {
          const socket = net.connect(port, '127.0.0.1');
          return new Promise<net.Socket>((resolve) => socket.once('connect', () => resolve(socket)));
        }),
      );
      await until(() => connections >= count);
      const answers = sockets.map(
        (socket) =>
          new Promise<number>((resolve, reject) => {
            let text = '';
            socket.on('data', (chunk) => {
              text += chunk;
              const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
              if (status) {
                socket.destroy();
                resolve(Number(status[1]));
              }
            });
            socket.once('error', reject);
          }),
      );
      for (const socket of sockets) {
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
        );
      }
      return Promise.all(answers);
    },
    ask: (path = '/graphql', caller = '') =>
      fetch(`${origin}${path}`, { method: 'POST', body: '{}', headers: { 'x-caller': caller } }),
    /** Resolves once `count` requests are held at the route. */
    held: (count: number) => until(() => held.length >= count),
    releaseAll,
    /** Lets every held request go on, again and again as more arrive, until `done` settles. */
    releaseUntil: async (done: Promise<unknown>) => {
      let settled = false;
      void done.finally(() => (settled = true));
      while (!settled) {
        releaseAll();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Resolves once `condition()` holds. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

describe('uncached GraphQL reads take turns', () => {
  it('runs a bounded number at once, queues a bounded number, and answers the rest 503 with Retry-After at once', async () => {
    const server = await serverWith({ concurrency: 2, queue: 3, burst: 0, maxWaitMs: 60_000, retryAfterSeconds: 2 });
    close = server.close;
    const admitted = Array.from({ length: 5 }, () => server.ask());
    await server.held(2);
    const refused = await server.ask();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({
      errors: [
        { message: 'The classroom is busy. Try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ],
    });
    // Other routes never wait for a turn.
    expect((await server.ask('/api/audiences')).status).toBe(200);
    // The queue moves on: every admitted request is answered, never more than two at once.
    await server.releaseUntil(Promise.all(admitted));
    expect((await Promise.all(admitted)).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(server.mostAtOnce()).toBeLessThanOrEqual(2);
    // Room again once the queue is empty.
    const again = server.ask();
    await server.held(1);
    server.releaseAll();
    expect((await again).status).toBe(200);
  });

  it('reads every request already sent before the next turn runs, so the queue bound sees them all', async () => {
    // Answered synchronously, each request would otherwise run to its end before the next was even read: the queue
    // would stay empty and all six would be let in, the last ones having waited unseen in their sockets.
    const server = await serverWith(
      { concurrency: 1, queue: 2, burst: 0, maxWaitMs: 60_000, retryAfterSeconds: 1 },
      { synchronous: true },
    );
    close = server.close;
    const statuses = await server.sendTogether(6);
    expect([...statuses].sort()).toEqual([200, 200, 200, 503, 503, 503]);
  });

  it("runs each queued request in its own request's context, never the one whose turn ended before it", async () => {
    // Strapi finds the caller of a read in its request context: a turn started in another request's would read as
    // that caller (the generated paywall test saw a registered teacher get a subscriber's files).
    const server = await serverWith({ concurrency: 1, queue: 10, burst: 0, maxWaitMs: 60_000, retryAfterSeconds: 1 });
    close = server.close;
    const callers = ['subscriber', 'registered', 'visitor', 'owner'];
    const asked = callers.map((caller) => server.ask('/graphql', caller));
    for (let answered = 0; answered < callers.length; answered += 1) {
      await server.held(1);
      server.releaseAll();
    }
    const seen = (await Promise.all(asked)).map((response) => response.headers.get('x-context-caller'));
    expect(seen).toEqual(callers);
  });

  it('lets every request in when turned off (GRAPHQL_CONCURRENCY=0)', async () => {
    const server = await serverWith({ concurrency: 0, queue: 0, burst: 0, maxWaitMs: 0, retryAfterSeconds: 1 });
    close = server.close;
    const asked = Array.from({ length: 6 }, () => server.ask());
    await server.held(6);
    server.releaseAll();
    expect((await Promise.all(asked)).every((response) => response.status === 200)).toBe(true);
  });

  /**
   * A server with one turn and a 50 ms wait limit, where a first request runs and a second waits 120 ms, past the
   * limit, then runs (held at the route): the last request to start waited too long.
   */
  async function afterALongWait(burst: number) {
    const server = await serverWith({ concurrency: 1, queue: 100, burst, maxWaitMs: 50, retryAfterSeconds: 1 });
    close = server.close;
    const first = server.ask();
    await server.held(1);
    const second = server.ask();
    await new Promise((resolve) => setTimeout(resolve, 120));
    server.releaseAll();
    await server.held(1);
    return { server, first, second };
  }

  it('takes no more while the last request to start waited longer than the wait limit, and again once it drains', async () => {
    // While the second runs, one more may queue but not two.
    const { server, first, second } = await afterALongWait(0);
    const third = server.ask();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fourth = await server.ask();
    expect(fourth.status).toBe(503);
    expect(fourth.headers.get('retry-after')).toBe('1');
    // Drained, quickly: the queue takes requests again.
    await server.releaseUntil(third);
    expect([(await first).status, (await second).status, (await third).status]).toEqual([200, 200, 200]);
    const fifth = server.ask();
    await server.held(1);
    server.releaseAll();
    expect((await fifth).status).toBe(200);
  });

  it('queues a burst whatever the pace says, and past it refuses as the wait limit says', async () => {
    // As in the test above, the last request to start waited past the limit; with a burst of 2, two more still queue.
    const { server, first, second } = await afterALongWait(2);
    const burst = [server.ask(), server.ask()];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const past = await server.ask();
    expect(past.status).toBe(503);
    await server.releaseUntil(Promise.all(burst));
    const statuses = [first, second, ...burst].map(async (asked) => (await asked).status);
    expect(await Promise.all(statuses)).toEqual([200, 200, 200, 200]);
  });
});
