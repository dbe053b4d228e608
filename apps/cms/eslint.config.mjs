import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

/**
 * Imports in src/ flow one way, down these layers (a home is a folder, or a loose file of src/):
 *   app              index.ts
 *   entry points     middlewares, policies, extensions/graphql, extensions/users-permissions (Strapi loads them)
 *   content API      api (one home: Strapi's content-API folders call one another, as its services do)
 *   features         search, server-rendering, metrics (each reads the response cache), class-sessions
 *   services         response-cache, upload-storage, sign-in-limits, mail, scores, seed, scheduled-publishing.ts,
 *                    drafts-migration.ts, preview-pages.ts
 *   caller           caller (who is asking: token, token ends, access level)
 *   changes          changes (content and access changes, across processes), scheduled-jobs
 *   foundation       access (read rules: permissions, publication, ownership), redis, database, trusted-documents,
 *                    cache-limits.ts, graphql-limits.ts, content-encoding.ts, request-path.ts, request-body.ts,
 *                    app-url.ts, field-errors.ts, secrets.ts, preview.ts
 *   kernel           one-per-strapi.ts (one service per Strapi instance), below every home that keeps one
 *   strapi-internals the one seam to Strapi's private internals: imports nothing of ours
 * A home imports its own files and the homes of lower layers, never a higher layer nor another home of its own
 * layer, so no two homes import each other. Every file of src/ belongs to a home. Tests may import anything.
 */
const LAYERS = [
  ['app', ['index.ts']],
  ['entry points', ['middlewares', 'policies', 'extensions/graphql', 'extensions/users-permissions']],
  ['content API', ['api']],
  ['features', ['search', 'server-rendering', 'metrics', 'class-sessions']],
  [
    'services',
    [
      'response-cache',
      'upload-storage',
      'sign-in-limits',
      'mail',
      'scores',
      'seed',
      'scheduled-publishing.ts',
      'drafts-migration.ts',
      'preview-pages.ts',
    ],
  ],
  ['caller', ['caller']],
  ['changes', ['changes', 'scheduled-jobs']],
  [
    'foundation',
    [
      'access',
      'redis',
      'database',
      'trusted-documents',
      'cache-limits.ts',
      'graphql-limits.ts',
      'content-encoding.ts',
      'request-path.ts',
      'request-body.ts',
      'app-url.ts',
      'field-errors.ts',
      'secrets.ts',
      'preview.ts',
    ],
  ],
  ['kernel', ['one-per-strapi.ts']],
  ['strapi-internals', ['strapi-internals']],
];

const isFile = (home) => home.endsWith('.ts');
/** A folder home is a boundaries element, a loose file a file category; either is selected by its home's name. */
const selector = (home) => (isFile(home) ? { file: { categories: home } } : { element: { type: home } });

const importBoundaries = {
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    'boundaries/elements': LAYERS.flatMap(([, homes]) => homes)
      .filter((home) => !isFile(home))
      .map((home) => ({ type: home, pattern: `src/${home}`, partialMatch: false })),
    'boundaries/files': LAYERS.flatMap(([, homes]) => homes)
      .filter(isFile)
      .map((home) => ({ category: home, pattern: `src/${home}` })),
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: LAYERS.flatMap(([layer, homes], index) => {
          const above = LAYERS.slice(0, index).flatMap(([, higher]) => higher);
          return homes.flatMap((home) => {
            const peers = homes.filter((peer) => peer !== home);
            return [
              above.length && {
                from: selector(home),
                disallow: { to: above.map(selector) },
                message: `${home} is in the ${layer} layer: it does not import a layer above it (eslint.config.mjs)`,
              },
              peers.length && {
                from: selector(home),
                disallow: { to: peers.map(selector) },
                message: `${home} is in the ${layer} layer: it does not import another home of its layer (eslint.config.mjs)`,
              },
            ].filter(Boolean);
          });
        }),
      },
    ],
  },
};

/** No import cycles (issue 45): what a module imports never leads back to it, however far round. */
const noImportCycles = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { import: importPlugin },
  settings: {
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Only our own modules are followed: a package never imports back into src/.
    'import/ignore': ['node_modules'],
    'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
  },
  rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  { ignores: ['dist/', 'build/', '.strapi/', '.tmp/', 'types/generated/', 'public/', 'node_modules/', 'src/admin/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  { files: ['src/**/*.ts'], ...importBoundaries },
  noImportCycles,
);
