import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { COMMENT_WIDTH, fileLength } from '../../eslint.shared.mjs';

/**
 * Imports flow one way (STYLE.md): app -> features -> components -> lib. A feature reaches another feature only
 * through its public `index.ts`; `lib/` stays free of React and Apollo's React hooks. Tests may import anything.
 */
const importBoundaries = {
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx'] } },
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
      { type: 'components', pattern: 'src/components' },
      { type: 'lib', pattern: 'src/lib' },
      { type: 'gql', pattern: 'src/gql' },
      { type: 'test-support', pattern: 'src/test' },
    ],
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        policies: [
          {
            from: { element: { types: { anyOf: ['components', 'lib', 'gql'] } } },
            disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
            message: 'components/ and lib/ are shared by every feature: they import no feature and not app/',
          },
          {
            from: { element: { type: 'lib' } },
            disallow: { to: { element: { type: 'components' } } },
            message: 'lib/ is framework-free: it does not import components/',
          },
          {
            from: { element: { type: 'lib' } },
            disallow: {
              to: [
                { module: { origin: 'external', source: ['react', 'react-dom', 'react-bootstrap', 'react-router'] } },
                { module: { origin: 'external', source: '@apollo/client', internalPath: 'react{,/**}' } },
              ],
            },
            message: 'lib/ is framework-free: React and its hooks belong in components/ or a feature',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'app' } } },
            message: 'A feature does not import app/ (the router and providers import features)',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { name: '!{{ from.element.captured.name }}' },
                  fileInternalPath: '!index.ts',
                },
              },
            },
            message: "A feature imports another feature only through that feature's index.ts",
          },
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
        ],
      },
    ],
  },
};

/**
 * Generated types, test fixtures and tests are not held to 300 lines; stylesheets are, by
 * src/styles/stylesheets.test.ts.
 */
const FILE_LENGTH = fileLength({
  files: ['src/**/*.{ts,tsx}', 'bundling/**/*.ts', '*.config.ts'],
  ignores: ['src/gql/**', 'src/test/**', '**/*.test.{ts,tsx}'],
});

export default defineConfig(
  { ignores: ['dist/', 'dist-server/', 'src/gql/', 'node_modules/'] },
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...importBoundaries },
  COMMENT_WIDTH,
  FILE_LENGTH,
);
