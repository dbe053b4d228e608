import type { Core } from '@strapi/strapi';
import type { GraphQLSchema } from 'graphql';
import { checkHook, functionProblem, type Hook, requirePackageFile } from './hooks';

type WrapResolvers = (options: {
  schema: GraphQLSchema;
  strapi: Core.Strapi;
  extension?: { resolversConfig?: Record<string, unknown> };
}) => GraphQLSchema;

interface WrapResolversModule {
  wrapResolvers: WrapResolvers;
}

/**
 * Replaces the GraphQL plugin's private `wrapResolvers` (dist/server/services/content-api/wrap-resolvers.js), which
 * wraps every field's resolver in auth, middleware and policy steps, so that plain fields skip the no-op steps
 * (src/extensions/graphql/plain-fields.ts). The plugin offers no public way to configure that wrapper. Only an
 * optimisation: without it every field keeps Strapi's wrapper.
 */
export const wrapResolversHook: Hook<WrapResolversModule> = {
  name: 'GraphQL wrapResolvers',
  kind: 'optimisation',
  package: '@strapi/plugin-graphql',
  major: 5,
  file: 'graphql-wrap-resolvers.ts',
  problem: (module) =>
    module === undefined
      ? 'dist/server/services/content-api/wrap-resolvers.js was not found'
      : functionProblem(module.wrapResolvers, 'wrapResolvers', 1),
};

/** The module object the plugin calls `wrapResolvers` through (CommonJS: the same instance from the same file). */
export function wrapResolversModule(): WrapResolversModule | undefined {
  try {
    return requirePackageFile<WrapResolversModule>(
      '@strapi/plugin-graphql',
      'dist/server/services/content-api/wrap-resolvers.js',
    );
  } catch {
    return undefined;
  }
}

const replaced = new WeakSet<object>();

/** Must run before the GraphQL plugin builds its schema (its bootstrap): from `register`. */
export function replaceWrapResolvers(
  strapi: Core.Strapi,
  replacement: (strapiWrapResolvers: WrapResolvers) => WrapResolvers,
): void {
  const module = wrapResolversModule();
  if (!checkHook(strapi, wrapResolversHook, module) || !module || replaced.has(module)) return;
  replaced.add(module);
  module.wrapResolvers = replacement(module.wrapResolvers);
}
