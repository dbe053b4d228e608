import type { ApolloClient } from '@apollo/client';
import { getToken } from '../../lib/session';
import { activitySlideshowQuery, lessonSlideShowQuery, playlistSlideShowQuery } from '../lesson-mode';
import {
  firstOperation,
  followUpOperations,
  graphqlAnswerKey,
  limitProblem,
  mediaPaths,
  metaKey,
  OFFLINE_META_CACHE,
  offlineCacheName,
  offlineId,
  type OfflineTarget,
  type PlannedOperation,
  type SavedOffline,
} from './offlinePlan';
import { listSaved, savedBytes } from './savedLessons';

const documents = {
  LessonSlideShow: lessonSlideShowQuery,
  ActivitySlideshow: activitySlideshowQuery,
  PlaylistSlideShow: playlistSlideShowQuery,
} as const;

export class OfflineSaveError extends Error {}

/** Bytes saved so far of the bytes the save needs. */
export interface SaveProgress {
  loaded: number;
  total: number;
}

const authHeaders = (): Record<string, string> => {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** An answer as lesson mode's request would get it, read through Apollo so that it has the same fields. */
async function fetchAnswer(client: ApolloClient, operation: PlannedOperation): Promise<{ data: unknown }> {
  const { data } = await client.query({
    query: documents[operation.operationName],
    variables: operation.variables as never,
    fetchPolicy: 'network-only',
  });
  if (!data) throw new OfflineSaveError('The lesson could not be read. Please try again.');
  return { data };
}

/** The size the server gives for a file, without its body. */
async function contentLength(path: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(path, { method: 'HEAD', headers: authHeaders(), signal });
  if (!response.ok) throw new OfflineSaveError(`A file of this lesson could not be saved (${response.status}).`);
  return Number(response.headers.get('Content-Length') ?? 0);
}

/** Reads a file, counting its bytes as they arrive; kept whole (no Vary) so that any later request matches it. */
async function download(path: string, signal: AbortSignal, onBytes: (count: number) => void): Promise<Response> {
  const response = await fetch(path, { headers: authHeaders(), signal });
  if (!response.ok || !response.body)
    throw new OfflineSaveError(`A file of this lesson could not be saved (${response.status}).`);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes(value.byteLength);
  }
  const body = new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? '' });
  return new Response(body, {
    headers: { 'Content-Type': body.type, 'Content-Length': String(body.size), 'Accept-Ranges': 'bytes' },
  });
}

/** Runs `work` over `items`, four at a time. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, items.length) }, worker));
  return results;
}

/**
 * Saves what lesson mode needs for a lesson or playlist: its GraphQL answers (under the keys the service worker
 * looks up) and every file they name, refusing a save that would pass the limit. A failed or cancelled save
 * leaves nothing behind.
 */
export async function saveOffline(
  client: ApolloClient,
  target: OfflineTarget,
  title: string,
  path: string,
  onProgress: (progress: SaveProgress) => void,
  signal: AbortSignal,
): Promise<SavedOffline> {
  const id = offlineId(target);
  const first = firstOperation(target);
  const firstAnswer = await fetchAnswer(client, first);
  const operations = [first, ...followUpOperations(target, firstAnswer.data)];
  const answers = [
    firstAnswer,
    ...(await inBatches(operations.slice(1), (operation) => fetchAnswer(client, operation))),
  ];
  const bodies = answers.map((answer) => JSON.stringify(answer));
  const answerBytes = bodies.reduce((sum, body) => sum + new Blob([body]).size, 0);

  const paths = mediaPaths(answers, window.location.origin);
  const sizes = await inBatches(paths, (path) => contentLength(path, signal));
  const total = answerBytes + sizes.reduce((sum, size) => sum + size, 0);
  const others = (await listSaved()).filter((save) => save.id !== id);
  const problem = limitProblem(savedBytes(others), total);
  if (problem) throw new OfflineSaveError(problem);

  let loaded = answerBytes;
  onProgress({ loaded, total });
  await caches.delete(offlineCacheName(id));
  const cache = await caches.open(offlineCacheName(id));
  try {
    await Promise.all(
      operations.map((operation, index) =>
        cache.put(
          graphqlAnswerKey(operation.operationName, operation.variables),
          new Response(bodies[index], { headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
    );
    await inBatches(paths, async (path) => {
      const response = await download(path, signal, (count) => {
        loaded += count;
        onProgress({ loaded, total: Math.max(total, loaded) });
      });
      await cache.put(path, response);
    });
  } catch (error) {
    await caches.delete(offlineCacheName(id));
    throw error;
  }
  const saved: SavedOffline = {
    id,
    kind: target.kind,
    title,
    path,
    savedAt: new Date().toISOString(),
    bytes: loaded,
  };
  await (
    await caches.open(OFFLINE_META_CACHE)
  ).put(metaKey(id), new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }));
  // Asks the browser not to evict the saves under storage pressure (it may say no).
  await navigator.storage?.persist?.().catch(() => false);
  return saved;
}
