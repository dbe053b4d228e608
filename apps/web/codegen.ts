import { addTypenameToDocument } from '@apollo/client/utilities';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';

/**
 * Apollo Client asks for __typename in every selection but the operation's root, for its cache: the documents (and so
 * the manifest's texts, which the CMS runs) carry them as it sends them, by its own transform.
 */
const asApolloClientAsks: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((source) => ({ ...source, document: source.document && addTypenameToDocument(source.document) })),
};

// Types come from the schema the CMS exports (apps/cms/schema.graphql); the output is committed so a fresh
// clone type-checks without a running CMS. Run `npm run codegen -w apps/web` after changing an operation.
// The app's operations are trusted documents (README "Trusted documents"): each carries its sha256 id, and
// src/gql/persisted-documents.json (id -> text) is the manifest the CMS runs them from.
const config: CodegenConfig = {
  schema: '../cms/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      documentTransforms: [asApolloClientAsks],
      config: {
        scalars: {
          ID: 'string',
          JSON: 'unknown',
          DateTime: 'string',
          Date: 'string',
        },
        defaultScalarType: 'unknown',
        onlyOperationTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
