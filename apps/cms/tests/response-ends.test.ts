/**
 * The response cache's wait for an answer being computed (src/delivery/response-cache/fast-path.ts): it ends however
 * the first request's response ends, also when that request's client had gone before the wait began. CMS-free.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { whenResponseEnds } from '../src/delivery/response-cache/fast-path';

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A server whose handler gets the response once the client is gone, and says whether waiting on it ends. */
function serveAfterTheClientLeft(): Promise<'ended' | 'still waiting'> {
  return new Promise((resolve) => {
    server = http.createServer((req, res) => {
      req.socket.once('close', async () => {
        const outcome = await Promise.race([
          whenResponseEnds(res).then(() => 'ended' as const),
          new Promise<'still waiting'>((done) => setTimeout(() => done('still waiting'), 2_000)),
        ]);
        resolve(outcome);
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server!.address() as AddressInfo;
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/graphql' });
      request.on('error', () => undefined);
      request.end('{}');
      // The client leaves before any answer, as a closed tab does.
      request.on('socket', (socket) => socket.once('connect', () => setTimeout(() => request.destroy(), 50)));
    });
  });
}

describe('waiting for an answer being computed', () => {
  it('ends when the first request’s client left before the wait began', async () => {
    expect(await serveAfterTheClientLeft()).toBe('ended');
  });
});
