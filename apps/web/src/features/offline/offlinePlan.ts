/**
 * What saving a lesson or playlist for offline use means, without any browser storage: the requests lesson mode
 * sends, the keys the service worker finds their answers under, the media they name, and the rules on when a save is
 * allowed or must go. The page (offlineStore.ts) and the service worker (sw.ts) share these.
 */

/** The most that saved lessons may take together (the issue's "a limit such as 1 GB"). */
export const OFFLINE_LIMIT_BYTES = 1024 ** 3;

/** One Cache Storage cache per saved lesson or playlist: removing it drops everything it saved. */
export const OFFLINE_CACHE_PREFIX = 'offline-lesson-';
/** The saves' titles, dates and sizes, one small JSON entry each. */
export const OFFLINE_META_CACHE = 'offline-lessons-meta';
/** Synthetic URLs (never requested from the server) that key saved GraphQL answers and the metadata. */
const OFFLINE_KEY_PREFIX = '/__offline/';
/**
 * The latest answers of what every page's frame and the home page ask (the header's menus, the home's content), kept
 * by the service worker as they pass, so that the home page and the header of a saved lesson also open offline.
 */
export const OFFLINE_SHELL_CACHE = 'offline-shell';
/** The operations kept in OFFLINE_SHELL_CACHE: they take no variables and hold nothing private to one lesson. */
export const SHELL_OPERATIONS: ReadonlySet<string> = new Set(['AudiencesAndProgrammes', 'learningResourcesHome']);

/**
 * What a page offers to save. A lesson is saved as its overview shows it (the unit and programme of its address), so
 * that its overview and its activities' pages open offline at the same addresses.
 */
export type OfflineTarget =
  | { kind: 'lesson'; lessonId: string; customUnitId: string | null; unitId: string; programmeSlug: string }
  | { kind: 'playlist'; playlistId: string };

export interface SavedOffline {
  id: string;
  kind: OfflineTarget['kind'];
  title: string;
  /** ISO date and time of the save. */
  savedAt: string;
  /** Where lesson mode opens it (saves made before this was kept have none). */
  path?: string;
  /** The page it was saved from (lesson overview or playlist page), which also opens offline (older saves: none). */
  pagePath?: string;
  bytes: number;
}

/** A GraphQL operation as a saved page sends it (same operation name and variables). */
export interface PlannedOperation {
  operationName:
    | 'LessonSlideShow'
    | 'ActivitySlideshow'
    | 'PlaylistSlideShow'
    | 'SchemeLessonsQuery'
    | 'ActivityPage'
    | 'Playlist'
    | 'UploadedFile';
  variables: Record<string, unknown>;
}

export function offlineId(target: OfflineTarget): string {
  return target.kind === 'lesson'
    ? `lesson-${target.lessonId}${target.customUnitId ? `-unit-${target.customUnitId}` : ''}`
    : `playlist-${target.playlistId}`;
}

export const offlineCacheName = (id: string) => `${OFFLINE_CACHE_PREFIX}${id}`;
export const metaKey = (id: string) => `${OFFLINE_KEY_PREFIX}meta/${encodeURIComponent(id)}`;

/** JSON with object keys sorted, so that the same variables always give the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Where a saved GraphQL answer is kept: POST /graphql has no URL of its own to key it by. */
export function graphqlAnswerKey(operationName: string, variables: unknown): string {
  return `${OFFLINE_KEY_PREFIX}graphql/${encodeURIComponent(operationName)}?variables=${encodeURIComponent(stableJson(variables ?? {}))}`;
}

/**
 * The first requests of a save: the page it is saved from (lesson overview, playlist page), then what lesson mode
 * sends when started from there.
 */
export function firstOperations(target: OfflineTarget): PlannedOperation[] {
  if (target.kind === 'playlist')
    return [{ operationName: 'Playlist', variables: { id: target.playlistId } }, firstOperation(target)];
  // As LessonOverviewPage asks.
  const overview: PlannedOperation = {
    operationName: 'SchemeLessonsQuery',
    variables: {
      lessonId: target.lessonId,
      schemeId: target.unitId,
      programmeSlug: target.programmeSlug,
      customUnit: target.customUnitId !== null,
    },
  };
  return [overview, firstOperation(target)];
}

