import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { answerServiceUnavailable, isDatabaseUnavailable } from '../platform/database/unavailable';

/**
 * While the database restarts or is out of reach, requests fail cleanly: 503 with Retry-After and a readable message,
 * instead of Strapi's generic 500 (found by bench/scale-load.mjs restarting PostgreSQL under load). Sits right
 * inside strapi::errors, so every other error keeps its usual answer. The GraphQL endpoint answers in GraphQL's shape
 * (a sign-in check that met the outage fails before GraphQL runs).
 */
export default (_config?: unknown, deps?: { strapi: Core.Strapi }) => {
  const graphqlEndpoint = deps?.strapi.plugin('graphql')?.config<string>('endpoint') ?? '/graphql';
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (ctx.path === graphqlEndpoint) answerGraphqlUnavailable(ctx);
      else answerServiceUnavailable(ctx, UNAVAILABLE_GRAPHQL_ERROR.message);
    }
  };
};

/** What a GraphQL client is told while the database is out of reach (the same words as the REST answer). */
export const UNAVAILABLE_GRAPHQL_ERROR = {
  message: 'The classroom is briefly unavailable. Try again in a few seconds.',
  extensions: { code: 'SERVICE_UNAVAILABLE' },
};

function answerGraphqlUnavailable(ctx: Pick<Context, 'set'> & { status: number; body: unknown }) {
  ctx.status = 503;
  ctx.set('Retry-After', '5');
  ctx.body = { errors: [UNAVAILABLE_GRAPHQL_ERROR] };
}

interface GraphqlResponseContext {
  errors?: readonly { originalError?: unknown }[];
  response: {
    http: { status?: number; headers: Map<string, string> };
    body: { kind: string; singleResult?: { errors?: readonly unknown[] } };
  };
}

/**
 * The same for GraphQL, where Apollo catches a resolver's error and answers 200 with "Internal Server Error": an
 * answer that met the database out of reach is 503 with Retry-After and the readable message. Any such error counts,
 * as it also leaves others behind (a field it emptied breaks its non-null parent) and a retry is the remedy.
 */
export const databaseUnavailableGraphqlPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }: GraphqlResponseContext) {
        if (!errors?.length || response.body.kind !== 'single' || !response.body.singleResult) return;
        if (!errors.some((error) => isDatabaseUnavailable(error.originalError))) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', '5');
        response.body.singleResult.errors = [UNAVAILABLE_GRAPHQL_ERROR];
      },
    };
  },
};
