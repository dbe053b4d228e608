import { contextSlot } from '../../platform/async-context';
import type { Core } from '@strapi/strapi';
import DataLoader from 'dataloader';
import { replaceEntityLoad } from '../../strapi-internals/entity-manager-load';
import { parentsPopulator, type PopulateParents, type Query, type Row } from './populate-parents';
import {
  databaseRelationsReadable,
  tableAttributes,
  type TableAttribute,
} from '../../strapi-internals/database-relations';
import { graphqlNaming } from '../../strapi-internals/graphql-naming';

/**
 * Batched relation loading for GraphQL (the N+1 of nested reads). Strapi's association, component and dynamic-zone
 * resolvers each call `strapi.db.query(uid).load(parent, attribute, query)`: one `findOne` with a populate per
 * parent object and field. Inside those resolvers, this module collects the `load` calls of one tick per model and
 * answers them with one `findMany` of the parents' ids populating every asked attribute (one query per attribute),
 * handing each call its part.
 *
 * Everything else stays Strapi's: the resolvers still validate and sanitise the query and the output for the
 * caller, apply draft/publish status, sign media URLs and wrap the result. Only the rows are fetched differently,
 * and identically:
 * - a populate `limit`/`offset` would apply to all parents together, so a paginated relation is fetched for all
 *   parents with `offset: 0` (Strapi then keeps its `id` tie-breaker in the ORDER BY but emits no LIMIT) and each
 *   parent's list is cut to its own page here;
 * - one `findMany` holds one query per attribute, for parents asked the same thing: the same attribute asked with
 *   two queries, or of different parents, goes in separate `findMany`s;
 * - a call this module cannot answer exactly (nested populate, deep sort, non-data values in the query, morph-to
 *   relations with pagination, relations without a join table) and a tick with one call go to Strapi's own `load`;
 * - the parents are not selected again: their ids come from the rows being resolved, and Strapi's populate runs on
 *   them directly (one query per attribute instead of one more for the parents). So the parent model's find
 *   lifecycles do not run for these loads (nothing in this project or Strapi subscribes to reads), and a parent
 *   deleted during the request gets its (then empty) relations rather than null.
 * Batches live for one request (the GraphQL context) and cache nothing: two calls never share row objects.
 */

type Attribute = TableAttribute;

interface BatchPlan {
  /** Equal for calls that may share one populate: the attribute and its query without the page. */
  key: string;
  /** The populate of the batched `findMany`. */
  populate: Query | true;
  offset: number;
  limit?: number;
}

interface LoadCall {
  entity: Row;
  field: string;
  /** The query as the resolver passed it, for Strapi's own `load` when a tick holds one call. */
  populate: unknown;
  plan: BatchPlan;
}

/** Keys a GraphQL association query may hold once transformed to a database query. */
const QUERY_KEYS = new Set(['select', 'where', 'orderBy', 'limit', 'offset']);
/** Calls per batch: keeps the `IN (...)` lists well under every database's bound-parameter limit. */
const MAX_CALLS_PER_BATCH = 500;

/** One request's loaders, one per model. */
type RequestLoaders = Map<string, DataLoader<LoadCall, unknown>>;
const batchScope = contextSlot<RequestLoaders>('batch loaders');
const loadersByRequest = new WeakMap<object, RequestLoaders>();

export function registerBatchLoading(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => {
      // Runs when the schema is built (graphql bootstrap): the database is up by then.
      interceptLoad(strapi);
      return { resolversConfig: relationFieldsConfig(strapi) };
    });
}

