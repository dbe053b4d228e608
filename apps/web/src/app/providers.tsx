import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';

/** Everything the screens need above the router: today only the GraphQL client. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
