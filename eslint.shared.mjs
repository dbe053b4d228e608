// The rules both apps' ESLint configs hold alike (apps/cms/eslint.config.mjs, apps/web/eslint.config.js); each app
// keeps its own layers and rooms.
import importPlugin from 'eslint-plugin-import';

/**
 * No import cycles (issue 45): what a module imports never leads back to it, however far round. `extensions` are the
 * ones the app's imports leave out.
 */
export const noImportCycles = (extensions) => ({
  files: ['src/**/*.{ts,tsx}'],
  plugins: { import: importPlugin },
  settings: {
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Only our own modules are followed: a package never imports back into src/.
    'import/ignore': ['node_modules'],
    'import/resolver': { node: { extensions } },
  },
  rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
});

/**
 * Comments within the 120 characters Prettier gives code (it never wraps a comment): a line on its own, or in a block,
 * reflowed by hand. Code, strings and test names are Prettier's to lay out.
 */
export const COMMENT_WIDTH = { rules: { 'max-len': ['error', { code: 1000, comments: 120, ignoreUrls: true }] } };

/** Files that fit in a head (issue 45): a module past 300 lines, every line counted, is split along a seam. */
export const fileLength = ({ files, ignores }) => ({
  files,
  ignores,
  rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
});
