import type { CodegenConfig } from '@graphql-codegen/cli';

// Types come from the schema the CMS exports (apps/cms/schema.graphql); the output is committed so a fresh
// clone type-checks without a running CMS. Run `npm run codegen -w apps/web` after changing an operation.
const config: CodegenConfig = {
  schema: '../cms/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
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
