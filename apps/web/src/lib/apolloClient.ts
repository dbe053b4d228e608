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
import { clearSession, getToken } from './session';
import { siteConfig } from './siteConfig';

export interface ApolloClientOptions {
  /** Where the browser goes after a 401; replaced in tests, where jsdom cannot navigate. */
  redirect?: (path: string) => void;
}

/** Same origin as the app; absolute so that it also resolves under jsdom. */
export function graphqlUrl(): string {
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

export function createApolloClient({ redirect = (path) => window.location.assign(path) }: ApolloClientOptions = {}) {
  const authLink = new SetContextLink((previous) => {
    const token = getToken();
    return token ? { headers: { ...previous.headers, Authorization: `Bearer ${token}` } } : {};
  });

  // SPEC §8: a 401 from the content server means the stored session is no longer valid.
  const errorLink = new ErrorLink(({ error }) => {
    if (ServerError.is(error) && error.statusCode === 401) {
      clearSession();
      redirect('/');
    }
  });

  const httpLink = new HttpLink({ uri: graphqlUrl });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, httpLink]),
    cache: createCache(),
  });
}
