import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConnection } from '../src/platform/redis';
import { ClassSessionsUnavailable, redisStore } from '../src/delivery/class-sessions/store';
import { answerWhenUnavailable, UNAVAILABLE_MESSAGE } from '../src/delivery/class-sessions/unavailable';

/**
 * Class sessions while Redis is out of reach or too slow (issue 47): every call answers 503 with Retry-After and a
 * message a child reads, never a 500. Runs without the CMS: the Redis store over a client whose commands fail, and the
 * route middleware in a Koa app.
 */
const timedOut = () => Promise.reject(new Error('Command timed out'));
const failingRedis = {
  client: new Proxy({}, { get: () => timedOut }),
  keyPrefix: 'test:',
} as unknown as RedisConnection;

describe('class sessions out of reach', () => {
  it('reports every failed store call as the sessions being out of reach', async () => {
    const store = redisStore(failingRedis);
    await expect(store.load('session')).rejects.toBeInstanceOf(ClassSessionsUnavailable);
    await expect(store.sessionIdOf('ABCDEF')).rejects.toThrow(/out of reach: Command timed out/);
    await expect(store.pupils('session')).rejects.toBeInstanceOf(ClassSessionsUnavailable);
  });

  let server: ReturnType<Koa['listen']>;
  let base: string;
  beforeAll(async () => {
    const app = new Koa();
    app.use(answerWhenUnavailable);
    app.use(async (ctx) => {
      if (ctx.path === '/unreachable') throw new ClassSessionsUnavailable(new Error('Command timed out'));
      if (ctx.path === '/broken') throw new Error('a bug');
      ctx.body = { data: 'fine' };
    });
    app.silent = true;
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('answers 503 with Retry-After and a clear message, and leaves other answers alone', async () => {
    const unreachable = await fetch(`${base}/unreachable`);
    expect(unreachable.status).toBe(503);
    expect(Number(unreachable.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await unreachable.json()).toEqual({
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: UNAVAILABLE_MESSAGE },
    });
    expect((await fetch(`${base}/fine`)).status).toBe(200);
    // Anything else is not dressed up as "out of reach".
    expect((await fetch(`${base}/broken`)).status).toBe(500);
  });
});
