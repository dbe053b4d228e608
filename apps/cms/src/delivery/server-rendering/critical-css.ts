import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A rendered page with its critical CSS inline (issue 44, item 7): the rules its elements use in a `<style>` in the
 * head, and its stylesheets linked at the end of the body (a preload where they were), so the page is painted as its
 * HTML arrives instead of a round trip and the whole stylesheet later. The app's scripts still run after the
 * stylesheets have loaded (a module script waits for them), so nothing the app draws or measures lacks a rule.
 * Beasties' runtime does the matching, from the plans the web build compiled of its stylesheets
 * (apps/web/bundling/critical-css.ts), in one pass over the HTML: about 1.5 ms for a lesson overview.
 */

/** Where the web build keeps the plans, in its output folder (apps/web/bundling/critical-css.ts). */
export const CRITICAL_CSS_FILE = path.join('.vite', 'critical-css.json');

/** What this module calls of `beasties/runtime` (the CMS's CommonJS resolution does not read its subpath types). */
interface CriticalCssRuntime {
  createProcessor(
    plans: unknown[],
    options: { inlineFonts: boolean; preloadFonts: boolean; logger: { warn: (message: string) => void } },
  ): { process(html: string): string };
}

/**
 * The page with its critical CSS inlined; unchanged when the build has no plans (a build before them, or the
 * development server's) or the runtime failed (the stylesheets stay linked as they were, the page is only slower).
 */
export type InlineCriticalCss = (html: string) => Promise<string>;

export function criticalCssInliner(
  webDistDir: string,
  importModule: (specifier: string) => Promise<unknown>,
  warn: (message: string) => void,
): InlineCriticalCss {
  const plansFile = path.join(webDistDir, CRITICAL_CSS_FILE);
  let processor: Promise<((html: string) => string) | undefined> | undefined;
  const load = async () => {
    if (!fs.existsSync(plansFile)) return undefined;
    const [runtime, plans] = await Promise.all([
      importModule(pathToFileURL(require.resolve('beasties/runtime')).href) as Promise<CriticalCssRuntime>,
      fs.promises.readFile(plansFile, 'utf8'),
    ]);
    // The typefaces' @font-face rules are inlined with the rules that use them, so the first paint is in Lexend; the
    // shell preloads their files already.
    const { process } = runtime.createProcessor(JSON.parse(plans) as unknown[], {
      inlineFonts: true,
      preloadFonts: false,
      logger: { warn: (message) => warn(`Critical CSS: ${message}`) },
    });
    return process;
  };
  return async (html) => {
    processor ??= load().catch((error: unknown) => {
      warn(`Critical CSS: the plans in ${plansFile} could not be loaded, pages link their stylesheets: ${error}`);
      return undefined;
    });
    const inline = await processor;
    if (!inline) return html;
    try {
      return inline(html);
    } catch (error) {
      warn(`Critical CSS: a page could not be processed, it links its stylesheets: ${error}`);
      return html;
    }
  };
}
