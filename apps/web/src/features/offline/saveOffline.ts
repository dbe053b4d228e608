import type { ApolloClient } from '@apollo/client';
import { richTextSegments, uploadedFileQuery } from '../../components/RichText';
import { getToken } from '../../lib/session';
import { activityPageQuery, activityPageVariables } from '../activities';
import { activitySlideshowQuery, lessonSlideShowQuery, playlistSlideShowQuery } from '../lesson-mode';
import { schemeLessonsQuery } from '../lessons';
import { playlistQuery } from '../playlists';
import {
  answerTexts,
  firstOperations,
  followUpOperations,
  graphqlAnswerKey,
  lessonActivityIds,
  lessonModePathFrom,
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

/** Each saved request's document: the very one its page sends, so that the answers have the page's fields. */
const documents = {
  LessonSlideShow: lessonSlideShowQuery,
  ActivitySlideshow: activitySlideshowQuery,
  PlaylistSlideShow: playlistSlideShowQuery,
  SchemeLessonsQuery: schemeLessonsQuery,
  ActivityPage: activityPageQuery,
  Playlist: playlistQuery,
  UploadedFile: uploadedFileQuery,
} as const;

/** Requests whose failure leaves their page unsaved rather than failing the save. */
const OPTIONAL_PAGES = new Set<PlannedOperation['operationName']>(['ActivityPage', 'UploadedFile']);

export class OfflineSaveError extends Error {}

/** Files saved so far of the files the save needs (the pages' answers count as one), and the same in bytes. */
export interface SaveProgress {
  files: number;
  totalFiles: number;
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

/**
 * What the answers lead to, beyond the slideshows lesson mode opens: each activity's own page under the lesson (as
 * ActivityPage asks for it there) and the files named by rich text's audio shortcodes.
 */
function pagesLedTo(target: OfflineTarget, answers: { data: unknown }[]): PlannedOperation[] {
  const data = answers.map((answer) => answer.data);
  const operations = data.flatMap((answer) => followUpOperations(target, answer));
  if (target.kind === 'lesson') {
    for (const activity of lessonActivityIds(data)) {
      const route = {
        audience: '',
        programme: target.programmeSlug,
        unit: target.unitId,
        lesson: target.lessonId,
        activity,
      };
      const variables = activityPageVariables(
        target.customUnitId !== null ? { kind: 'custom-unit-lesson', ...route } : { kind: 'lesson', ...route },
      );
      operations.push({ operationName: 'ActivityPage', variables: { ...variables } });
    }
  }
  for (const text of answerTexts(data)) {
    for (const segment of richTextSegments(text)) {
      if (segment.kind === 'audio')
        operations.push({ operationName: 'UploadedFile', variables: { id: segment.fileId } });
    }
  }
  return operations;
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
 * Saves what the pages of a lesson or playlist need: the page it is saved from, its activities' pages and lesson
 * mode. Their GraphQL answers go under the keys the service worker looks up, with every file they name; a save that
 * would pass the limit is refused. A failed or cancelled save leaves nothing behind.
 */
export async function saveOffline(
  client: ApolloClient,
  target: OfflineTarget,
  title: string,
  pagePath: string,
  onProgress: (progress: SaveProgress) => void,
  signal: AbortSignal,
): Promise<SavedOffline> {
  const id = offlineId(target);
  const operations: PlannedOperation[] = [];
  const answers: { data: unknown }[] = [];
  const planned = new Set<string>();
  // Rounds: each one's answers name the next one's requests (lesson, then its activities, then their files).
  let round = firstOperations(target);
  while (round.length > 0) {
    const fresh = round.filter((operation) => {
      const key = graphqlAnswerKey(operation.operationName, operation.variables);
      if (planned.has(key)) return false;
      planned.add(key);
      return true;
    });
    const freshAnswers = await inBatches(fresh, (operation) =>
      // An activity's page or a shortcode's file that cannot be read is left out; the lesson and its slides cannot.
      OPTIONAL_PAGES.has(operation.operationName)
        ? fetchAnswer(client, operation).catch(() => null)
        : fetchAnswer(client, operation),
    );
    fresh.forEach((operation, index) => {
      const answer = freshAnswers[index];
      if (!answer) return;
      operations.push(operation);
      answers.push(answer);
    });
    round = pagesLedTo(
      target,
      freshAnswers.filter((answer): answer is { data: unknown } => answer !== null),
    );
  }
  const bodies = answers.map((answer) => JSON.stringify(answer));
  const answerBytes = bodies.reduce((sum, body) => sum + new Blob([body]).size, 0);

  const paths = mediaPaths(answers, window.location.origin);
  const sizes = await inBatches(paths, (path) => contentLength(path, signal));
  const total = answerBytes + sizes.reduce((sum, size) => sum + size, 0);
  const others = (await listSaved()).filter((save) => save.id !== id);
  const problem = limitProblem(savedBytes(others), total);
  if (problem) throw new OfflineSaveError(problem);

  let loaded = answerBytes;
  let files = 1;
  const totalFiles = paths.length + 1;
  onProgress({ files, totalFiles, loaded, total });
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
        onProgress({ files, totalFiles, loaded, total: Math.max(total, loaded) });
      });
      await cache.put(path, response);
      files += 1;
      onProgress({ files, totalFiles, loaded, total: Math.max(total, loaded) });
    });
  } catch (error) {
    await caches.delete(offlineCacheName(id));
    throw error;
  }
  const saved: SavedOffline = {
    id,
    kind: target.kind,
    title,
    path: lessonModePathFrom(pagePath),
    pagePath,
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
