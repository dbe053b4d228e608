/// <reference types="vitest/config" />
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildEnvironmentOptions, defineConfig, transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { soundfontPlugin } from './src/components/score/soundfontPlugin';

// In production the CMS serves the built app beside these paths; in development Vite forwards them to it.
const cms = 'http://localhost:1337';
const generatedDir = fileURLToPath(new URL('./src/gql', import.meta.url));

const generatedDocumentsFile = `${generatedDir}/graphql.ts`;
const documentModule = 'virtual:graphql-document/';

/** The documents codegen wrote into src/gql/graphql.ts, by export name (LessonDocument, ImageFieldsFragmentDoc ...). */
async function loadGeneratedDocuments(): Promise<Record<string, unknown>> {
  const source = fs.readFileSync(generatedDocumentsFile, 'utf8');
  const { code } = await transformWithOxc(source, generatedDocumentsFile, { lang: 'ts' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * A generated document as the bundle carries it: without the `__typename` selections codegen wrote for the trusted
 * documents' manifest (codegen.ts), which Apollo Client adds again, every one, when it reads the document; its id
 * (`__meta__`) still names the text with them. About 1 KB of the first visit's script.
 */
function withoutTypenames(node: unknown, parentKind?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutTypenames(item, parentKind));
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) kept[key] = withoutTypenames(value, record.kind as string);
  // Apollo adds none to an operation's own selection set: what is there was written so, and stays.
  if (record.kind === 'SelectionSet' && parentKind !== 'OperationDefinition') {
    kept.selections = (kept.selections as Record<string, unknown>[]).filter(
      (selection) =>
        !(
          selection.kind === 'Field' &&
          (selection.name as { value: string }).value === '__typename' &&
          !selection.alias &&
          !(selection.directives as unknown[] | undefined)?.length
        ),
    );
  }
  return kept;
}

/**
 * Each `graphql(`…`)` call becomes its one generated document, as a module of its own: the codegen's optimiser
 * names it, then the document is taken out of src/gql/graphql.ts. A chunk then carries only the documents it uses,
 * where gql.ts's map (or one module of every document) would put all of them in the entry.
 */
function graphqlDocumentsPerModule(): Plugin {
  let documents: Promise<Record<string, unknown>> | undefined;
  return {
    name: 'graphql-documents-per-module',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: generatedDir, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      const rewritten = result.code.replace(
        /import \{ (\w+(?:Document|FragmentDoc)) \} from "[^"]*\/gql\/graphql";/g,
        (_, name: string) => `import ${name} from "${documentModule}${name}";`,
      );
      return { code: rewritten, map: result.map };
    },
    resolveId(source) {
      return source.startsWith(documentModule) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${documentModule}`)) return null;
      const name = id.slice(documentModule.length + 1);
      documents ??= loadGeneratedDocuments();
      const document = (await documents)[name];
      if (!document) throw new Error(`${name} is not in src/gql/graphql.ts: run \`npm run codegen\``);
      return `export default ${JSON.stringify(withoutTypenames(document))};`;
    },
  };
}

/**
 * The manifest of the app's trusted documents (codegen's src/gql/persisted-documents.json), beside the server entry in
 * dist-server/: the CMS loads it at start and runs only these operations (README "Trusted documents"). The browser's
 * build, which the CMS serves to anyone, does not carry it.
 */
function trustedDocumentsManifest(): Plugin {
  return {
    name: 'trusted-documents-manifest',
    apply: 'build',
    generateBundle() {
      const source = fs.readFileSync(`${generatedDir}/persisted-documents.json`, 'utf8');
      this.emitFile({ type: 'asset', fileName: 'persisted-documents.json', source });
    },
  };
}

/** React Router publishes the same code twice; the production copy leaves out the development warnings. */
const reactRouterProduction = `${path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/production/`;

/** The browser's entry: the stylesheet and the few lines that decide when to start the app. */
const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** The app's pieces, which the entry evaluates one after the other (main.tsx), by chunk name. */
const appPieces = {
  react: './src/app/stageReact.ts',
  apollo: './src/lib/apolloClient.ts',
  router: './src/app/router.tsx',
  app: './src/app/start.tsx',
};

const featureModule = (file: string) => fileURLToPath(new URL(`./src/features/${file}`, import.meta.url));
/** The route modules of a first visit's screens: the home page; an audience home and a programme page. */
const homeScreen = featureModule('home/routes.ts');
const firstVisitScreens = ['audiences/routes.ts', 'programmes/routes.tsx'].map(featureModule);

/**
 * The icons are left to Rolldown's own splitting: the icon set's one module (components/icons.ts) names them all, so
 * a group taking what it imports would carry every icon any screen shows, where each screen needs a few.
 */
const isIcon = (moduleId: string) =>
  moduleId.includes('/node_modules/lucide-react/') || moduleId.endsWith('/components/icons.ts');

