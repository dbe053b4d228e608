import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, visit } from 'graphql';
import { GRAPHQL_LIMITS } from '../../delivery/graphql-limits';

/** The GraphQL plugin's page sizes (config/plugins.ts): a list without `pagination` reads `defaultLimit` rows. */
export const GRAPHQL_PAGES = { defaultLimit: 100, maxLimit: 500 };

/**
 * graphql-armor's aliases and directives limits (linear: each fragment counted once) and its field-suggestion blocking,
 * the token limit as Apollo's own parse option (GraphQL's overlapping-fields rule compares every pair of same-named
 * fields, so the document's size bounds its work), and a time budget per request: once it is spent, every field not
 * yet resolved answers an error instead of more work. They bound what only a raw document can bring: in production
 * visitors and teachers send trusted documents (src/delivery/trusted-documents), so these guard the development server
 * and the API-token path. (A row-count estimate of every operation went with trusted documents: issue 42.)
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
    plugins: [...plugins, textLimit(GRAPHQL_LIMITS.maxStringChars), timeBudget(timeBudgetMs), maskInternalErrors()],
    validationRules,
    allowBatchedHttpRequests,
    maxRecursiveSelections: GRAPHQL_LIMITS.maxSelections,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
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
