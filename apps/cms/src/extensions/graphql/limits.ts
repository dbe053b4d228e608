import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type SelectionSetNode,
  valueFromAST,
  visit,
} from 'graphql';
import { GRAPHQL_LIMITS } from '../../graphql-limits';

/** The GraphQL plugin's page sizes (config/plugins.ts): a list without `pagination` reads `defaultLimit` rows. */
export const GRAPHQL_PAGES = { defaultLimit: 100, maxLimit: 500 };

/** A list whose length no argument sets (a dynamic zone, a purpose-built list) is counted as this many rows. */
const UNPAGED_LIST_ROWS = 20;

const refused = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });

/**
 * graphql-armor's aliases and directives limits (linear: each fragment counted once) and its field-suggestion blocking,
 * the token limit as Apollo's own parse option (GraphQL's overlapping-fields rule compares every pair of same-named
 * fields, so the document's size bounds its work), the rows an operation may read, and a time budget per request:
 * once it is spent, every field not yet resolved answers an error instead of more work.
 * `maxRecursiveSelections` makes Apollo validate in two passes: GraphQL's own rules (fragment cycles and unknown
 * fragments refused) with its fragment-bomb count first, then the configured rules, Strapi's depth limit among them,
 * which follows every spread without memory and so must only see documents of bounded size.
 */
export function graphqlProtection({ timeBudgetMs }: { timeBudgetMs: number }) {
  const armor = new ApolloArmor({
    maxTokens: { enabled: false },
    maxDepth: { enabled: false },
    costLimit: { enabled: false },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  });
  const { plugins, validationRules, allowBatchedHttpRequests } = armor.protect();
  return {
    plugins: [
      rowLimit(GRAPHQL_PAGES),
      ...plugins,
      textLimit(GRAPHQL_LIMITS.maxStringChars),
      timeBudget(timeBudgetMs),
      maskInternalErrors(),
    ],
    validationRules,
    allowBatchedHttpRequests,
    maxRecursiveSelections: GRAPHQL_LIMITS.maxSelections,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Refuses an operation that may read more rows than `maxRows`, its variables resolved, before it runs. */
function rowLimit(pages: typeof GRAPHQL_PAGES): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          const rows = operationRows(schema, document, operation?.name?.value, request.variables ?? {}, pages);
          if (rows > GRAPHQL_LIMITS.maxRows) {
            const count = (n: number) => Math.round(n).toLocaleString('en-GB');
            throw refused(
              `This query may read ${count(rows)} rows (each list counted at its page size); at most ${count(GRAPHQL_LIMITS.maxRows)} are read for one query.`,
            );
          }
        },
      };
    },
  };
}

/**
 * The rows an operation may read: each object asked for is one row, a list is its page size (its `pagination`
 * argument, else the plugin's default page, never more than its maximum; one row when its filters name a document)
 * times the rows each item asks for. Each fragment is counted once and its rows reused at every spread, so the count
 * takes linear time.
 */
export function operationRows(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  pages: typeof GRAPHQL_PAGES = GRAPHQL_PAGES,
): number {
  const fragments = fragmentsOf(document);
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;

  const argument = (field: FieldNode, definition: GraphQLField<unknown, unknown>, name: string) => {
    const node = field.arguments?.find((each) => each.name.value === name);
    const type = definition.args.find((each) => each.name === name)?.type;
    return node && type
      ? (valueFromAST(node.value, type, variables) as Record<string, unknown> | undefined)
      : undefined;
  };
  /** A list's rows: its page, or fewer when its filters name the documents (`documentId: { eq }` or `{ in }`). */
  const listRows = (field: FieldNode, definition: GraphQLField<unknown, unknown>) => {
    const page = argument(field, definition, 'pagination') as
      | { limit?: number | null; pageSize?: number | null }
      | undefined;
    const size = page?.limit ?? page?.pageSize ?? pages.defaultLimit;
    const rows = size > 0 && size <= pages.maxLimit ? size : pages.maxLimit;
    const named = (argument(field, definition, 'filters')?.documentId ?? {}) as { eq?: unknown; in?: unknown };
    if (named.eq !== undefined && named.eq !== null) return 1;
    return Array.isArray(named.in) ? Math.min(rows, named.in.length) : rows;
  };

  const rowsByFragment = new Map<string, number>();
  const rowsOf = (selectionSet: SelectionSetNode, type: GraphQLNamedType | undefined): number => {
    let rows = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        rows += fragmentRows(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        rows += rowsOf(selection.selectionSet, condition);
      } else if (selection.selectionSet && type && (isObjectType(type) || isInterfaceType(type))) {
        const definition = type.getFields()[selection.name.value];
        if (!definition || isLeafType(getNamedType(definition.type))) continue;
        // A connection's `nodes` are the page its field already counted.
        const items = definition.args.some(({ name }) => name === 'pagination')
          ? listRows(selection, definition)
          : isListType(getNullableType(definition.type)) && !type.name.endsWith('ResponseCollection')
            ? UNPAGED_LIST_ROWS
            : 1;
        rows += items * (1 + rowsOf(selection.selectionSet, getNamedType(definition.type)));
      }
    }
    return rows;
  };
  const fragmentRows = (name: string): number => {
    const known = rowsByFragment.get(name);
    if (known !== undefined) return known;
    rowsByFragment.set(name, 0);
    const fragment = fragments.get(name);
    const rows = fragment ? rowsOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value)) : 0;
    rowsByFragment.set(name, rows);
    return rows;
  };
  return rowsOf(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined);
}

/** Refuses over-long text with a 400 before it reaches the database (a 60 KB LIKE pattern is a database error). */
function textLimit(maxChars: number): ApolloServerPlugin {
  const tooLong = (value: unknown): boolean => {
    if (typeof value === 'string') return value.length > maxChars;
    if (Array.isArray(value)) return value.some(tooLong);
    return Boolean(value) && typeof value === 'object' && Object.values(value as object).some(tooLong);
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          let found = tooLong(request.variables ?? {});
          if (!found) {
            visit(document, {
              StringValue(node) {
                if (node.value.length > maxChars) found = true;
              },
            });
          }
          if (found) {
            throw new GraphQLError(`Text longer than ${maxChars} characters is not accepted.`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/**
 * An unexpected error answers 'Internal Server Error' and nothing else: Strapi's formatter copies the original
 * error's name and message (database text included) into the answer's extensions.
 */
function maskInternalErrors(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors) return;
          response.body.singleResult.errors = errors.map((error) =>
            error.extensions?.code === 'INTERNAL_SERVER_ERROR'
              ? { ...error, message: 'Internal Server Error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }
              : error,
          );
        },
      };
    },
  };
}

function timeBudget(budgetMs: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const deadline = Date.now() + budgetMs;
      return {
        async executionDidStart() {
          return {
            willResolveField() {
              if (Date.now() > deadline) {
                throw new GraphQLError('This request took too long and was stopped.', {
                  extensions: { code: 'REQUEST_TIME_BUDGET_SPENT' },
                });
              }
            },
          };
        },
      };
    },
  };
}
