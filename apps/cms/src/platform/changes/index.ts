import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { redisConnection } from '../redis';
import { type Change, shareChangesAcrossProcesses } from './cross-process';
import { onePerStrapi } from '../one-per-strapi';

/**
 * The two changes every memo of content or of who-may-read-what listens to: content changed (any write that stales
 * shared answers: content, files, permissions) and access changed (a role, subscription or membership changed). The
 * response cache's invalidation (src/delivery/response-cache/index.ts) signals them; the access levels
 * (src/accounts/tokens), search, the upload door and the signed-in caches listen. With REDIS_URL each signal reaches
 * every process (cross-process.ts).
 */
interface ChangeSignals {
  /**
   * Runs `listener` after every write that stales shared answers (content, files, permissions), in any process, with
   * what the write wrote as the response cache tags it (src/delivery/response-cache/read-tags.ts): undefined when
   * anything may have changed, none when no published content did (a draft save).
   */
  onContentChange(listener: (written?: readonly string[]) => void): void;
  contentChanged(written?: readonly string[]): void;
  /** Runs `listener` whenever who may read what changed, in any process. */
  onAccessChange(listener: () => void): void;
  accessChanged(): void;
}

/**
 * The async context this module was loaded in: no request and no database transaction. Listeners run in it, so work
 * they defer (search's rebuild a moment later) never inherits the writer's transaction, which has ended by then
 * (Strapi keeps a transaction in async-local storage: a deferred read in its context failed "Transaction query
 * already complete" after scheduled publishing on PostgreSQL).
 */
const outsideAnyWrite = AsyncLocalStorage.snapshot();

/** The one set of change signals of this CMS process. */
export const changeSignals: (strapi: Core.Strapi) => ChangeSignals = onePerStrapi(createChangeSignals);

function createChangeSignals(strapi: Core.Strapi): ChangeSignals {
  const listeners: Record<Change, ((written?: readonly string[]) => void)[]> = { content: [], access: [] };
  const runListeners = (change: Change) => (written?: readonly string[]) =>
    outsideAnyWrite(() => {
      for (const listener of listeners[change]) listener(written);
    });
  const changes: Record<Change, (written?: readonly string[]) => void> = {
    content: runListeners('content'),
    access: runListeners('access'),
  };
  const redis = redisConnection(strapi);
  const announce = redis ? shareChangesAcrossProcesses(redis, changes) : () => undefined;
  return {
    onContentChange(listener) {
      listeners.content.push(listener);
    },
    contentChanged(written) {
      changes.content(written);
      announce('content', written);
    },
    onAccessChange(listener) {
      listeners.access.push(listener);
    },
    accessChanged() {
      changes.access();
      announce('access');
    },
  };
}
