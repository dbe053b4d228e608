import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ScreenFiles } from '@classroom/contracts';

/**
 * The app's shell (index.html) for a signed-in teacher's lesson overview, lesson mode and home, with modulepreloads of
 * that screen's files (issue 44, item 7): the browser fetches them beside the app's core instead of once the router has
 * run. A subscriber is sent these screens rendered (server-rendering/index.ts), with the same files named.
 * The web build lists each screen's routes and files (apps/web/bundling/signed-in.ts `shellPreloads`); this only
 * matches an address against those routes and adds the links. Nothing of the teacher is read: the same shell for every
 * signed-in browser at that kind of address.
 */

/** Where the web build lists them, in its output folder. */
export const SHELL_PRELOADS_FILE = path.join('.vite', 'shell-preloads.json');

/** One screen as the web build lists it (apps/web/bundling/signed-in.ts `ShellPreload`). */
interface ShellPreload extends ScreenFiles {
  screen: string;
  /** React Router paths from the root: `:name` one segment, a last `*` any rest (none too). */
  paths: string[];
}

/** A shell to send, with its compressed forms made once, and the screen's files (for a page rendered with them). */
export interface PreloadingShell extends ScreenFiles {
  screen: string;
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Whether a canonical path is one of a route's addresses; static segments compare in any case, as React Router's. */
export function matchesRoute(route: string, pathname: string): boolean {
  const parts = route.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  for (const [index, part] of parts.entries()) {
    if (part === '*' && index === parts.length - 1) return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return segments.length === parts.length;
}

/** The shell with the screen's files it does not name already, a line each before the line that ends the head. */
function withPreloads(template: string, { scripts, styles }: ShellPreload): string {
  const named = (file: string) => template.includes(`"/${file}"`);
  const links = [
    ...scripts.filter((file) => !named(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles
      .filter((file) => !named(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  const head = template.indexOf('</head>');
  if (head < 0) return template;
  const headEnds = template.lastIndexOf('\n', head) + 1;
  return `${template.slice(0, headEnds)}${links.map((link) => `    ${link}\n`).join('')}${template.slice(headEnds)}`;
}

const modified = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : undefined);

/**
 * The preloading shell for a path, or undefined when the path is no such screen's (or the build lists none). Made again
 * when the build changes on disk.
 */
export function createShellPreloads(
  webDistDir: string,
  warn: (message: string) => void,
): (pathname: string) => PreloadingShell | undefined {
  const indexFile = path.join(webDistDir, 'index.html');
  const listFile = path.join(webDistDir, SHELL_PRELOADS_FILE);
  let made: { stamp: string; screens: { preload: ShellPreload; shell: PreloadingShell }[] } | undefined;

  const screens = () => {
    const stamp = `${modified(indexFile)}:${modified(listFile)}`;
    if (made?.stamp === stamp) return made.screens;
    let list: ShellPreload[] = [];
    try {
      if (fs.existsSync(indexFile) && fs.existsSync(listFile)) list = JSON.parse(fs.readFileSync(listFile, 'utf8'));
    } catch (error) {
      // The plain shell then, as before the list existed: the screens load their files once the router asks.
      warn(`${listFile} could not be read, so lesson pages' shells preload nothing: ${error}`);
    }
    const template = list.length > 0 ? fs.readFileSync(indexFile, 'utf8') : '';
    made = {
      stamp,
      screens: list.map((preload) => {
        const html = withPreloads(template, preload);
        const { screen, scripts, styles } = preload;
        const shell = { screen, scripts, styles, html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) };
        return { preload, shell };
      }),
    };
    return made.screens;
  };

  return (pathname) =>
    screens().find(({ preload }) => preload.paths.some((route) => matchesRoute(route, pathname)))?.shell;
}

/**
 * The files of the screen a teacher most likely opens next (the page names it, the build lists its files), fetched
 * ahead so the app's import of that screen finds them in the browser's cache (the files are immutable). Its
 * stylesheets (a few kilobytes, which that page, opened before the app runs, is drawn with) are prefetched from the
 * head; its scripts are named on the page's module script (`data-prefetch-files`), for the app's entry to fetch with
 * the app's own once the first screen is painted (apps/web/src/main.tsx): they would share a slow line with the
 * page's stylesheet and typeface.
 */
export function withNextScreenFiles(html: string, files: ScreenFiles | undefined): string {
  if (!files) return html;
  const unnamed = (file: string) => /^[\w./-]+$/.test(file) && !html.includes(`/${file}`);
  const styles = files.styles.filter(unnamed);
  const scripts = files.scripts.filter(unnamed).map((file) => `/${file}`);
  // As the app links them (`crossorigin`), so the browser reuses the copy.
  const prefetches = styles.map((file) => `<link rel="prefetch" crossorigin href="/${file}">`).join('');
  const named = html.replace('</head>', `${prefetches}</head>`);
  if (scripts.length === 0) return named;
  return named.replace('<script type="module"', `<script type="module" data-prefetch-files="${scripts.join(' ')}"`);
}
