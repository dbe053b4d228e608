import {
  ApolloClient,
  ApolloLink,
  defaultDataIdFromObject,
  HttpLink,
  InMemoryCache,
  ServerError,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { finalize, map } from 'rxjs';
import { connection, hasUnavailableErrors, isUnavailable, ServiceUnavailableError } from './connection';
import { previewHeaders } from './preview';
import { getToken } from './session';
import { siteConfig } from './siteConfig';
import { assignLocation, type Redirect, sessionRefused } from './unauthorized';
import { trustedDocumentsLink } from './trustedDocuments';
import { graphql } from '../gql';

/** Tries of a read while the browser says it is offline: a blip of the school's wifi, then the page's error. */
export const OFFLINE_ATTEMPTS = 3;

interface ApolloClientOptions {
  /** Where the browser goes after a 401; replaced in tests, where jsdom cannot navigate. */
  redirect?: Redirect;
  /** The first wait before a read is retried while the CMS is out of reach (ms); shorter in tests. */
  retryDelay?: number;
}

/**
 * Asked after a write found the CMS out of reach, until it answers: a small read that needs the database (as the
 * write did), sent as a GET so that no cached answer can stand in for it (the CMS's response cache takes POSTs).
 */
const connectionCheck = graphql(`
  query ConnectionCheck {
    audiences(pagination: { limit: 1 }) {
      documentId
    }
  }
`);

/** Same origin as the app; absolute so that it also resolves under jsdom. */
function graphqlUrl(): string {
  return new URL(siteConfig.graphqlPath, window.location.origin).toString();
}

/** Strapi 5 identifies every entity by `documentId`; components keep a numeric `id`. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    dataIdFromObject(object, context) {
      if (typeof object.documentId === 'string' && object.__typename) {
        return `${object.__typename}:${object.documentId}`;
      }
      return defaultDataIdFromObject(object, context);
    },
    // The schema's one union a query selects from (playlist items); Apollo needs it to match inline fragments.
    possibleTypes: {
      PlaylistPlaylistItemDynamicZone: ['ComponentPlaylistActivityItem', 'ComponentPlaylistAudioItem', 'Error'],
    },
    typePolicies: {
      // The header and the audience home both read an audience's feature boxes: the latest list wins.
      Audience: { fields: { featurebox: { merge: false } } },
      // A lesson overview has no id of its own; its parts are keyed by their arguments, so two reads of one lesson
      // (from a unit, then from a custom unit) add up instead of replacing each other.
      LessonOverview: { merge: true },
    },
  });
}

export function createApolloClient({ redirect = assignLocation, retryDelay = 500 }: ApolloClientOptions = {}) {
  // The token is read for each try: a retry starts from the context of the try before, whose token may have ended
  // meanwhile. The token sent is kept with the operation: a 401 ends only the session it belongs to.
  const authLink = new SetContextLink((previous) => {
    const token = getToken();
    const { Authorization: _earlierTry, ...headers } = (previous.headers ?? {}) as Record<string, string>;
    return {
      sessionToken: token,
      headers: { ...headers, ...previewHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    };
  });

  // A write that found the CMS out of reach: "Reconnecting…" until a read gets through again (retried below).
  const check = {};
  const checkConnection = () => {
    if (connection.isWaitingFor(check)) return;
    connection.waitingFor(check);
    void client
      .query({
        query: connectionCheck,
        fetchPolicy: 'no-cache',
        // Apollo Server takes a GET only with a header a plain cross-site form cannot send.
        context: { fetchOptions: { method: 'GET' }, headers: { 'apollo-require-preflight': 'true' } },
      })
      .catch(() => undefined)
      .finally(() => connection.settled(check));
  };

  // SPEC-GUIDE §8: a 401 from the content server means the stored session is no longer valid; nothing else does.
  // Outermost, so it sees the 401 of any try, a retried read's included (lib/unauthorized.ts does the rest, once).
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (ServerError.is(error) && error.statusCode === 401) {
      sessionRefused((operation.getContext().sessionToken as string | null | undefined) ?? null, redirect);
    } else if (operation.operationType === OperationTypeNode.MUTATION && isUnavailable(error)) {
      checkConnection();
    }
  });

  // Issue 33: while the CMS is out of reach (503, or no answer), reads wait and try again, with backoff, for as long
  // as it takes, so what is on screen stays; the app says "Reconnecting…" meanwhile. Writes are not repeated here
  // (a creation could happen twice): the screen says it was not saved and offers to try again.
  // A browser that knows it has no network (a classroom without wifi) gives up after a few tries instead, so a page
  // this device has not saved for offline use says it cannot be shown rather than waiting for ever.
  const retryLink = new RetryLink({
    delay: { initial: retryDelay, max: 10 * retryDelay, jitter: true },
    attempts: (count, operation, error) => {
      const retry =
        operation.operationType === OperationTypeNode.QUERY &&
        isUnavailable(error) &&
        (navigator.onLine || count < OFFLINE_ATTEMPTS);
      if (retry) connection.waitingFor(operation);
      return retry;
    },
  });
  // Settles an operation's wait however it ends (answered, failed otherwise, or no longer wanted).
  const settleLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(finalize(() => connection.settled(operation))),
  );
  // A 503 in GraphQL's own response type arrives as an answer with errors: made an error, so that it is retried.
  const unavailableLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (hasUnavailableErrors(result.errors)) throw new ServiceUnavailableError();
        return result;
      }),
    ),
  );

  const httpLink = new HttpLink({ uri: graphqlUrl });

  const client = new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      settleLink,
      retryLink,
      unavailableLink,
      authLink,
      trustedDocumentsLink(),
      httpLink,
    ]),
    cache: createCache(),
  });
  return client;
}
