import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { RenderedSessionContext } from '../components/useSession';
import { VISITOR_SESSION, type Session } from '../lib/session';

/**
 * Everything the screens need above the router: the GraphQL client, and the session a server-rendered page was
 * rendered with (a visitor's unless the CMS rendered a subscriber's page).
 */
export function AppProviders({
  client,
  renderedSession = VISITOR_SESSION,
  children,
}: {
  client: ApolloClient;
  renderedSession?: Session;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <RenderedSessionContext.Provider value={renderedSession}>{children}</RenderedSessionContext.Provider>
    </ApolloProvider>
  );
}
