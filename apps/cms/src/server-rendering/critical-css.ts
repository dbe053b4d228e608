import crypto from 'node:crypto';
import Beasties from 'beasties';

/**
 * The first screen's CSS arrives with the HTML (issue 30): Beasties keeps the rules of the app's stylesheets that
 * match the rendered page, inlines them in the head, and loads the whole stylesheets without blocking the first paint
 * (`media="print"`, switched to their media by one small inline script; a `<noscript>` link without JavaScript).
 */

/**
 * The script Beasties's "media-script" strategy appends (beasties/dist/index.mjs, DEFERRED_MEDIA_SCRIPT): always the
 * same text, so the Content-Security-Policy names its hash (config/middlewares.ts). A page whose script differs (a
 * new Beasties) is refused at render time, so a change can never silently leave the stylesheets off.
 */
export const DEFERRED_STYLES_SCRIPT =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})";

/** The CSP source that allows DEFERRED_STYLES_SCRIPT, and nothing else, to run inline. */
export const DEFERRED_STYLES_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(DEFERRED_STYLES_SCRIPT).digest('base64')}'`;

/** The stylesheets the shell only preloads (CSS of the chunks the first screen imports): inlined too. */
function preloadedStylesheets(template: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of template.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="preload"/.test(tag) || !/\bas="style"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href?.startsWith('/assets/') && href.endsWith('.css')) hrefs.push(href);
  }
  return hrefs;
}

/** A function that gives a rendered page its critical CSS; one per built app (it caches the parsed stylesheets). */
export function criticalCssInliner(webDistDir: string, template: string): (html: string) => Promise<string> {
  const additional = preloadedStylesheets(template);
  const beasties = new Beasties({
    path: webDistDir,
    publicPath: '/',
    preload: 'media-script',
    additionalStylesheets: additional,
    // The stylesheets stay whole: the browser caches them for every later page.
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: 'silent',
  });
  return async (html) => {
    const processed = await beasties.process(html);
    if (processed.includes('data-beasties-media') && !processed.includes(`<script>${DEFERRED_STYLES_SCRIPT}</script>`))
      throw new Error('Beasties wrote another stylesheet switch than the one the Content-Security-Policy allows');
    // The preloads of stylesheets now inlined: fetched again by the chunk that imports them, when it loads. Beasties's
    // own mark on <html> goes too.
    return additional.reduce(
      (page, href) => page.replace(new RegExp(`<link\\b[^>]*\\bhref="${escapeRegExp(href)}"[^>]*>`), ''),
      processed.replace(/(<html\b[^>]*?) data-beasties-container(?:="")?/, '$1'),
    );
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