/** A resolver middleware on every relation, media, component and dynamic-zone field: their loads batch. */
function relationFieldsConfig(strapi: Core.Strapi) {
  const naming = graphqlNaming(strapi);
  const middlewares = [
    (
      resolve: (...args: unknown[]) => unknown,
      parent: unknown,
      args: unknown,
      context: object,
      info: unknown,
    ): unknown => batchScope.run(loadersOf(context), () => resolve(parent, args, context, info)),
  ];
  const config: Record<string, { middlewares: typeof middlewares }> = {};
  const models = [
    ...Object.values(strapi.contentTypes).map((model) => ({ model, typeName: naming.getTypeName(model) })),
    ...Object.values(strapi.components).map((model) => ({ model, typeName: model.globalId })),
  ];
  for (const { model, typeName } of models) {
    for (const [name, attribute] of Object.entries(model.attributes as Record<string, { type: string }>)) {
      if (!['relation', 'media', 'component', 'dynamiczone'].includes(attribute.type)) continue;
      config[`${typeName}.${name}`] = { middlewares };
      config[`${typeName}.${name}_connection`] = { middlewares };
    }
  }
  return config;
}

function loadersOf(context: object): RequestLoaders {
  let loaders = loadersByRequest.get(context);
  if (!loaders) {
    loaders = new Map();
    loadersByRequest.set(context, loaders);
  }
  return loaders;
}

function interceptLoad(strapi: Core.Strapi): void {
  const populateParents = parentsPopulator(strapi);
  if (!populateParents || !databaseRelationsReadable(strapi)) return;
  replaceEntityLoad(strapi, (strapiLoad) => (uid, entity, field, populate) => {
    const loaders = batchScope.getStore();
    const plan = loaders && planBatch(strapi, uid, entity, field, populate);
    if (!loaders || !plan || typeof field !== 'string') return strapiLoad(uid, entity, field, populate);
    let loader = loaders.get(uid);
    if (!loader) {
      const batch = (calls: readonly LoadCall[]) =>
        calls.length === 1
          ? strapiLoad(uid, calls[0].entity, calls[0].field, calls[0].populate).then((value) => [value])
          : loadBatch(populateParents, uid, calls);
      loader = new DataLoader<LoadCall, unknown>(batch, { cache: false, maxBatchSize: MAX_CALLS_PER_BATCH });
      loaders.set(uid, loader);
    }
    return loader.load({ entity, field, populate, plan });
  });
}

interface ParentsQuery {
  ids: unknown[];
  idsKey: string;
  populate: Record<string, Query | true>;
}

/** The fewest `findMany`s for a model's calls of one tick, then each call's part as Strapi's `load` returns it. */
async function loadBatch(
  populateParents: PopulateParents,
  uid: string,
  calls: readonly LoadCall[],
): Promise<unknown[]> {
  const parentsByPlan = new Map<string, { field: string; plan: BatchPlan; ids: Map<string, unknown> }>();
  for (const call of calls) {
    const group = parentsByPlan.get(call.plan.key) ?? { field: call.field, plan: call.plan, ids: new Map() };
    group.ids.set(String(call.entity.id), call.entity.id);
    parentsByPlan.set(call.plan.key, group);
  }
  const queries: ParentsQuery[] = [];
  const queryOfPlan = new Map<string, ParentsQuery>();
  for (const [planKey, { field, plan, ids }] of parentsByPlan) {
    const idsKey = [...ids.keys()].sort().join(',');
    let query = queries.find((candidate) => candidate.idsKey === idsKey && !(field in candidate.populate));
    if (!query) {
      query = { ids: [...ids.values()], idsKey, populate: {} };
      queries.push(query);
    }
    query.populate[field] = plan.populate;
    queryOfPlan.set(planKey, query);
  }
  const rowsByQuery = new Map<ParentsQuery, Map<string, Row>>(
    await Promise.all(
      queries.map(async (query) => {
        const rows = await populateParents(uid, query.ids, query.populate);
        return [query, new Map(rows.map((row) => [String(row.id), row]))] as const;
      }),
    ),
  );

  const handedOut = new Set<string>();
  return calls.map(({ entity, field, plan }) => {
    const query = queryOfPlan.get(plan.key) as ParentsQuery;
    const id = String(entity.id);
    const row = rowsByQuery.get(query)?.get(id);
    if (!row) return null;
    // The same parent twice (aliases, shared entries): each call gets its own objects.
    const handOut = `${queries.indexOf(query)}\u0000${field}\u0000${id}`;
    const value = handedOut.has(handOut) ? structuredClone(row[field]) : row[field];
    handedOut.add(handOut);
    if (!Array.isArray(value)) return value;
    return value.slice(plan.offset, plan.limit === undefined ? undefined : plan.offset + plan.limit);
  });
}

