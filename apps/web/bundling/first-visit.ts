/**
 * What a first visit loads, and how soon: the entry, the app's pieces and the first-visit screens in chunks of their
 * own, their files and the typeface preloaded from the page's head (vite.config.ts uses these for the browser's build).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { type ChunkRoots, featureModule, staticImportChunks } from './module-graph';

/** The browser's entry: the stylesheet and the few lines that decide when to start the app. */
const entryModule = fileURLToPath(new URL('../src/main.tsx', import.meta.url));

/** The app's pieces, which the entry evaluates one after the other (main.tsx), by chunk name. */
const appPieces = {
  react: '../src/app/stageReact.ts',
  apollo: '../src/lib/apolloClient.ts',
  router: '../src/app/router.tsx',
  app: '../src/app/start.tsx',
};

/** The route modules of a first visit's screens: the home page; an audience home and a programme page. */
const homeScreen = featureModule('home/routes.ts');
const firstVisitScreens = ['audiences/routes.ts', 'programmes/routes.tsx'].map(featureModule);

/**
 * Chunks where Rolldown's automatic splitting made a dozen small ones that a first visit loads one after another on a
 * slow connection's six (icons excepted, module-graph.ts):
 * - `index`: the entry (main.tsx) and the stylesheet, a few hundred bytes of script;
 * - `react`, `apollo`, `router`, `app`: the app's pieces (appPieces), each with what it loads statically that an
 *   earlier piece does not: React; Apollo; React Router, the routes and layouts; the app's start;
 * - `home`, `first-visit`: the code the first-visit screens load beside it (the home page; an audience home and a
 *   programme page): theirs and the shared components they import,
 *   not what they load on demand.
 */
export function entryAndFirstVisitChunks(): Rolldown.CodeSplittingNameFunction {
  return staticImportChunks('entryAndFirstVisitChunks', [
    ['index', [entryModule]],
    ...Object.entries(appPieces).map(([name, file]): ChunkRoots => [
      name,
      [fileURLToPath(new URL(file, import.meta.url))],
    ]),
    ['home', [homeScreen]],
    ['first-visit', firstVisitScreens],
  ]);
}

/**
 * The app's chunk and the first-visit screens' chunks (home; audience and programme) fetched beside the entry
 * (modulepreloads in index.html) instead of after it has run, for a page the browser renders. A page the server
 * rendered leaves these out (entry-server.tsx): its first screen needs no script, which comes after it.
 */
export function preloadFirstVisitChunk(): Plugin {
  return {
    name: 'preload-first-visit-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const [app, ...screens] = ['app', 'home', 'first-visit'].map((name) => {
          const chunk = Object.values(bundle ?? {}).find(
            (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.name === name,
          );
          if (!chunk) throw new Error(`preloadFirstVisitChunk: no ${name} chunk in the build`);
          return chunk;
        });
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const appFiles = [app.fileName, ...app.imports].filter((file) => !alreadyLoaded.has(file));
        const screenFiles = [...new Set(screens.flatMap((chunk) => [chunk.fileName, ...chunk.imports]))].filter(
          (file) => !alreadyLoaded.has(file) && !appFiles.includes(file),
        );
        const styles = [app, ...screens].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
        const preload = (file: string, mark: 'data-app' | 'data-screen') => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', [mark]: true, crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        });
        return [
          // Marked: a server-rendered page fetches the app's files after its first screen instead, and its own
          // screen's when the app asks for it, not every first-visit screen's (entry-server.tsx).
          ...appFiles.map((file) => preload(file, 'data-app')),
          ...screenFiles.map((file) => preload(file, 'data-screen')),
          // Fetched early too, applied when the screen's code asks for it (as without this preload).
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/** The typeface's files every page's first screen draws with (main.tsx imports these three weights, latin only). */
const FIRST_SCREEN_FONT = /(^|\/)lexend-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * The typeface preloaded from the head: a page's text is drawn in it as soon as the HTML arrives, instead of after the
 * stylesheet has been read (the first screen of a server-rendered page needs no script, only these).
 */
export function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.values(bundle ?? {})
          .filter((output) => output.type === 'asset' && FIRST_SCREEN_FONT.test(output.fileName))
          .map((output) => output.fileName)
          .sort();
        if (fonts.length !== 3) throw new Error(`preloadFonts: expected Lexend's three weights, found ${fonts.length}`);
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
