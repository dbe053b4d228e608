import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { createApolloClient } from './apolloClient';
import { ConnectionCheckDocument } from '../gql/graphql';
import { restRequest, setUnauthorizedRedirect } from './rest';
import { sessionKeys } from './session';

const refused = () =>
  HttpResponse.json(
    { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } },
    { status: 401 },
  );

/** The app's GraphQL client and REST calls sharing one redirect, as they share the browser's in the app. */
function app(retryDelay = 5) {
  const redirect = vi.fn();
  setUnauthorizedRedirect(redirect);
  const client = createApolloClient({ redirect, retryDelay });
  // Each read its own request, as different screens' queries are.
  const read = () =>
    client
      .query({ query: ConnectionCheckDocument, fetchPolicy: 'no-cache', context: { queryDeduplication: false } })
      .catch(() => 'failed');
  return { redirect, client, read };
}

function signedIn(token = 'stale-jwt') {
  localStorage.setItem(sessionKeys.token, token);
  localStorage.setItem(sessionKeys.user, '{"id":1}');
  localStorage.setItem('offline-note', 'x');
}

describe('a 401 from the CMS (SPEC §8, issue 43): storage cleared and the browser sent to /, once, always', () => {
  afterEach(() => setUnauthorizedRedirect(vi.fn()));

  it('when several GraphQL and REST calls are in flight, the first 401 does it and the others leave it be', async () => {
    signedIn();
    let answered = 0;
    const later = () => new Promise((resolve) => setTimeout(resolve, 10 * ++answered));
    server.use(
      http.post('*/graphql', async () => {
        await later();
        return refused();
      }),
      http.get('*/api/teaching-history/mine', async () => {
        await later();
        return refused();
      }),
    );
    const { redirect, read } = app();
    const writes: string[] = [];
    window.addEventListener('session-change', () => writes.push(localStorage.getItem(sessionKeys.token) ?? 'none'));
    await Promise.all([read(), read(), read(), restRequest('/api/teaching-history/mine').catch(() => 'failed')]);
    expect(answered).toBe(4);
    expect(localStorage.length).toBe(0);
    expect(redirect.mock.calls).toEqual([['/']]);
    expect(writes).toEqual(['none']);
  });

  it('when a read is waiting to be retried (the CMS was briefly unavailable), its 401 on the retry still does it', async () => {
    signedIn();
    let tries = 0;
    server.use(
      http.post('*/graphql', () => {
        tries += 1;
        return tries === 1 ? HttpResponse.json({ error: { status: 503 } }, { status: 503 }) : refused();
      }),
    );
    const { redirect, read } = app();
    expect(await read()).toBe('failed');
    expect(tries).toBe(2);
    expect(localStorage.length).toBe(0);
    expect(redirect.mock.calls).toEqual([['/']]);
  });

  it('when a retry is pending as another call meets the 401, the retry goes without the ended token', async () => {
    signedIn();
    const sent: (string | null)[] = [];
    let tries = 0;
    server.use(
      http.post('*/graphql', ({ request }) => {
        tries += 1;
        sent.push(request.headers.get('authorization'));
        return tries === 1
          ? HttpResponse.json({ error: { status: 503 } }, { status: 503 })
          : HttpResponse.json({ data: { audiences: [] } });
      }),
      http.get('*/api/teaching-history/mine', () => refused()),
    );
    // The retry waits longer than the REST call takes.
    const { redirect, read } = app(100);
    const pending = read();
    await restRequest('/api/teaching-history/mine').catch(() => undefined);
    await pending;
    expect(sent).toEqual(['Bearer stale-jwt', null]);
    expect(localStorage.length).toBe(0);
    expect(redirect.mock.calls).toEqual([['/']]);
  });

  it('a late 401 to an older token leaves the session the teacher has signed in to since', async () => {
    signedIn('old-jwt');
    server.use(
      http.post('*/graphql', async () => {
        // Meanwhile the teacher signs in again (in another tab).
        localStorage.setItem(sessionKeys.token, 'new-jwt');
        return refused();
      }),
    );
    const { redirect, read } = app();
    expect(await read()).toBe('failed');
    expect(localStorage.getItem(sessionKeys.token)).toBe('new-jwt');
    expect(redirect).not.toHaveBeenCalled();
  });
});