/** How to batch one `load` call exactly, or undefined to leave it to Strapi. */
function planBatch(
  strapi: Core.Strapi,
  uid: string,
  entity: Row | undefined,
  field: string | string[],
  populate: unknown,
): BatchPlan | undefined {
  if (typeof field !== 'string' || entity?.id === undefined || entity.id === null) return undefined;
  const attributes = tableAttributes(strapi, uid);
  const attribute = attributes?.[field];
  if (!attribute || attribute.type !== 'relation') return undefined;

  const query: unknown = populate === undefined || populate === true ? {} : populate;
  if (!isPlainObject(query) || !Object.keys(query).every((key) => QUERY_KEYS.has(key)) || !isPlainData(query)) {
    return undefined;
  }
  const { limit, offset, ...rest } = query;
  if (!isShallowSort(rest.orderBy)) return undefined;
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1)) return undefined;
  if (offset !== undefined && !(Number.isInteger(offset) && (offset as number) >= 0)) return undefined;
  const paginated = limit !== undefined || offset !== undefined;
  const shape = relationShape(strapi, attribute);
  if (!shape) return undefined;
  // A to-one relation takes the first row: exact for page 0 only.
  if (shape === 'to-one' && offset !== undefined && offset !== 0) return undefined;
  if (shape === 'morph-to' && paginated) return undefined;

  return {
    key: [field, paginated ? 'page' : 'all', stableKey(rest)].join('\u0000'),
    populate: paginated ? { ...rest, offset: 0 } : Object.keys(rest).length > 0 ? rest : true,
    offset: (offset as number | undefined) ?? 0,
    limit: limit as number | undefined,
  };
}

/** The relations whose multi-parent populate keeps each parent's rows and order (join tables, Strapi 5's default). */
function relationShape(strapi: Core.Strapi, attribute: Attribute): 'to-one' | 'to-many' | 'morph-to' | undefined {
  switch (attribute.relation) {
    case 'oneToOne':
    case 'manyToOne':
      return attribute.joinTable ? 'to-one' : undefined;
    case 'oneToMany':
    case 'manyToMany':
      return attribute.joinTable ? 'to-many' : undefined;
    case 'morphOne':
    case 'morphMany': {
      // Media: the file's `related` is a morphToMany with a join table.
      const target = attribute.target ? tableAttributes(strapi, attribute.target) : undefined;
      const inverse = target && attribute.morphBy ? target[attribute.morphBy] : undefined;
      if (inverse?.relation !== 'morphToMany' || !inverse.joinTable) return undefined;
      return attribute.relation === 'morphOne' ? 'to-one' : 'to-many';
    }
    case 'morphToMany':
      // Dynamic zones: loaded whole, never paginated.
      return attribute.joinTable ? 'morph-to' : undefined;
    default:
      return undefined;
  }
}

/** `orderBy` on the relation's own fields; a sort through another relation (deep sort) changes the SQL shape. */
function isShallowSort(orderBy: unknown): boolean {
  if (orderBy === undefined) return true;
  const entries = Array.isArray(orderBy) ? orderBy : [orderBy];
  return entries.every(
    (entry) =>
      (typeof entry === 'string' && !entry.includes('.')) ||
      (isPlainObject(entry) && Object.values(entry).every((direction) => typeof direction === 'string')),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Only data (no functions, query builders or other class instances), so that equal keys mean equal queries. */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined || value instanceof Date) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  return isPlainObject(value) && Object.values(value).every(isPlainData);
}

/** A key equal for equal queries whatever their key order, telling apart what JSON alone would not. */
function stableKey(value: unknown): string {
  const normalise = (item: unknown): unknown => {
    if (item === undefined) return { '\u0000undefined': true };
    if (item instanceof Date) return { '\u0000date': item.toISOString() };
    if (Array.isArray(item)) return item.map(normalise);
    if (isPlainObject(item)) {
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, normalise(item[key])]),
      );
    }
    return item;
  };
  return JSON.stringify(normalise(value));
}
