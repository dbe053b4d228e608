/**
 * Only the Bootstrap the app uses (issue 44, item 7): the whole of Bootstrap 5.3 built from its Sass is 250 KB of the
 * app's stylesheet, which every page's first paint waits for, parses and matches; most of it (responsive variants of
 * utilities, components the app never shows) no screen names. PurgeCSS keeps a Bootstrap rule when a class, element or
 * attribute it selects is named in the app's sources, in React Bootstrap's (which builds most of its classes from
 * literal names), or below; the product's own partials are never purged (app.scss marks them).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin as PostCssPlugin } from 'postcss';

const web = path.resolve(import.meta.dirname, '..');
const reactBootstrap = path.dirname(createRequire(import.meta.url).resolve('react-bootstrap/package.json'));

/** The stylesheet whose Bootstrap part is purged. */
export const APP_STYLESHEET = path.join(web, 'src', 'styles', 'app.scss');

/**
 * Elements the CMS's rich text and the score renderer may produce, which no source names as JSX: Bootstrap's reboot
 * styles them.
 */
export const CONTENT_ELEMENTS =
  'a abbr b blockquote br caption code del dd details dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i iframe img ' +
  'ins kbd li mark ol p pre q s samp small strong sub summary sup svg table tbody td tfoot th thead tr u ul video';

/** Bootstrap's theme colours, which a `variant`, `bg`, `text` or `border` prop names. */
const COLOURS = 'primary|secondary|success|danger|warning|info|light|dark';
/** Bootstrap's breakpoints' infixes. */
const BREAKPOINTS = 'sm|md|lg|xl|xxl';

/**
 * Classes React Bootstrap builds from a prop (`${prefix}-${variant}`, `col-${breakpoint}-${span}`), and the app from a
 * value (`col-${width}`), kept for any value the prop may take.
 */
export const BUILT_CLASSES = [
  new RegExp(`^(?:btn|btn-outline|alert|bg|text|text-bg|border|badge|table|list-group-item|link)-(?:${COLOURS})$`),
  /^(?:btn|form-control|form-select|input-group|pagination|modal|placeholder)-(?:xs|sm|lg|xl)$/,
  new RegExp(`^col(?:-(?:${BREAKPOINTS}))?(?:-(?:\\d+|auto))?$`),
  new RegExp(`^row-cols(?:-(?:${BREAKPOINTS}))?-(?:\\d+|auto)$`),
  /^(?:spinner-(?:border|grow)(?:-sm)?|placeholder-(?:glow|wave)|bs-tooltip-(?:top|bottom|start|end|auto))$/,
  /^(?:offcanvas-(?:start|end|top|bottom)|dropdown-menu-(?:start|end)|drop(?:up|end|start|down-center|up-center))$/,
  /^(?:nav-(?:tabs|pills|underline|fill|justified)|navbar-(?:light|dark)|modal-fullscreen.*|modal-dialog-.*)$/,
  /^(?:fade|show|showing|hiding|collapse|collapsing|collapsed|active|disabled|was-validated|is-valid|is-invalid)$/,
];

/**
 * React Bootstrap's modules the app imports (`react-bootstrap/Modal`), with every module of the package they import:
 * the classes of a component the app never shows are not kept for it.
 */
export function reactBootstrapInUse(sources: string): string[] {
  const esm = path.join(reactBootstrap, 'esm');
  const pending = new Set<string>();
  for (const file of fs.readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(sources, file), 'utf8');
    // The package's own index (`from 'react-bootstrap'`) imports every module.
    for (const [, name] of text.matchAll(/from 'react-bootstrap(?:\/(\w+))?'/g)) pending.add(`${name ?? 'index'}.js`);
  }
  const found = new Set<string>();
  for (const module of pending) {
    const file = path.join(esm, module);
    if (found.has(file) || !fs.existsSync(file)) continue;
    found.add(file);
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/from '\.\/(\w+)(?:\.js)?'/g))
      pending.add(`${name}.js`);
  }
  return [...found].sort();
}

/**
 * The words of a React Bootstrap module, and the classes it builds from its prefix: a module names its prefix once
 * (`useBootstrapPrefix(bsPrefix, 'modal')`) and its parts as suffixes (`${bsPrefix}-dialog`, `${bsPrefix}-content`).
 */
export function reactBootstrapClasses(source: string): string[] {
  const words = source.match(/[\w-]+/g) ?? [];
  const prefixes = [...source.matchAll(/useBootstrapPrefix\([^,()]+,\s*'([\w-]+)'\)/g)].map((match) => match[1]);
  const suffixes = [...source.matchAll(/\}-([a-z][\w-]*)/g)].map((match) => match[1]);
  return [...words, ...prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix}-${suffix}`))];
}

/** The PostCSS plugin for app.scss's Bootstrap part; every other stylesheet passes untouched. */
export function bootstrapInUse(): PostCssPlugin {
  const purge = purgeCss({
    content: [
      path.join(web, 'index.html'),
      path.join(web, 'src', '**', '*.{ts,tsx}'),
      ...reactBootstrapInUse(path.join(web, 'src')),
      {
        raw: CONTENT_ELEMENTS.split(' ')
          .map((name) => `<${name}>`)
          .join(''),
        extension: 'html',
      },
    ],
    extractors: [{ extractor: reactBootstrapClasses, extensions: ['js'] }],
    skippedContentGlobs: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    safelist: { standard: BUILT_CLASSES, deep: [], greedy: [] },
    // Custom properties, typefaces and animations are left as they are: a rule kept may use any of them.
    variables: false,
    fontFace: false,
    keyframes: false,
  }) as PostCssPlugin;
  return {
    postcssPlugin: 'bootstrap-in-use',
    OnceExit(root, helpers) {
      if (root.source?.input.file !== APP_STYLESHEET) return;
      return purge.OnceExit?.(root, helpers);
    },
  };
}
