/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { bootstrapInUse } from './bundling/bootstrap-in-use';
import { criticalCssPlans } from './bundling/critical-css';
import { entryAndFirstVisitChunks, preloadFirstVisitChunk, preloadFonts } from './bundling/first-visit';
import { graphqlDocumentsPerModule, trustedDocumentsManifest } from './bundling/graphql-documents';
import { shellPreloads, signedInScreenChunks } from './bundling/signed-in';
import { soundfontPlugin } from './src/components/score/soundfontPlugin';

// In production the CMS serves the built app beside these paths; in development Vite forwards them to it.
const cms = 'http://localhost:1337';

/** React Router publishes the same code twice; the production copy leaves out the development warnings. */
const reactRouterProduction = `${path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/production/`;

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
    // Built stylesheets keep only the Bootstrap the app uses; development serves it whole.
    postcss: command === 'build' && !isSsrBuild ? { plugins: [bootstrapInUse()] } : {},
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
    // The lesson overview's and lesson mode's files by their routes, for the CMS's shell of a signed-in lesson page.
    shellPreloads(),
    // Each stylesheet's critical-CSS plan, for the CMS to inline what a rendered page uses (bundling/critical-css.ts).
    criticalCssPlans(),
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
  // Every browser the app supports follows modulepreload links itself (Safari since 17); where one does not, the links
  // are hints it skips and the modules load as they are imported. The polyfill was 0.4 KB of every first visit's
  // JavaScript (issue 44: `/` within 150 KB).
  modulePreload: { polyfill: false },
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
          {
            name: signedInScreenChunks(),
            debugName: 'lessons, lesson-mode',
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