/**
 * Chunks where Rolldown's automatic splitting made a dozen small ones that a first visit loads one after another on a
 * slow connection's six:
 * - `index`: the entry (main.tsx) and the stylesheet, a few hundred bytes of script;
 * - `react`, `apollo`, `router`, `app`: the app's pieces (appPieces), each with what it loads statically that an
 *   earlier piece does not: React; Apollo; React Router, the routes and layouts; the app's start;
 * - `home`, `first-visit`: the code the first-visit screens load beside it (the home page; an audience home and a
 *   programme page): theirs and the shared components they import,
 *   not what they load on demand.
 */
function entryAndFirstVisitChunks(): Rolldown.CodeSplittingNameFunction {
  let members: Map<string, string> | undefined;
  return (id, context) => {
    members ??= (() => {
      const groups = new Map<string, string>();
      const add = (name: string, roots: string[]) => {
        const missing = roots.filter((root) => !context.getModuleInfo(root));
        if (missing.length > 0) throw new Error(`entryAndFirstVisitChunks: no module ${missing.join(', ')} (renamed?)`);
        const pending = [...roots];
        while (pending.length > 0) {
          const moduleId = pending.pop()!;
          if (groups.has(moduleId) || isIcon(moduleId)) continue;
          groups.set(moduleId, name);
          pending.push(...(context.getModuleInfo(moduleId)?.importedIds ?? []));
        }
      };
      add('index', [entryModule]);
      for (const [name, file] of Object.entries(appPieces)) add(name, [fileURLToPath(new URL(file, import.meta.url))]);
      add('home', [homeScreen]);
      add('first-visit', firstVisitScreens);
      return groups;
    })();
    return members.get(id) ?? null;
  };
}

/**
 * The app's chunk and the first-visit screens' chunks (home; audience and programme) fetched beside the entry
 * (modulepreloads in index.html) instead of after it has run, for a page the browser renders. A page the server
 * rendered leaves these out (entry-server.tsx): its first screen needs no script, which comes after it.
 */
function preloadFirstVisitChunk(): Plugin {
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
function preloadFonts(): Plugin {
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

/**
 * The browser's build (dist/) and, with --ssr, the server entry the CMS renders public pages with (dist-server/,
 * src/entry-server.tsx): the same modules, without the browser's chunking, service worker and compressed copies.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [graphqlDocumentsPerModule(), react(), trustedDocumentsManifest()] : browserPlugins(),
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : [],
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global colour functions; its warnings are not ours to fix.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: {
    proxy: { '/graphql': cms, '/api': cms, '/uploads': cms, '/documents': cms },
  },
  build: isSsrBuild ? serverBuild : browserBuild,
  // React Bootstrap's deep imports (react-bootstrap/Card, dom-helpers/css) are folders Node's ES loader cannot import.
  ssr: {
    noExternal: [
      'react-bootstrap',
      'dom-helpers',
      '@restart/ui',
      '@restart/hooks',
      'uncontrollable',
      'react-transition-group',
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Room for the `findBy*` waits (src/test/setup.ts) on a loaded CI machine; a passing test ends long before.
    testTimeout: 30_000,
    // A worker's test files share one page and module registry instead of each building its own (jsdom, MSW, the
    // app's modules): 190 → 57 s of processor time for the suite. src/test/setup.ts leaves nothing of a file to the
    // next; `npx vitest run --sequence.shuffle` checks that no file depends on the order.
    pool: 'threads',
    isolate: false,
  },
}));

/** The server entry as one ES module beside its screens' chunks; packages stay in node_modules. */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist-server',
  rolldownOptions: { output: { format: 'es' } },
};

function browserPlugins() {
  return [
    graphqlDocumentsPerModule(),
    react(),
    preloadFirstVisitChunk(),
    preloadFonts(),
    // The score player's piano, one MP3 per note (precached by the service worker: src/components/score).
    soundfontPlugin(),
    // Offline lessons' service worker (src/features/offline/sw.ts), with the app's files it precaches; registered
    // by the app itself (main.tsx), no web app manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The shell and every chunk a lesson may load (lesson mode's own, the markdown renderer, the players).
        globPatterns: ['index.html', 'assets/*.{js,css,woff2,svg}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    // Precompressed beside each file (name.js.br, name.js.gz); the CMS sends whichever the browser accepts.
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: 0,
    }),
  ];
}

const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  rolldownOptions: {
    output: {
      // The groups already hold everything their modules import but an earlier group's; letting Rolldown add those
      // dependencies would move React and React Router out of `app` into `first-visit`.
      codeSplitting: {
        groups: [
          {
            name: entryAndFirstVisitChunks(),
            debugName: 'index, app, first-visit',
            includeDependenciesRecursively: false,
          },
        ],
      },
      // Name each feature's lazy chunk after its folder (home-[hash].js, lesson-mode-[hash].js ...).
      chunkFileNames: (chunk) => {
        const feature = chunk.facadeModuleId?.match(/\/features\/([^/]+)\/routes\.tsx?$/)?.[1];
        return `assets/${feature ?? '[name]'}-[hash].js`;
      },
    },
  },
};
