/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the CMS serves the built app beside these paths; in development Vite forwards them to it.
const cms = 'http://localhost:1337';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/graphql': cms, '/api': cms, '/uploads': cms, '/documents': cms },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Name each feature's lazy chunk after its folder (home-[hash].js, lesson-mode-[hash].js ...).
        chunkFileNames: (chunk) => {
          const feature = chunk.facadeModuleId?.match(/\/features\/([^/]+)\/routes\.tsx?$/)?.[1];
          return `assets/${feature ?? '[name]'}-[hash].js`;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
