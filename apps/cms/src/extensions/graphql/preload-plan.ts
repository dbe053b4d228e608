/**
 * What a root query's selection asks to be read ahead (preloading.ts): per model, the asked columns and, for each
 * relation, media or component field without arguments, the plan of its rows.
 */
import type { Core } from '@strapi/strapi';
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { tableAttributes } from '../../strapi-internals/database-relations';

/** What to read of rows of one model: the asked columns, and per read-ahead attribute what to read of its rows. */
export interface Plan {
  columns: Set<string>;
  fields: Map<string, Plan>;
}

interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
}

export const FILE = 'plugin::upload.file';
const POLYMORPHIC = new Set(['morphToOne', 'morphToMany', 'morphOne', 'morphMany']);
const NESTED = new Set(['relation', 'media', 'component', 'dynamiczone']);

/** The model a field's rows belong to, when the field can be read ahead exactly; otherwise undefined. */
export function preloadableTarget(strapi: Core.Strapi, attribute: Attribute | undefined): string | undefined {
  switch (attribute?.type) {
    case 'media':
      return FILE;
    case 'component':
      return attribute.component;
    case 'relation':
      if (!attribute.target || !attribute.relation || POLYMORPHIC.has(attribute.relation)) return undefined;
      return attribute.target;
    default:
      return undefined;
  }
}

export function selectionSets(fieldNodes: readonly FieldNode[]): SelectionSetNode[] {
  return fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
}

/** The fields of selection sets, fragments spread (over-reading a fragment of another type only costs a read). */
function* fieldsOf(sets: SelectionSetNode[], info: GraphQLResolveInfo): Generator<FieldNode> {
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) yield selection;
      else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf([selection.selectionSet], info);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) yield* fieldsOf([fragment.selectionSet], info);
      }
    }
  }
}

export function planOf(strapi: Core.Strapi, uid: string, sets: SelectionSetNode[], info: GraphQLResolveInfo): Plan {
  const plan: Plan = { columns: new Set(), fields: new Map() };
  const attributes = attributesOf(strapi, uid);
  const columns = columnsOf(strapi, uid);
  for (const field of fieldsOf(sets, info)) {
    const name = field.name.value;
    const attribute = attributes[name];
    if (columns.has(name) && !NESTED.has(attribute?.type ?? '')) plan.columns.add(name);
    const target = preloadableTarget(strapi, attribute);
    if (!target || (field.arguments?.length ?? 0) > 0) continue;
    const below = planOf(strapi, target, selectionSets([field]), info);
    plan.fields.set(name, mergePlans(plan.fields.get(name), below));
  }
  return plan;
}

export function mergePlans(into: Plan | undefined, from: Plan): Plan {
  if (!into) return from;
  for (const column of from.columns) into.columns.add(column);
  for (const [name, below] of from.fields) into.fields.set(name, mergePlans(into.fields.get(name), below));
  return into;
}

export function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  return (strapi.getModel(uid as never) as { attributes: Record<string, Attribute> }).attributes;
}

/** The model's own columns as the database layer names them (with `id` and `documentId`, which the schema adds). */
export function columnsOf(strapi: Core.Strapi, uid: string): Set<string> {
  const attributes = tableAttributes(strapi, uid) ?? {};
  return new Set(Object.keys(attributes).filter((name) => attributes[name].type !== 'relation'));
}
