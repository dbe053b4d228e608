import type { Core } from '@strapi/strapi';
import { DETAIL_RULES, type DetailRule } from '../../access/detail-fields';

interface Schema {
  uid: string;
  globalId: string;
  info?: { pluralName?: string };
  attributes: Record<string, { type?: string; target?: string } | undefined>;
}

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

/**
 * Every GraphQL resolver that lists entries of `rule.uid`: its root queries and their connections, and every relation
 * to it from a content type or component, with its connection. Derived from the schemas, so a relation added later is
 * covered without editing this file.
 */
function listResolvers(strapi: Core.Strapi, rule: DetailRule): string[] {
  const schemas = [
    ...(Object.values(strapi.contentTypes) as unknown as Schema[]),
    ...(Object.values(strapi.components) as unknown as Schema[]),
  ];
  const own = schemas.find((schema) => schema.uid === rule.uid);
  const plural = own?.info?.pluralName ? camel(own.info.pluralName) : undefined;
  const resolvers = plural ? [`Query.${plural}`, `Query.${plural}_connection`] : [];
  for (const schema of schemas) {
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      if (attribute?.type !== 'relation' || attribute.target !== rule.uid) continue;
      resolvers.push(`${schema.globalId}.${name}`, `${schema.globalId}.${name}_connection`);
    }
  }
  return resolvers;
}

/**
 * GraphQL half of the detail rule (src/access/detail-fields.ts): a caller who may not read a detail field is refused
 * when they ask for it, and when they filter or sort any list of its type on it.
 */
export function registerDetailPolicies(strapi: Core.Strapi): void {
  type Policy = string | { name: string; config: object };
  const resolversConfig: Record<string, { policies: Policy[] }> = {};
  for (const [type, rule] of Object.entries(DETAIL_RULES) as [string, DetailRule][]) {
    for (const field of rule.fields) {
      resolversConfig[`${type}.${field}`] = {
        policies: [{ name: 'global::reads-details', config: { readers: rule.readers } }],
      };
    }
    for (const resolver of listResolvers(strapi, rule)) {
      resolversConfig[resolver] = {
        policies: [
          { name: 'global::no-withheld-detail-filters', config: { fields: rule.fields, readers: rule.readers } },
        ],
      };
    }
  }
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({ resolversConfig }));
}
