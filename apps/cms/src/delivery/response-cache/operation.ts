import {
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  parse,
  valueFromASTUntyped,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { GRAPHQL_LIMITS } from '../graphql-limits';

/**
 * Where a per-user type is reached, as the `@skip`/`@include` conditions on the way to it. The web app's operations
 * carry optional parts (`customScheme(...) @include(if: $customUnit)`), so whether an answer is personal can depend
 * on the variables of each request.
 */
type Condition = { directive: 'skip' | 'include'; value: boolean | { variable: string } };

/** What the cache needs to know of one GraphQL request's operation. */
export type OperationShape =
  | {
      cacheable: true;
      /** Each entry: the conditions under which a per-user type is reached; none means never. */
      perUserWhen: Condition[][];
      variableDefaults: Record<string, unknown>;
    }
  | { cacheable: false; reason: 'unparsable' | 'not-a-query' | 'too-long' | 'too-complex' };

/** The web app's longest operation is about 2 KB; a longer raw document is neither cached nor remembered. */
const MAX_CACHED_QUERY_CHARS = 16_000;
/** Fragments spread inside fragments can multiply the walk; past GraphQL's own limit the query is refused anyway. */
const MAX_WALKED_SELECTIONS = GRAPHQL_LIMITS.maxSelections;

/**
 * Decides from the schema whose an operation's answer is: only queries are cached (never mutations), and an answer
 * may be shared by everyone of one access level only when it reaches no per-user type in the selections it runs,
 * fragments included; otherwise it is kept for its one user (see `reachesPerUserData`).
 */
function describeOperation(
  schema: GraphQLSchema,
  isPerUserType: (typeName: string) => boolean,
  query: string,
  operationName: string | undefined,
): OperationShape {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch {
    return { cacheable: false, reason: 'unparsable' };
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((definition) => definition.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return { cacheable: false, reason: 'unparsable' };
  if (operation.operation !== 'query') return { cacheable: false, reason: 'not-a-query' };
  const queryType = schema.getQueryType();
  if (!queryType) return { cacheable: false, reason: 'unparsable' };

  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const perUserWhen: Condition[][] = [];
  let walked = 0;
  const noteType = (type: GraphQLNamedType | undefined | null, conditions: Condition[]) => {
    if (type && isPerUserType(type.name)) perUserWhen.push(conditions);
  };
  const walk = (
    selectionSet: SelectionSetNode,
    parentType: GraphQLNamedType,
    conditions: Condition[],
    spreading: ReadonlySet<string>,
  ) => {
    for (const selection of selectionSet.selections) {
      walked += 1;
      if (walked > MAX_WALKED_SELECTIONS) return;
      const here = [...conditions, ...conditionsOf(selection.directives ?? [])];
      if (selection.kind === Kind.FIELD) {
        const fields = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields() : {};
        const field = fields[selection.name.value];
        if (!field) continue; // unknown fields and __typename: GraphQL answers the former with an error
        const type = getNamedType(field.type);
        noteType(type, here);
        if (selection.selectionSet) walk(selection.selectionSet, type, here, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        noteType(type, here);
        if (type) walk(selection.selectionSet, type, here, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || spreading.has(name)) continue; // missing or cyclic: GraphQL refuses the query
        const type = schema.getType(fragment.typeCondition.name.value);
        noteType(type, here);
        if (type) walk(fragment.selectionSet, type, here, new Set([...spreading, name]));
      }
    }
  };
  walk(operation.selectionSet, queryType, [], new Set());
  if (walked > MAX_WALKED_SELECTIONS) return { cacheable: false, reason: 'too-complex' };

  const variableDefaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue)
      variableDefaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  return { cacheable: true, perUserWhen, variableDefaults };
}

function conditionsOf(directives: readonly DirectiveNode[]): Condition[] {
  const conditions: Condition[] = [];
  for (const directive of directives) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const argument = directive.arguments?.find((candidate) => candidate.name.value === 'if')?.value;
    if (argument?.kind === Kind.BOOLEAN) conditions.push({ directive: name, value: argument.value });
    else if (argument?.kind === Kind.VARIABLE)
      conditions.push({ directive: name, value: { variable: argument.name.value } });
  }
  return conditions;
}

/** Whether this request's variables take the operation into a per-user type. Unknown values count as yes. */
export function reachesPerUserData(
  shape: Extract<OperationShape, { cacheable: true }>,
  variables: Record<string, unknown>,
): boolean {
  const valueOf = (value: Condition['value']): boolean | undefined => {
    if (typeof value === 'boolean') return value;
    const given = value.variable in variables ? variables[value.variable] : shape.variableDefaults[value.variable];
    return typeof given === 'boolean' ? given : undefined;
  };
  return shape.perUserWhen.some((conditions) =>
    conditions.every(({ directive, value }) => {
      const known = valueOf(value);
      if (known === undefined) return true;
      return directive === 'include' ? known : !known;
    }),
  );
}

/**
 * The same operation arrives thousands of times: a trusted operation's description is kept by its id (which names one
 * text), a raw document's (development, tests, benchmarks) by its exact text.
 */
export function createOperationDescriber(isPerUserType: (typeName: string) => boolean, max: number) {
  const known = new LRUCache<string, OperationShape>({ max });
  let describedFor: GraphQLSchema | undefined;
  return (schema: GraphQLSchema, query: string, operationName: string | undefined, id?: string): OperationShape => {
    if (describedFor !== schema) {
      known.clear();
      describedFor = schema;
    }
    if (query.length > MAX_CACHED_QUERY_CHARS) return { cacheable: false, reason: 'too-long' };
    const key = `${operationName ?? ''}\u0000${id === undefined ? `text ${query}` : `id ${id}`}`;
    let shape = known.get(key);
    if (!shape) {
      shape = describeOperation(schema, isPerUserType, query, operationName);
      known.set(key, shape);
    }
    return shape;
  };
}

/** JSON with object keys sorted at every depth, so `{a,b}` and `{b,a}` variables make one key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
