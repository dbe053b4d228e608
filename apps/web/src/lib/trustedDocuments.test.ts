import { gql } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { http, HttpResponse } from 'msw';
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as generated from '../gql/graphql';
import manifest from '../gql/persisted-documents.json';
import { server } from '../test/server';
import { createApolloClient } from './apolloClient';
import { trustedDocumentId, UntrustedDocumentError } from './trustedDocuments';

const trusted: Record<string, string> = manifest;

/** The operations codegen generated (fragments are not sent alone). */
const operations = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && typeof entry[1] === 'object',
);

/** Every body the client posts to /graphql, answered with an empty list of audiences. */
function recordRequests() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/graphql', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: { audiences: [] } });
    }),
  );
  return bodies;
}

describe('trusted documents (README "Trusted documents")', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives every generated operation the id of its text in the manifest the CMS runs', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const [name, document] of operations) {
      const id = trustedDocumentId(document);
      expect(id, name).toBeDefined();
      expect(trusted[id!], name).toBeDefined();
      expect(crypto.hash('sha256', trusted[id!]!), name).toBe(id);
    }
  });

  it('in a production build, sends an operation as its id and variables, never its text', async () => {
    vi.stubEnv('PROD', true);
    const bodies = recordRequests();
    await createApolloClient().query({ query: generated.ConnectionCheckDocument, fetchPolicy: 'no-cache' });
    const id = trustedDocumentId(generated.ConnectionCheckDocument)!;
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body).not.toHaveProperty('query');
    expect(body).toMatchObject({
      operationName: 'ConnectionCheck',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    });
    expect(trusted[id]).toBe('query ConnectionCheck { audiences(pagination: {limit: 1}) { __typename documentId } }');
  });

  it('refuses to send a document codegen did not write, in any build', async () => {
    const bodies = recordRequests();
    const raw = gql`
      query Raw {
        audiences {
          documentId
        }
      }
    `;
    for (const production of [true, false]) {
      vi.stubEnv('PROD', production);
      await expect(createApolloClient().query({ query: raw, fetchPolicy: 'no-cache' })).rejects.toThrow(
        UntrustedDocumentError,
      );
    }
    expect(bodies).toEqual([]);
  });
});
