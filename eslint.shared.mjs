// The rules both apps' ESLint configs hold alike (apps/cms/eslint.config.mjs, apps/web/eslint.config.js); each app
// keeps its own layers and rooms. Import cycles are oxlint's (.oxlintrc.json, each app's `npm run lint`).

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
