import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/**
 * Trusted documents (README "Trusted documents"): the app's operations are the ones codegen wrote, each with its
 * sha256 id in src/gql/persisted-documents.json, which the CMS runs them from. The app sends an operation's id and
 * variables (`extensions.persistedQuery`), never its text: in production the CMS runs nothing else for visitors and
 * teachers.
 */

/** A document that codegen did not write (no id): the CMS would refuse it in production. */
export class UntrustedDocumentError extends Error {
  constructor(operationName: string | undefined) {
    super(
      `The GraphQL operation ${operationName ?? '(unnamed)'} is not one of the app's trusted documents: declare it ` +
        'with graphql() from src/gql and run `npm run codegen`.',
    );
    this.name = 'UntrustedDocumentError';
  }
}

/** The id codegen embedded in a document it generated (`__meta__.hash`, its manifest's key). */
export function trustedDocumentId(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

const operationNameOf = (document: DocumentNode) =>
  document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;

/**
 * Sends each operation by its id, with Apollo's persisted-queries link. The CMS never learns a text at run time, so an
 * unknown id is not retried with the text. Outside a production build (the dev server, unit tests) the text goes
 * along too: MSW matches operations by it, and a CMS whose manifest is older than the sources runs it (its rule off).
 */
export function trustedDocumentsLink({ sendText = !import.meta.env.PROD }: { sendText?: boolean } = {}): ApolloLink {
  const byId = new PersistedQueryLink({
    generateHash(document) {
      const id = trustedDocumentId(document);
      if (!id) throw new UntrustedDocumentError(operationNameOf(document));
      return id;
    },
    retry: () => false,
    disable: () => false,
  });
  if (!sendText) return byId;
  const withText = new ApolloLink((operation, forward) => {
    operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({ http: { ...http, includeQuery: true } }));
    return forward(operation);
  });
  return ApolloLink.from([byId, withText]);
}
