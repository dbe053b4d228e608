import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Files that fit in a head (issue 45): no stylesheet of the app grows past 300 lines, as ESLint's max-lines keeps the
 * scripts. A longer one is split into partials by page or piece (see styles/pages/).
 */
const MAX_LINES = 300;
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every Sass and CSS file under src/, relative to it. */
const stylesheets = (fs.readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.(scss|css)$/.test(file))
  .sort();

/** Lines as `wc -l` counts them: a file's last line ends with a newline. */
const linesOf = (file: string) => {
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

describe('stylesheets', () => {
  it('lists the Sass partials and the features’ CSS', () => {
    expect(stylesheets).toEqual(
      expect.arrayContaining([
        'styles/app.scss',
        'styles/pages/_lesson-overview.scss',
        'features/lesson-mode/styles/slides.css',
      ]),
    );
  });

  it(`keeps every stylesheet within ${MAX_LINES} lines`, () => {
    const tooLong = stylesheets
      .map((file) => ({ file, lines: linesOf(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `src/${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
