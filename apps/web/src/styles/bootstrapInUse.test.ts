import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { APP_STYLESHEET, bootstrapInUse, reactBootstrapInUse } from '../../bundling/bootstrap-in-use';

/** Bootstrap's part of app.scss as the build sees it, a rule per selector, then the product's own part. */
const stylesheet = (bootstrap: string[], own: string[] = []) =>
  [
    ...bootstrap.map((selector) => `${selector}{color:red}`),
    '/* purgecss start ignore */',
    ...own.map((selector) => `${selector}{color:blue}`),
    '/* purgecss end ignore */',
  ].join('\n');

/** The selectors left by the plugin, for a stylesheet at `from`. */
async function kept(css: string, from = APP_STYLESHEET): Promise<string[]> {
  const result = await postcss([bootstrapInUse()]).process(css, { from });
  const selectors: string[] = [];
  result.root.walkRules((rule) => void selectors.push(rule.selector));
  return selectors;
}

describe('bootstrapInUse', () => {
  it('keeps the rules of classes the app or React Bootstrap names, and the elements rich text produces', async () => {
    const used = [
      '.btn',
      '.alert-danger',
      '.navbar-expand-lg .navbar-nav',
      '.form-control.is-invalid',
      '.modal-dialog',
      '.modal-content',
      '.modal-backdrop.show',
      '.offcanvas-backdrop',
      '.btn-close',
      'blockquote',
      '.table>tbody',
    ];
    expect(await kept(stylesheet(used))).toEqual(used);
  });

  it('keeps the classes React Bootstrap builds from a prop, for any value the prop takes', async () => {
    const built = [
      '.btn-outline-danger',
      '.btn-sm',
      '.col-lg-4',
      '.col-md-6',
      '.row-cols-md-2>*',
      '.row-cols-xl-3>*',
      '.text-bg-success',
      '.bs-tooltip-top .tooltip-arrow',
      '.offcanvas-end',
      '.nav-tabs .nav-link',
      '.spinner-border-sm',
      '.fade:not(.show)',
    ];
    expect(await kept(stylesheet(built))).toEqual(built);
  });

  it("drops Bootstrap's rules no screen can show, and never the product's own", async () => {
    const unused = ['.accordion-button', '.carousel-item', '.toast-header', '.float-md-end', '.d-xxl-table-cell'];
    const own = ['.lesson-mode__cover--hidden', '.slide--score .accordion-button'];
    expect(await kept(stylesheet(unused, own))).toEqual(own);
  });

  it('purges app.scss alone', async () => {
    const css = stylesheet(['.accordion-button']);
    expect(await kept(css, '/elsewhere/slides.css')).toEqual(['.accordion-button']);
  });

  it("reads the React Bootstrap modules the app imports and theirs, not the package's others", () => {
    const modules = reactBootstrapInUse(path.resolve(APP_STYLESHEET, '..', '..')).map((file) => file.split('/').pop());
    expect(modules).toEqual(expect.arrayContaining(['Modal.js', 'Button.js', 'CloseButton.js', 'Fade.js']));
    expect(modules).not.toContain('Accordion.js');
    expect(modules).not.toContain('Carousel.js');
  });

  it("reads every module when a source imports the package's index", () => {
    const sources = fs.mkdtempSync(path.join(os.tmpdir(), 'bootstrap-in-use-'));
    fs.writeFileSync(path.join(sources, 'Page.tsx'), "import { Accordion } from 'react-bootstrap';\n");
    const modules = reactBootstrapInUse(sources).map((file) => file.split('/').pop());
    fs.rmSync(sources, { recursive: true });
    expect(modules).toEqual(expect.arrayContaining(['index.js', 'Accordion.js', 'Carousel.js', 'Modal.js']));
  });
});
