import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { connection } from './connection';
import { server } from '../test/server';
import { createApolloClient, OFFLINE_ATTEMPTS } from './apolloClient';
import { ConnectionCheckDocument, DeleteCustomSchemeDocument } from '../gql/graphql';
import { capturePreviewToken } from './preview';
import { sessionKeys } from './session';

// A small operation of the app's own (its trusted documents are the only ones the client sends: trustedDocuments.ts).
const probe = ConnectionCheckDocument;

describe('GraphQL client', () => {
  it('sends the stored token as a bearer token to /graphql on the same origin', async () => {
    localStorage.setItem(sessionKeys.token, 'secret-jwt');
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      graphql.query('ConnectionCheck', ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ data: { audiences: [] } });
      }),
    );
    await createApolloClient().query({ query: probe });
    expect(seen).toEqual({ url: `${window.location.origin}/graphql`, authorization: 'Bearer secret-jwt' });
  });

  it("sends a preview tab's token with every call, and none in a tab not opened from the admin panel", async () => {
    const seen: (string | null)[] = [];
    server.use(
      graphql.query('ConnectionCheck', ({ request }) => {
        seen.push(request.headers.get('x-preview-token'));
        return HttpResponse.json({ data: { audiences: [] } });
      }),
    );
    await createApolloClient().query({ query: probe, fetchPolicy: 'no-cache' });
    capturePreviewToken('?preview=1900000000.signed');
    await createApolloClient().query({ query: probe, fetchPolicy: 'no-cache' });
    sessionStorage.clear();
    expect(seen).toEqual([null, '1900000000.signed']);
  });

  it('sends no Authorization header without a stored token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      graphql.query('ConnectionCheck', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { audiences: [] } });
      }),
    );
    await createApolloClient().query({ query: probe });
    expect(authorization).toBeNull();
  });

  it('on HTTP 401 clears all local storage and sends the browser to /', async () => {
    localStorage.setItem(sessionKeys.token, 'expired-jwt');
    localStorage.setItem(sessionKeys.user, '{"id":1}');
    localStorage.setItem('somethingElse', 'x');
    server.use(
      http.post('*/graphql', () =>
        HttpResponse.json(
          { error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } },
          { status: 401 },
        ),
      ),
    );
    const redirects: string[] = [];
    const client = createApolloClient({ redirect: (path) => redirects.push(path) });

    await expect(client.query({ query: probe })).rejects.toThrow();
    expect(localStorage.length).toBe(0);
    expect(redirects).toEqual(['/']);
  });

  it('leaves the session alone on other failures', async () => {
    localStorage.setItem(sessionKeys.token, 'good-jwt');
    server.use(http.post('*/graphql', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const redirects: string[] = [];
    await expect(
      createApolloClient({ redirect: (path) => redirects.push(path) }).query({ query: probe }),
    ).rejects.toThrow();
    expect(localStorage.getItem(sessionKeys.token)).toBe('good-jwt');
    expect(redirects).toEqual([]);
  });

  it('keys entities by documentId', async () => {
    server.use(
      graphql.query('ConnectionCheck', () =>
        HttpResponse.json({ data: { audiences: [{ __typename: 'Audience', documentId: 'abc123' }] } }),
      ),
    );
    const client = createApolloClient();
    await client.query({ query: probe });
    expect(client.cache.extract()).toHaveProperty(['Audience:abc123', 'documentId'], 'abc123');
  });

  describe('while the CMS is out of reach (issue 33)', () => {
    const unavailable = () =>
      HttpResponse.json(
        { errors: [{ message: 'The classroom is briefly unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
        { status: 503, headers: { 'retry-after': '5', 'content-type': 'application/graphql-response+json' } },
      );
    const answered = () => HttpResponse.json({ data: { audiences: [{ __typename: 'Audience', documentId: 'a1' }] } });

    /** Answers `first` to the first request, then the audiences; records whether "Reconnecting…" was on meanwhile. */
    function cmsAnswering(first: () => Response) {
      const seen = { requests: 0, reconnectingOnRetry: false };
      server.use(
        http.post('*/graphql', () => {
          seen.requests += 1;
          if (seen.requests === 1) return first();
          seen.reconnectingOnRetry = connection.reconnecting();
          return answered();
        }),
      );
      return seen;
    }

    it.each([
      ['a 503 (GraphQL response type)', unavailable],
      ['a 503 (plain JSON)', () => HttpResponse.json({ error: { status: 503 } }, { status: 503 })],
      ['no answer at all', () => HttpResponse.error()],
    ])('retries a read after %s, keeps the session and stops reconnecting once answered', async (_name, first) => {
      localStorage.setItem(sessionKeys.token, 'good-jwt');
      const seen = cmsAnswering(first);
      const redirects: string[] = [];
      const client = createApolloClient({ redirect: (path) => redirects.push(path), retryDelay: 1 });
      const { data } = await client.query({ query: probe });
      expect(data).toEqual({ audiences: [{ __typename: 'Audience', documentId: 'a1' }] });
      expect(seen).toEqual({ requests: 2, reconnectingOnRetry: true });
      expect(connection.reconnecting()).toBe(false);
      expect(localStorage.getItem(sessionKeys.token)).toBe('good-jwt');
      expect(redirects).toEqual([]);
    });

    it('gives up after a few tries while the browser says it is offline, so the page can say it cannot be shown', async () => {
      localStorage.setItem(sessionKeys.token, 'good-jwt');
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      let requests = 0;
      server.use(
        http.post('*/graphql', () => {
          requests += 1;
          return HttpResponse.error();
        }),
      );
      try {
        const client = createApolloClient({ retryDelay: 1 });
        await expect(client.query({ query: probe })).rejects.toThrow();
        expect(requests).toBe(OFFLINE_ATTEMPTS);
        expect(connection.reconnecting()).toBe(false);
        expect(localStorage.getItem(sessionKeys.token)).toBe('good-jwt');
      } finally {
        onLine.mockRestore();
      }
    });

    it('does not repeat a write: it fails, the session stays, and a check waits for the CMS', async () => {
      localStorage.setItem(sessionKeys.token, 'good-jwt');
      let writes = 0;
      let checks = 0;
      server.use(
        http.post('*/graphql', () => {
          writes += 1;
          return unavailable();
        }),
        // The check is a GET, which the CMS's response cache never answers: it reaches the database.
        http.get('*/graphql', ({ request }) => {
          checks += 1;
          expect(new URL(request.url).searchParams.get('operationName')).toBe('ConnectionCheck');
          return checks === 1 ? unavailable() : HttpResponse.json({ data: { audiences: [] } });
        }),
      );
      const redirects: string[] = [];
      const client = createApolloClient({ redirect: (path) => redirects.push(path), retryDelay: 1 });
      await expect(
        client.mutate({ mutation: DeleteCustomSchemeDocument, variables: { id: 'unit-1' } }),
      ).rejects.toThrow(/briefly unavailable/);
      expect(writes).toBe(1);
      expect(connection.reconnecting()).toBe(true);
      await vi.waitFor(() => expect(connection.reconnecting()).toBe(false));
      expect(checks).toBe(2);
      expect(localStorage.getItem(sessionKeys.token)).toBe('good-jwt');
      expect(redirects).toEqual([]);
    });
  });
});