/** The request lesson mode sends when started from the lesson overview or playlist page. */
export function firstOperation(target: OfflineTarget): PlannedOperation {
  if (target.kind === 'playlist')
    return { operationName: 'PlaylistSlideShow', variables: { playlistId: target.playlistId } };
  // As LessonSlidesPage asks: the unit only under a custom unit.
  return {
    operationName: 'LessonSlideShow',
    variables: {
      lessonId: target.lessonId,
      customSchemeId: target.customUnitId ?? '',
      customUnit: target.customUnitId !== null,
    },
  };
}

function walk(value: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((entry) => walk(entry, visit));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((entry) => walk(entry, visit));
  }
}

/**
 * The per-activity requests a lesson's answer leads to: a lesson's activities also open alone in lesson mode
 * (…/activity/{id}/slides), which asks for ActivitySlideshow. A playlist's lesson mode needs nothing more.
 */
export function followUpOperations(target: OfflineTarget, answer: unknown): PlannedOperation[] {
  if (target.kind !== 'lesson') return [];
  const ids = new Set<string>();
  walk(answer, (object) => {
    if (object.__typename === 'ActivityPage' && typeof object.documentId === 'string') ids.add(object.documentId);
  });
  return [...ids].map((activityId) => ({ operationName: 'ActivitySlideshow', variables: { activityId } }));
}

/**
 * The activities a lesson's answers name (lesson mode's `ActivityPage`s, the overview's `LessonOverviewActivity`s):
 * each has a page of its own under the lesson, saved with it.
 */
export function lessonActivityIds(answers: unknown[]): string[] {
  const ids = new Set<string>();
  walk(answers, (object) => {
    if (
      (object.__typename === 'ActivityPage' || object.__typename === 'LessonOverviewActivity') &&
      typeof object.documentId === 'string'
    )
      ids.add(object.documentId);
  });
  return [...ids];
}

/** Every text of the answers, where rich text's audio shortcodes may name files of their own. */
export function answerTexts(answers: unknown[]): string[] {
  const texts: string[] = [];
  walk(answers, (object) => {
    Object.values(object).forEach((value) => {
      if (typeof value === 'string' && value.includes('[')) texts.push(value);
    });
  });
  return texts;
}

/**
 * Every uploaded file the answers name (images with all their sizes, recordings, films), as same-origin paths.
 * Films on the video host stream from it and cannot be kept.
 */
export function mediaPaths(answers: unknown[], origin: string): string[] {
  const paths = new Set<string>();
  walk(answers, (object) => {
    if (typeof object.url !== 'string') return;
    let url: URL;
    try {
      url = new URL(object.url, origin);
    } catch {
      return;
    }
    if (url.origin === origin && url.pathname.startsWith('/uploads/')) paths.add(url.pathname + url.search);
  });
  return [...paths];
}

/** Why a save of `neededBytes` cannot be kept beside `usedBytes` already saved, or null when it fits. */
export function limitProblem(usedBytes: number, neededBytes: number, limit = OFFLINE_LIMIT_BYTES): string | null {
  if (usedBytes + neededBytes <= limit) return null;
  return `This needs ${formatBytes(neededBytes)} but only ${formatBytes(Math.max(0, limit - usedBytes))} of the ${formatBytes(limit)} for offline lessons is free. Remove a saved lesson first.`;
}

/** Saves belong to active subscribers only: anyone else's device keeps none (signed out, or subscription ended). */
export function mustClearSaves(session: { loggedIn: boolean; activeSubscriber: boolean }): boolean {
  return !session.loggedIn || !session.activeSubscriber;
}

/** Where lesson mode runs what a page offers to save: the lesson overview's or playlist page's own `/slides`. */
export const lessonModePathFrom = (pagePath: string) => `${pagePath.replace(/\/+$/, '')}/slides`;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${trim(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2) return `${trim(bytes / 1024 ** 2)} MB`;
  if (bytes >= 1024) return `${trim(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const trim = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1).replace(/\.0$/, ''));
