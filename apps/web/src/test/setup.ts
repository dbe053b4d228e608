import { format } from 'node:util';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadMarkdownRenderer } from '../components/richTextRenderer';
import trustedDocuments from '../gql/persisted-documents.json';
import { server } from './server';

// A screen's first render loads its lazy route chunks; on a loaded 2-core CI machine that passed the `findBy*` default
// of one second once, and three seconds with a busy loop beside the suite (issue 32). Waits end as soon as the element
// appears, so a wider bound only costs time when a test is about to fail anyway.
configure({ asyncUtilTimeout: 10_000 });

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

/**
 * A mocked answer must hold every field its document selects, as the CMS's does: Apollo warns "Missing field" when
 * one lacks a field, and the screen then renders from a partial cache. Such a test fails instead of warning.
 */
const incompleteAnswers: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...parts: unknown[]) => {
    const text = format(...parts);
    if (/Missing field '|Can't find field '/.test(text))
      incompleteAnswers.push(text.replace(/\s+/g, ' ').slice(0, 240));
    original(...parts);
  };
}

/**
 * Every GraphQL request a screen sends names one of the app's trusted documents by its id (lib/trustedDocuments.ts):
 * the CMS runs nothing else in production. A test whose screen sent another document fails.
 */
const untrustedRequests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname !== '/graphql') return;
  const read =
    request.method === 'GET'
      ? Promise.resolve({
          operationName: url.searchParams.get('operationName'),
          extensions: JSON.parse(url.searchParams.get('extensions') ?? 'null') as unknown,
        })
      : (request.clone().json() as Promise<{ operationName?: string; extensions?: unknown }>);
  void read
    .then(({ operationName, extensions }) => {
      const id = (extensions as { persistedQuery?: { sha256Hash?: string } } | null)?.persistedQuery?.sha256Hash;
      if (!id || !(id in trustedDocuments)) untrustedRequests.push(operationName ?? '(unnamed)');
    })
    .catch(() => untrustedRequests.push('(unreadable request)'));
});

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
  sessionStorage.clear();
  // What a test put in the page itself, outside what it rendered (cleanup() removes that).
  document.body.innerHTML = '';
  document.title = '';
  const untrusted = untrustedRequests.splice(0);
  const incomplete = incompleteAnswers.splice(0);
  if (untrusted.length > 0) {
    throw new Error(`GraphQL operations sent without a trusted document id: ${[...new Set(untrusted)].join(', ')}`);
  }
  if (incomplete.length > 0) {
    throw new Error(
      `A mocked GraphQL answer lacks fields its document selects:\n${[...new Set(incomplete)].join('\n')}`,
    );
  }
});

// The test files of a worker share one page and one module registry (vite.config.ts: `isolate: false`): a file leaves
// no fake clock, spy, stubbed global or environment variable to the next.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  server.close();
});
