import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

interface SchemaRegistry {
  clear: () => void;
  entries: () => Iterable<unknown>;
}

/** A route as Strapi's core routers make it: Zod schemas of its query, body and answer. */
export interface RouteWithSchemas {
  method?: string;
  path?: string;
  request?: { query?: Record<string, unknown>; body?: Record<string, unknown> };
  response?: unknown;
}

type Routers = RouteWithSchemas[] | Record<string, { routes?: RouteWithSchemas[] }> | undefined;

/**
 * Strapi 5's core routers (`factories.createCoreRouter`) build, for each route of each content type, Zod schemas of
 * the whole document with every relation a populate could reach, for the request's query and body and for the
 * answer; they stay on the route objects and in `strapi.contentAPISchemaRegistry` (undocumented). About 90 MB of a
 * started CMS's 260 MB live heap, that every full collection marks again (bench/README.md, "A cached hit").
 *
 * At run time Strapi reads them for two things only: the OpenAPI document (`server.openapi`, off here) and the query
 * and body keys that plugins add (`strapi.contentAPI.addQueryParams` and `addInputParams`), which its sanitizer and
 * validator parse with the route's schema. Strapi's own query keys (`filters`, `populate`, ...) and the body's
 * `data` are checked by its traversals, never by these schemas. So at bootstrap each route's answer schema goes,
 * its own query keys and `data` keep their names with an empty placeholder, the added keys keep their schemas, and the
 * registry is emptied. An optimisation: when the registry is not so, nothing is changed, and it says so.
 */
export const routeSchemasHook: Hook<SchemaRegistry> = {
  name: 'strapi.contentAPISchemaRegistry',
  kind: 'optimisation',
  package: '@strapi/strapi',
  major: 5,
  file: 'route-schemas.ts',
  problem: (registry) =>
    functionProblem(registry?.clear, 'clear', 0) ?? functionProblem(registry?.entries, 'entries', 0),
};

/**
 * What stands for a schema nobody parses: the key stays, so the routes' lists of allowed keys do not change. Marked by
 * a registered symbol, so the compiled copy of this module (dist/) and the tests' recognise each other's.
 */
const PLACEHOLDER = Symbol.for('classroom.strapi-internals.unread-schema');
export const NO_SCHEMA = Object.freeze({ [PLACEHOLDER]: true });
const isPlaceholder = (schema: unknown) => typeof schema === 'object' && schema !== null && PLACEHOLDER in schema;

/** Strapi's own query keys (`@strapi/utils`, loaded by Node's CommonJS loader as Strapi loads it). */
const STRAPI_QUERY_KEYS = new Set<string>(
  (createRequire(__filename)('@strapi/utils') as { ALLOWED_QUERY_PARAM_KEYS: string[] }).ALLOWED_QUERY_PARAM_KEYS,
);
const JSON_BODY = 'application/json';

function bodyShape(route: RouteWithSchemas): Record<string, unknown> | undefined {
  return (route.request?.body?.[JSON_BODY] as { shape?: Record<string, unknown> } | undefined)?.shape;
}

/** Whether a route still holds a schema nothing reads. */
function holdsUnreadSchemas(route: RouteWithSchemas): boolean {
  if (route.response !== undefined) return true;
  const query = route.request?.query ?? {};
  if (Object.keys(query).some((key) => STRAPI_QUERY_KEYS.has(key) && !isPlaceholder(query[key]))) return true;
  const shape = bodyShape(route);
  return shape !== undefined && 'data' in shape && !isPlaceholder(shape.data);
}

/** One route without the schemas nothing reads; true when it had any. */
export function slimRoute(route: RouteWithSchemas): boolean {
  if (!holdsUnreadSchemas(route)) return false;
  delete route.response;
  const query = route.request?.query;
  for (const key of Object.keys(query ?? {})) if (query && STRAPI_QUERY_KEYS.has(key)) query[key] = NO_SCHEMA;
  const shape = bodyShape(route);
  // The sanitizer and the validator read `shape` only (its keys, and the added keys' schemas).
  if (route.request?.body && shape && 'data' in shape) {
    route.request.body[JSON_BODY] = { shape: { ...shape, data: NO_SCHEMA } };
  }
  return true;
}

function routesOf(routers: Routers): RouteWithSchemas[] {
  if (!routers) return [];
  if (Array.isArray(routers)) return routers;
  return Object.values(routers).flatMap((router) => router.routes ?? []);
}

/** Every content API and plugin route the CMS registered. */
function registeredRoutes(strapi: Core.Strapi): RouteWithSchemas[] {
  const apis = Object.values(strapi.apis as Record<string, { routes?: Routers }>);
  const plugins = Object.values(strapi.plugins as Record<string, { routes?: Routers }>);
  return [...apis, ...plugins].flatMap((holder) => routesOf(holder.routes));
}

const schemaRegistry = (strapi: Core.Strapi) =>
  (strapi as unknown as { contentAPISchemaRegistry?: SchemaRegistry }).contentAPISchemaRegistry;

/** Whether the OpenAPI document is served: it is made from these schemas, so they are then kept. */
function openApiServed(strapi: Core.Strapi): boolean {
  const openapi = strapi.config.get<Record<string, { access?: string } | undefined>>('server.openapi', {});
  return Object.values(openapi ?? {}).some(
    (endpoint) => endpoint?.access !== undefined && endpoint.access !== 'disabled',
  );
}

/** From bootstrap, after Strapi registered the routes. */
export function dropUnreadRouteSchemas(strapi: Core.Strapi): void {
  const registry = schemaRegistry(strapi);
  if (!checkHook(strapi, routeSchemasHook, registry) || !registry || openApiServed(strapi)) return;
  registeredRoutes(strapi).forEach(slimRoute);
  registry.clear();
}

/** What is left of the schemas, for the tests: the registry's entries, and the routes still holding unread ones. */
export function routeSchemaCensus(strapi: Core.Strapi): { routes: number; registered: number; unread: number } {
  const routes = registeredRoutes(strapi);
  return {
    routes: routes.length,
    registered: [...(schemaRegistry(strapi)?.entries() ?? [])].length,
    unread: routes.filter(holdsUnreadSchemas).length,
  };
}
