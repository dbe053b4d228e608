/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It changes only what offline lessons
 * need: the app's files are precached (fingerprinted, so cache-first is what the network would give), and three
 * kinds of request use the network first and fall back to what is saved when it fails: page loads (the app
 * shell), POST /graphql (the saved answers of lesson mode's queries) and /uploads files (with Range answers for
 * films and recordings). Everything else never reaches a handler and keeps the browser's normal behaviour.
 *
 * A new deployment's worker installs beside the running one and only takes over once no tab uses the old one
 * (no skipWaiting): a lesson in progress keeps the files of its own build, never a mix.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { graphqlAnswerKey, OFFLINE_CACHE_PREFIX, OFFLINE_SHELL_CACHE, SHELL_OPERATIONS } from './offlinePlan';
import { soundfontPrecache } from '../../components/score/soundfont';

/** The parts of the worker's global scope used here (the DOM typings of the app have no ServiceWorkerGlobalScope). */
declare const self: { __WB_MANIFEST: (string | PrecacheEntry)[]; location: Location };

// '/' stays a network request (directoryIndex off): the shell is only the fallback of a failed page load.
// The score player's notes too, so a saved lesson's scores play offline.
precacheAndRoute([...self.__WB_MANIFEST, ...soundfontPrecache()], { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker controls open tabs at once; a later one activates only when no tab uses its predecessor.
clientsClaim();

/**
 * A file or answer saved by an offline save, or a shell answer kept as it passed (never the precache, which holds
 * only the app's own files).
 */
async function findSaved(key: string): Promise<Response | undefined> {
  const names = (await caches.keys()).filter(
    (name) => name.startsWith(OFFLINE_CACHE_PREFIX) || name === OFFLINE_SHELL_CACHE,
  );
  for (const name of names) {
    const found = await (await caches.open(name)).match(key, { ignoreVary: true });
    if (found) return found;
  }
  return undefined;
}

/** The latest answer of a shell operation (the header's menus, the home page), unless it carries errors. */
async function keepShellAnswer(key: string, response: Response): Promise<void> {
  const body = await response.text();
  const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
  if (!parsed.data || parsed.errors?.length) return;
  await (
    await caches.open(OFFLINE_SHELL_CACHE)
  ).put(key, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/graphql',
  async ({ request, event }) => {
    const { operationName, variables } = (await request
      .clone()
      .json()
      .catch(() => ({}))) as { operationName?: string; variables?: unknown };
    const key = operationName ? graphqlAnswerKey(operationName, variables) : null;
    try {
      const response = await fetch(request);
      // Kept beside the answer, not before it: the page never waits for the copy.
      // A preview's drafts (lib/preview.ts) are never kept for later. Its request says so: every GraphQL answer is
      // sent `no-store` (Apollo Server's default), so the answer's headers cannot.
      const previewing = request.headers.has('x-preview-token');
      if (key && response.ok && !previewing && SHELL_OPERATIONS.has(operationName!))
        event.waitUntil(keepShellAnswer(key, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const saved = key ? await findSaved(key) : undefined;
      if (saved) return saved;
      throw error;
    }
  },
  'POST',
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await findSaved(url.pathname + url.search);
      if (!saved) throw error;
      // Players ask for byte ranges; the saved copy is the whole file.
      return request.headers.has('Range') ? createPartialResponse(request, saved) : saved;
    }
  },
);
