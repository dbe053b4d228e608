import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLSchema, NoFragmentCyclesRule, parse, validate } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * How big and costly one GraphQL request may be. Sized from the web app's own operations (tests/graphql-limits.test.ts
 * checks every one of them at under half of each limit): at most about 300 tokens, 2 aliases, 4 directives and a cost
 * of 769 (LessonSlideShow: objects 2, scalars 1, no extra weight for depth, which Strapi's own depth limit of 14 bounds).
 */
export const GRAPHQL_LIMITS = {
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
    plugins: [...plugins, timeBudget(timeBudgetMs)],
    validationRules,
    allowBatchedHttpRequests,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
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
