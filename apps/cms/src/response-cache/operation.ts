import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  getNamedType,
  parse,
  print,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { LRUCache } from 'lru-cache';

/** What the cache needs to know of one GraphQL request's operation. */
export type OperationShape =
  | { cacheable: true; normalisedQuery: string }
  | { cacheable: false; reason: 'unparsable' | 'not-a-query' | 'per-user' | 'too-long' };

/** The web app's longest operation is a few kilobytes; longer texts are neither cached nor remembered. */
const MAX_CACHED_QUERY_CHARS = 16_000;

/**
 * Decides from the schema whether an operation's answer may be shared by everyone of one access level: only a query
 * (never a mutation) that reaches no per-user type anywhere in its selections, fragments included. The query text is
 * printed back from its syntax tree, so spacing, comments and commas never split one operation into several keys.
 */
export function describeOperation(
  schema: GraphQLSchema,
  isPerUserType: (typeName: string) => boolean,
  query: string,
  operationName: string | undefined,
): OperationShape {
  if (query.length > MAX_CACHED_QUERY_CHARS) return { cacheable: false, reason: 'too-long' };
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: 20_000 });
  } catch {
    return { cacheable: false, reason: 'unparsable' };
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((definition) => definition.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return { cacheable: false, reason: 'unparsable' };
  if (operation.operation !== 'query') return { cacheable: false, reason: 'not-a-query' };

  let perUser = false;
  const typeInfo = new TypeInfo(schema);
  // Fields, inline fragments and fragment definitions each name a type: any per-user one makes the answer personal.
  const notePerUserType = () => {
    const type = typeInfo.getType();
    if (type && isPerUserType(getNamedType(type).name)) perUser = true;
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: notePerUserType,
      InlineFragment: notePerUserType,
      FragmentDefinition: notePerUserType,
    }),
  );
  if (perUser) return { cacheable: false, reason: 'per-user' };
  return { cacheable: true, normalisedQuery: print(document) };
}

/** The same operation text arrives thousands of times: its description is kept by text. */
export function createOperationDescriber(isPerUserType: (typeName: string) => boolean) {
  const known = new LRUCache<string, OperationShape>({ max: 2_000 });
  let describedFor: GraphQLSchema | undefined;
  return (schema: GraphQLSchema, query: string, operationName: string | undefined): OperationShape => {
    if (describedFor !== schema) {
      known.clear();
      describedFor = schema;
    }
    if (query.length > MAX_CACHED_QUERY_CHARS) return { cacheable: false, reason: 'too-long' };
    const key = `${operationName ?? ''}\u0000${query}`;
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
