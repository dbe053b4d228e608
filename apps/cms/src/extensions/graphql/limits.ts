import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLSchema, NoFragmentCyclesRule, parse, validate, visit } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * How big and costly one GraphQL request may be. Sized from the web app's own operations (tests/graphql-limits.test.ts
 * checks every one of them at under half of each limit): at most about 300 tokens, 2 aliases, 4 directives and a cost
 * of 769 (LessonSlideShow: objects 2, scalars 1, no extra weight for depth, which Strapi's own depth limit of 14 bounds).
 */
export const GRAPHQL_LIMITS = {
  /** Any one text value, in the query or its variables: titles and search words, never whole documents. */
  maxStringChars: 4_000,
  maxTokens: 2_000,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 5_000,
};

/**
 * graphql-armor's protections as validation rules (aliases, directives, cost; no field suggestions that would map the
 * schema for an attacker), the token limit as Apollo's own parse option (a syntax error before validation can be made
 * slow; armor's parse-time plugin answers 500), and a time budget per request: once it is spent, every field not yet
 * resolved answers an error instead of more work.
 */
export function graphqlProtection({ timeBudgetMs }: { timeBudgetMs: number }) {
  const armor = new ApolloArmor({
    maxTokens: { enabled: false },
    maxDepth: { enabled: false },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, depthCostFactor: 1 },
    blockFieldSuggestion: { enabled: true },
  });
  const { plugins, validationRules, allowBatchedHttpRequests } = armor.protect();
  return {
    plugins: [...plugins, textLimit(GRAPHQL_LIMITS.maxStringChars), timeBudget(timeBudgetMs), maskInternalErrors()],
    validationRules,
    allowBatchedHttpRequests,
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

/** The verdict per query text: the cycle's message, or '' for none. */
const cycleChecks = new LRUCache<string, string>({ max: 2_000 });

/**
 * The first fragment cycle of a query (`...A` inside A), or null. Strapi's depth limit follows fragment spreads without
 * remembering where it has been, so a cycle overflows the stack and answers 500 before GraphQL's own rule can refuse it:
 * src/middlewares/response-cache.ts refuses such a query first with this check.
 */
export function fragmentCycleIn(schema: GraphQLSchema, query: string): string | null {
  if (!query.includes('fragment')) return null;
  let known = cycleChecks.get(query);
  if (known === undefined) {
    try {
      const document = parse(query, { noLocation: true, maxTokens: GRAPHQL_LIMITS.maxTokens });
      known = validate(schema, document, [NoFragmentCyclesRule])[0]?.message ?? '';
    } catch {
      known = ''; // not parsable: GraphQL answers it with a syntax error
    }
    if (query.length <= 16_000) cycleChecks.set(query, known);
  }
  return known || null;
}
