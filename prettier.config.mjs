// Prettier's settings. JavaScript and TypeScript are parsed by Oxc (Prettier's own @prettier/plugin-oxc): the same
// printer, so the same output, from a parser that takes the format check over the repo from about 26 to 21
// core-seconds in `npm test` (issue 46).
import * as oxc from '@prettier/plugin-oxc';

/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  printWidth: 120,
  trailingComma: 'all',
  plugins: [oxc],
};
