import type { Core } from '@strapi/strapi';
import { GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { replaceWrapResolvers } from '../../strapi-internals/graphql-wrap-resolvers';
import { answeringPreloaded } from './preloading';

/**
 * Strapi's GraphQL plugin wraps the resolver of every field of every object type (`wrapResolvers`), scalars included:
 * an async function that checks auth (only for Query/Mutation/Subscription or a configured `auth`), runs the
 * configured middlewares, then a policy middleware that builds a policy context even when there is no policy. For a
 * lesson's slideshow that is thousands of promises and objects per request for fields that only read a property.
 *
 * Fields of other types than the roots whose configuration has no `auth` and no `policies` get the same chain without
 * the no-op steps: their configured middlewares (this project's batch loading), then the resolver Strapi would have
 * called. Every field with an `auth` or a policy (the CPD details), and every root field, keeps Strapi's wrapper.
 * The answers are the same; only the work around them goes.
 */

type Resolver = GraphQLFieldResolver<unknown, object>;
type Middleware = (resolve: Resolver, ...args: Parameters<Resolver>) => unknown;
interface ResolverConfig {
  auth?: unknown;
  policies?: unknown[];
  middlewares?: unknown[];
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Must run before the GraphQL plugin builds its schema (its bootstrap): from `register`. */
export function skipNoOpFieldWrappers(strapi: Core.Strapi): void {
  replaceWrapResolvers(strapi, (strapiWrapResolvers) => (options) => {
    const baseResolvers = new Map<object, Resolver | undefined>();
    for (const { typeName, field } of objectFields(options.schema)) {
      // Content a root query read ahead (preloading.ts) answers in place of the field's own resolver, so whatever
      // Strapi's wrapper runs before that resolver (auth, middlewares, policies) runs before it too.
      if (field.resolve && !ROOT_TYPES.has(typeName)) field.resolve = answeringPreloaded(field.resolve as Resolver);
      baseResolvers.set(field, field.resolve as Resolver);
    }
    const schema = strapiWrapResolvers(options);
    const resolversConfig = options.extension?.resolversConfig ?? {};
    for (const { typeName, fieldName, field } of objectFields(schema)) {
      if (ROOT_TYPES.has(typeName) || !baseResolvers.has(field)) continue;
      const config = configOf(resolversConfig, typeName, fieldName);
      const middlewares = config.middlewares ?? [];
      if (config.auth !== undefined && config.auth !== null) continue;
      if ((config.policies ?? []).length > 0) continue;
      if (!middlewares.every((middleware) => typeof middleware === 'function')) continue;
      const base = baseResolvers.get(field) ?? readProperty(fieldName);
      field.resolve = chain(middlewares as Middleware[], base);
    }
    return schema;
  });
}

/** As Strapi reads it (lodash `get`): the `Type.field` key, else `Type` then `field`. */
function configOf(resolversConfig: Record<string, unknown>, typeName: string, fieldName: string): ResolverConfig {
  const path = `${typeName}.${fieldName}`;
  if (path in resolversConfig) return (resolversConfig[path] ?? {}) as ResolverConfig;
  const ofType = resolversConfig[typeName] as Record<string, unknown> | undefined;
  return (ofType?.[fieldName] ?? {}) as ResolverConfig;
}

/** Strapi's default resolver, `fp.get(fieldName)`. */
function readProperty(fieldName: string): Resolver {
  return (parent) =>
    parent === null || parent === undefined ? undefined : (parent as Record<string, unknown>)[fieldName];
}

/** Each middleware gets the next one as its `resolve`, the last one the field's own resolver (as Strapi binds them). */
function chain(middlewares: Middleware[], base: Resolver): Resolver {
  return middlewares.reduceRight<Resolver>(
    (next, middleware) => (parent, args, context, info) => middleware(next, parent, args, context, info),
    base,
  );
}

function* objectFields(schema: GraphQLSchema) {
  for (const [typeName, type] of Object.entries(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || typeName.startsWith('__')) continue;
    for (const [fieldName, field] of Object.entries(type.getFields())) {
      if (!fieldName.startsWith('__')) yield { typeName, fieldName, field };
    }
  }
}
