import type { RequestListener, Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

/**
 * Strapi's HTTP server (`strapi.server.httpServer`, created by @strapi/core's http-server.js with one `request`
 * listener, `handleRequest`, that hands every request to Koa). Two hooks use it; both only save work or observe, so
 * without them the CMS answers as before and says once what is off.
 */

/**
 * Takes Koa's `request` listener off the server and puts a listener in front of it, so that response-cache hits are
 * answered before Koa builds a context (src/delivery/response-cache/fast-path.ts). Koa offers no earlier public step.
 */
export const koaRequestListenerHook: Hook<Server> = {
  name: "Koa's request listener on strapi.server.httpServer",
  kind: 'optimisation',
  package: '@strapi/strapi',
  major: 5,
  file: 'http-server.ts',
  problem(server) {
    if (typeof server?.listeners !== 'function') return 'strapi.server.httpServer is not an HTTP server';
    const listeners = server.listeners('request');
    if (listeners.length !== 1) return `the server has ${listeners.length} request listeners, not Koa's one`;
    const [listener] = listeners;
    if (listener.name !== 'handleRequest') return `the request listener is ${listener.name || 'anonymous'}`;
    return functionProblem(listener, 'handleRequest', 2);
  },
};

/** From bootstrap, before any other `request` listener is added: `replacement` gets Koa's listener. */
export function takeOverRequests(strapi: Core.Strapi, replacement: (koa: RequestListener) => RequestListener): boolean {
  const server = strapi.server?.httpServer;
  if (!checkHook(strapi, koaRequestListenerHook, server) || !server) return false;
  const [koa] = server.listeners('request') as RequestListener[];
  server.removeListener('request', koa);
  server.on('request', replacement(koa));
  return true;
}

/** Adds a listener that sees every request first (timing for the metrics), cache hits answered before Koa included. */
export const requestObserverHook: Hook<Server> = {
  name: 'strapi.server.httpServer',
  kind: 'optimisation',
  package: '@strapi/strapi',
  major: 5,
  file: 'http-server.ts',
  problem: (server) =>
    typeof server?.prependListener === 'function' ? undefined : 'strapi.server.httpServer is not an HTTP server',
};

export function observeEveryRequest(strapi: Core.Strapi, observer: RequestListener): boolean {
  const server = strapi.server?.httpServer;
  if (!checkHook(strapi, requestObserverHook, server) || !server) return false;
  server.prependListener('request', observer);
  return true;
}

/**
 * How long the server keeps an idle keep-alive connection open, and waits for a request's headers (a little longer,
 * as Node asks). Node's 5 s is shorter than a proxy's or a client's idle time, so a client (HAProxy, undici) may send
 * its next request on a connection the server is closing that moment: ECONNRESET. The server outlasts them instead.
 */
export function keepIdleConnections(strapi: Core.Strapi, seconds: number): boolean {
  const server = strapi.server?.httpServer;
  if (!checkHook(strapi, requestObserverHook, server) || !server) return false;
  server.keepAliveTimeout = seconds * 1000;
  server.headersTimeout = (seconds + 1) * 1000;
  return true;
}
