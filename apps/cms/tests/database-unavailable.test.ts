import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import databaseUnavailable, {
  databaseUnavailableGraphqlPlugin,
  isDatabaseUnavailable,
  UNAVAILABLE_GRAPHQL_ERROR,
} from '../src/middlewares/database-unavailable';

/** A port nothing listens on: a database that is restarting, as bench/scale-load.mjs restarts PostgreSQL. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function failureOfUnreachableDatabase(): Promise<unknown> {
  const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'x', database: 'x' });
  try {
    await client.connect();
  } catch (error) {
    return error;
  }
  throw new Error('connected to a closed port');
}

interface Answer {
  status: number;
  body?: { error?: { status: number; message: string } };
  headers: Record<string, string>;
}

async function answerTo(thrown: unknown): Promise<Answer> {
  const answer: Answer = { status: 404, headers: {} };
  const ctx = {
    set: (name: string, value: string) => (answer.headers[name] = value),
    set status(status: number) {
      answer.status = status;
    },
    set body(body: Answer['body']) {
      answer.body = body;
    },
  };
  await databaseUnavailable()(ctx as never, async () => {
    throw thrown;
  });
  return answer;
}

describe('a database out of reach', () => {
  it("answers 503 with Retry-After and a readable message when PostgreSQL can't be reached", async () => {
    const failure = await failureOfUnreachableDatabase();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const answer = await answerTo(failure);
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('5');
    expect(answer.body?.error?.message).toMatch(/briefly unavailable/);
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);
  });

  it('knows a restart (57P01), a cut connection and a full pool, also as the cause of another error', () => {
    expect(
      isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('select failed'), { cause: { code: 'ECONNREFUSED' } }))).toBe(
      true,
    );
  });

  it('leaves every other error to Strapi: bad input, a missing row, a unique violation', async () => {
    for (const error of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      new Error('Not found'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      await expect(answerTo(error)).rejects.toBe(error);
    }
  });
});

describe('a database out of reach, through GraphQL', () => {
  const respond = async (originalErrors: unknown[]) => {
    const response = {
      http: { status: undefined as number | undefined, headers: new Map<string, string>() },
      body: {
        kind: 'single',
        singleResult: { data: null, errors: [{ message: 'Internal Server Error' }] as unknown[] },
      },
    };
    const listener = await databaseUnavailableGraphqlPlugin.requestDidStart();
    await listener.willSendResponse({
      errors: originalErrors.map((originalError) => ({ originalError })),
      response,
    });
    return response;
  };

  it('answers 503 with Retry-After and the readable message when an error is the database out of reach', async () => {
    // With the non-null error it leaves behind in a parent field, as a partly answered `me` showed under load.
    const response = await respond([
      await failureOfUnreachableDatabase(),
      new Error('Cannot return null for non-nullable field UsersPermissionsMe.role'),
    ]);
    expect(response.http.status).toBe(503);
    expect(response.http.headers.get('retry-after')).toBe('5');
    expect(response.body.singleResult.errors).toEqual([UNAVAILABLE_GRAPHQL_ERROR]);
    expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Internal Server Error/);
  });

  it('leaves answers with only other errors as GraphQL made them', async () => {
    const response = await respond([new Error('Forbidden access'), undefined]);
    expect(response.http.status).toBeUndefined();
    expect(response.body.singleResult.errors).toEqual([{ message: 'Internal Server Error' }]);
  });
});
