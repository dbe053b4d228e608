/**
 * The stylesheets' critical-CSS plans, for the CMS's server-rendered pages (issue 44, item 7): on a phone's connection
 * a rendered page waited for its whole stylesheet, a round trip and 18 KB after the HTML, before its first paint. The
 * CMS inlines the rules a page's elements use and loads the stylesheet after them
 * (apps/cms/src/delivery/server-rendering/critical-css.ts). Beasties' compiler turns each built stylesheet into a plan
 * here, once; its runtime matches a rendered page against the plans in one pass of the HTML (about 1.5 ms for a lesson
 * overview). It finds the typefaces a page needs by the font-family its rules name (styles/_base.scss names Lexend).
 */
import { compileSheet, encodePlan } from 'beasties/compiler';
import type { Plugin } from 'vite';

/** Where the build keeps them, beside Vite's manifest: the server's, never served (apps/cms/src/middlewares/spa.ts). */
export const CRITICAL_CSS_FILE = '.vite/critical-css.json';

/** A plan for every stylesheet of the build, each matched by the address a page links it at (`/assets/…css`). */
export function criticalCssPlans(): Plugin {
  return {
    name: 'critical-css-plans',
    apply: 'build',
    generateBundle(_options, bundle) {
      const plans = Object.values(bundle).flatMap((output) =>
        output.type === 'asset' && output.fileName.endsWith('.css')
          ? [encodePlan(compileSheet(String(output.source), { href: `/${output.fileName}` }))]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: CRITICAL_CSS_FILE, source: JSON.stringify(plans) });
    },
  };
}
