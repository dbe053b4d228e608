import { gql } from '@apollo/client';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { createApolloClient } from './apolloClient';
import { sessionKeys } from './session';

const probe = gql`
  query Probe {
    audiences {
      documentId
      slug
    }
  }
`;

describe('GraphQL client', () => {
  it('sends the stored token as a bearer token to /graphql on the same origin', async () => {
    localStorage.setItem(sessionKeys.token, 'secret-jwt');
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      graphql.query('Probe', ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ data: { audiences: [] } });
      }),
    );
    await createApolloClient().query({ query: probe });
    expect(seen).toEqual({ url: `${window.location.origin}/graphql`, authorization: 'Bearer secret-jwt' });
  });

  it('sends no Authorization header without a stored token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      graphql.query('Probe', ({ request }) => {
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
      graphql.query('Probe', () =>
        HttpResponse.json({ data: { audiences: [{ __typename: 'Audience', documentId: 'abc123', slug: 'primary' }] } }),
      ),
    );
    const client = createApolloClient();
    await client.query({ query: probe });
    expect(client.cache.extract()).toHaveProperty(['Audience:abc123', 'slug'], 'primary');
  });
});
