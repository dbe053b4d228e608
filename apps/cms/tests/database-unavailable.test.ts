import net from 'node:net';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/platform/database/unavailable';
import databaseUnavailable, {
  databaseUnavailableGraphqlPlugin,
  UNAVAILABLE_GRAPHQL_ERROR,
} from '../src/middlewares/database-unavailable';
import { post, register, uniqueEmail } from './accounts';
import { cmsUrl, graphql, rest, signInAs } from './client';

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

/** Cuts the CMS off its database for real (tests/setup/database-control.ts), or reconnects it. */
async function database(action: 'cut' | 'restore'): Promise<void> {
  const response = await fetch(`${inject('databaseControlUrl')}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`Could not ${action} the database: ${await response.text()}`);
}

interface FileRow {
  documentId: string;
  url: string;
}

/** The same token with its signature spoiled: refused without asking the database. */
const tampered = (token: string) => `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;

describe('a database out of reach never signs a teacher out (issue 33)', () => {
  let subscriber: string;
  let paid: FileRow;
  let lessonZip: string;
  let ended: string;

  /** Every path a signed-in teacher reaches: REST, GraphQL, /documents, /uploads, a ZIP and search. */
  const paths = () => [
    { name: 'REST', request: (token: string) => rest('/api/users/me', token) },
    {
      name: 'GraphQL',
      request: (token: string) =>
        fetch(`${cmsUrl()}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: 'query SignedInCheck { me { email } }' }),
        }),
    },
    { name: '/documents', request: (token: string) => rest(`/documents/${paid.documentId}`, token) },
    { name: '/uploads', request: (token: string) => rest(paid.url, token) },
    { name: 'ZIP', request: (token: string) => rest(lessonZip, token) },
    { name: 'search', request: (token: string) => rest('/api/search?q=song', token) },
  ];

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    const { data } = await graphql<{ uploadFiles: FileRow[]; lessons: { documentId: string }[] }>(
      `
        {
          uploadFiles(pagination: { limit: 200 }) {
            documentId
            url
          }
          lessons(pagination: { limit: 100 }) {
            documentId
            documents {
              file {
                documentId
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    for (const file of data!.uploadFiles) {
      if ((await rest(`/documents/${file.documentId}`)).status === 401) {
        paid = file;
        break;
      }
    }
    expect(paid).toBeDefined();
    const lesson = (data!.lessons as { documentId: string; documents: { file: unknown }[] }[]).find((candidate) =>
      candidate.documents.some((document) => document.file),
    );
    lessonZip = `/documents/resources/lesson/${lesson!.documentId}`;
    ended = await register(uniqueEmail('outage'));
  });

  it('answers a valid token 503 with Retry-After on every path while the database is out of reach', async () => {
    // Ending a token is an access change: every remembered user, role and level is forgotten, so the requests
    // below read the subscriber from the database.
    expect((await post('/api/auth/logout', {}, ended)).status).toBe(200);
    // The file's access is remembered now (asked with a token refused by its signature alone, so that no user is),
    // and /uploads meets the outage only in reading who is asking.
    expect((await rest(paid.url, tampered(subscriber))).status).toBe(401);
    await database('cut');
    try {
      for (const { name, request } of paths()) {
        const answer = await request(subscriber);
        const text = await answer.text();
        expect({ name, status: answer.status }).toEqual({ name, status: 503 });
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(text).toMatch(/briefly unavailable/);
        expect(text).not.toMatch(/ECONNREFUSED|SQLITE|127\.0\.0\.1/);
      }
      // A spoiled signature is refused without the database, where the path itself needs none to say so.
      const refusedWithoutDatabase = ['REST', 'GraphQL', '/uploads', 'search'];
      for (const { name, request } of paths().filter((path) => refusedWithoutDatabase.includes(path.name))) {
        expect({ name, status: (await request(tampered(subscriber))).status }).toEqual({ name, status: 401 });
      }
    } finally {
      await database('restore');
    }
  });

  it('still refuses a tampered token and an ended token with 401 once it is back, and the valid token works', async () => {
    expect((await rest('/api/users/me', subscriber)).status).toBe(200);
    for (const { name, request } of paths()) {
      if (name === 'ZIP') continue; // a visitor's ZIP holds the lesson's public documents: no refusal to prove
      for (const token of [tampered(subscriber), ended]) {
        expect({ name, status: (await request(token)).status }).toEqual({ name, status: 401 });
      }
    }
  });
});
