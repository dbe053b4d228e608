import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { throwError } from 'rxjs';

/**
 * Trusted documents (README "Trusted documents"): the app's operations are the ones codegen wrote, each with its
 * sha256 id in src/gql/persisted-documents.json, which the CMS runs them from. The app sends an operation's id and
 * variables (`extensions.persistedQuery`), never its text: in production the CMS runs nothing else for visitors and
 * teachers.
 */

/** A document that codegen did not write (no id): the CMS would refuse it in production. Run `npm run codegen`. */
export class UntrustedDocumentError extends Error {
  name = 'UntrustedDocumentError';
  constructor(operationName: string | undefined) {
    super(`${operationName} is not a trusted document`);
  }
}

/** The id codegen embedded in a document it generated (`__meta__.hash`, its manifest's key). */
export function trustedDocumentId(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * Sends each operation by its id, as Apollo's persisted-queries protocol names it (`extensions.persistedQuery`), with
 * its variables. The CMS never learns a text at run time, so an unknown id is never retried with the text (what
 * Apollo's own link adds, and 0.8 KB of the first visit's script). Outside a production build (the dev server, unit
 * tests) the text goes along too: MSW matches operations by it, and a CMS whose manifest is older runs it (rule off).
 */
export function trustedDocumentsLink({ sendText = !import.meta.env.PROD }: { sendText?: boolean } = {}): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const id = trustedDocumentId(operation.query);
    if (!id) return throwError(() => new UntrustedDocumentError(operation.operationName));
    operation.extensions.persistedQuery = { version: 1, sha256Hash: id };
    operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
      http: { ...http, includeQuery: sendText, includeExtensions: true },
    }));
    return forward(operation);
  });
}
