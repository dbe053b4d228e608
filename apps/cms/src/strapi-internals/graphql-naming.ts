import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

type Model = object;

/** The GraphQL plugin's type and query names of a content type or component. */
export interface GraphqlNaming {
  getTypeName(model: Model): string;
  getComponentName(model: Model): string;
  getEntityResponseName(model: Model): string;
  getEntityResponseCollectionName(model: Model): string;
  getRelationResponseCollectionName(model: Model): string;
  getFindOneQueryName(model: Model): string;
  getFindQueryName(model: Model): string;
}

/** The naming functions the product calls, each of one model. */
export const NAMING_FUNCTIONS = [
  'getTypeName',
  'getComponentName',
  'getEntityResponseName',
  'getEntityResponseCollectionName',
  'getRelationResponseCollectionName',
  'getFindOneQueryName',
  'getFindQueryName',
] as const;

/**
 * Reads the GraphQL plugin's naming service (`strapi.plugin('graphql').service('utils').naming`, undocumented), the
 * one place that knows which GraphQL type and query names the plugin gives each model: the response cache keeps
 * answers holding per-user types to their user (src/delivery/response-cache/index.ts), and the read-ahead and batch
 * loading hang their middlewares on each model's fields and root queries. A shared answer holding a teacher's own
 * playlist depends on it: the CMS refuses to start when the service no longer has these names.
 */
export const graphqlNamingHook: Hook<GraphqlNaming> = {
  name: "GraphQL plugin's utils.naming service",
  kind: 'access',
  package: '@strapi/plugin-graphql',
  major: 5,
  file: 'graphql-naming.ts',
  problem: (naming) => NAMING_FUNCTIONS.map((name) => functionProblem(naming?.[name], name, 1)).find(Boolean),
};

/** The plugin's naming service, checked: from the GraphQL extensions (register) on. */
export function graphqlNaming(strapi: Core.Strapi): GraphqlNaming {
  const naming = (strapi.plugin('graphql')?.service('utils') as { naming?: GraphqlNaming } | undefined)?.naming;
  checkHook(strapi, graphqlNamingHook, naming);
  return naming!;
}
