import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadMarkdownRenderer } from '../components/richTextRenderer';
import { server } from './server';

// jsdom has no matchMedia; react-bootstrap's Offcanvas (the login panel) asks it about breakpoints.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(async () => {
  // The screens' rich text renders at once, as after the renderer chunk has arrived (components/richTextRenderer.ts).
  await loadMarkdownRenderer();
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom does not scroll; React Router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  document.title = '';
});

afterAll(() => {
  server.close();
});
