import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** One stored GraphQL answer, with its compressed forms made once when it is stored. */
export interface CachedAnswer {
  /** The answer's own headers (content type, security and CORS headers) as the full middleware chain set them. */
  headers: Record<string, string>;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** What it read (read-tags.ts), when known: a server-rendered page is kept with its answers' tags (page-reads.ts). */
  tags?: readonly string[];
}

export interface CacheStoreStats {
  /** Where answers are kept: this process's memory, or Redis shared by every process (REDIS_URL). */
  store: 'memory' | 'redis';
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Redis only: whether it answers now (while it does not, every request is answered uncached). */
  redisReachable?: boolean;
}

/**
 * Shared answers serve everyone of one access level; personal ones (an answer reaching per-user data) serve one user.
 * A content change makes both stale; a change to per-user data only the personal ones.
 */
export type AnswerScope = 'shared' | 'personal';

/**
 * What an answer read (src/delivery/response-cache/read-tags.ts), and the purge mark read before it was computed: an
 * answer one of whose tags was purged since is stale, and is not stored.
 */
export interface AnswerReads {
  tags: readonly string[];
  purgeMark: number;
}

/**
 * Where answers are kept. Behind this one small interface so that a shared store (Redis) can replace the
 * in-process one when several processes serve the site: `generation` and `purgeMark` are what every process compares
 * before storing, and `clear` and `purge` are what every process must see.
 */
export interface ResponseCacheStore {
  get(scope: AnswerScope, key: string): Promise<CachedAnswer | undefined>;
  /** Stores the answer, tagged, unless the scope was cleared since `generation` was read or a tag purged since. */
  set(scope: AnswerScope, key: string, answer: CachedAnswer, generation: number, reads: AnswerReads): Promise<void>;
  /**
   * The number of purges so far: read before computing an answer, for `set`. Undefined while the store cannot tell
   * (Redis out of reach): the answer is then not stored.
   */
  purgeMark(): Promise<number | undefined>;
  /** Forgets the answers (of both scopes) tagged with any of `tags`. */
  purge(tags: readonly string[]): Promise<void>;
  /**
   * The number of clears of the scope so far: an answer computed across a clear is stale and is not stored.
   * Undefined while the store cannot tell (Redis out of reach): the answer is then not stored.
   */
  generation(scope: AnswerScope): Promise<number | undefined>;
  /** Forgets the scope's answers; clearing the shared scope clears the personal one too. */
  clear(scope: AnswerScope): Promise<void>;
  /**
   * A number in every personal key of the user: a change of their own data moves it, so only their answers stale.
   * Undefined while the store cannot tell: the request is then answered uncached.
   */
  userGeneration(userId: number): Promise<number | undefined>;
  /** Forgets one user's personal answers (they edited a playlist, say). */
  clearUser(userId: number): Promise<void>;
  stats(): Promise<CacheStoreStats>;
  /**
   * The same reads without waiting, where answers are kept in this process (the memory store; not Redis): what a hit
   * answered from the request's bytes alone checks (hit-memo.ts).
   */
  local?: {
    get(scope: AnswerScope, key: string): CachedAnswer | undefined;
    userGeneration(userId: number): number;
  };
}

const answerSize = (answer: CachedAnswer) =>
  JSON.stringify(answer.headers).length +
  answer.body.length +
  (answer.gzip?.length ?? 0) +
  (answer.br?.length ?? 0) +
  200;

/** The bytes each scope may hold: a quarter for personal answers. */
export const scopeBudgets = (maxBytes: number): Record<AnswerScope, number> => ({
  shared: Math.floor(maxBytes * 0.75),
  personal: Math.floor(maxBytes / 4),
});

/** One answer may take this much of its scope's budget at most: one huge answer must not push out the whole cache. */
export const MAX_ANSWER_SHARE = 1 / 8;

/** The in-process store: LRUs bounded by the bytes they hold (body and compressed forms), a quarter for personal. */
export function createMemoryStore({ maxBytes }: { maxBytes: number }): ResponseCacheStore {
  const budgets = scopeBudgets(maxBytes);
  // Each tag's answers, and each answer's tags (to take it out of those sets when it goes).
  const tagged = new Map<string, Set<string>>();
  const tagsOf = new Map<string, readonly string[]>();
  const untag = (entry: string) => {
    for (const tag of tagsOf.get(entry) ?? []) {
      const entries = tagged.get(tag);
      entries?.delete(entry);
      if (entries?.size === 0) tagged.delete(tag);
    }
    tagsOf.delete(entry);
  };
  const lru = (scope: AnswerScope) =>
    new LRUCache<string, CachedAnswer>({
      maxSize: budgets[scope],
      sizeCalculation: answerSize,
      dispose: (_answer, key) => untag(`${scope}\u0000${key}`),
    });
  const answers: Record<AnswerScope, LRUCache<string, CachedAnswer>> = {
    shared: lru('shared'),
    personal: lru('personal'),
  };
  // The last purge of each tag purged (a few bytes a tag: never evicted, so no stale answer is ever stored).
  const purgedAt = new Map<string, number>();
  let purges = 0;
  const generations: Record<AnswerScope, number> = { shared: 0, personal: 0 };
  // Users whose own data changed; never evicted, so an old generation can never come back (a few bytes a user).
  const userGenerations = new Map<number, number>();
  let lastUserGeneration = 0;
  const local = {
    get: (scope: AnswerScope, key: string) => answers[scope].get(key),
    userGeneration: (userId: number) => userGenerations.get(userId) ?? 0,
  };
  return {
    local,
    async get(scope, key) {
      return local.get(scope, key);
    },
    async set(scope, key, answer, readGeneration, { tags, purgeMark }) {
      if (readGeneration !== generations[scope]) return;
      if (tags.some((tag) => (purgedAt.get(tag) ?? 0) > purgeMark)) return;
      if (answerSize(answer) > budgets[scope] * MAX_ANSWER_SHARE) return;
      answers[scope].set(key, answer);
      const entry = `${scope}\u0000${key}`;
      tagsOf.set(entry, tags);
      for (const tag of tags) tagged.set(tag, (tagged.get(tag) ?? new Set()).add(entry));
    },
    async purgeMark() {
      return purges;
    },
    async purge(tags) {
      purges += 1;
      for (const tag of tags) {
        purgedAt.set(tag, purges);
        for (const entry of [...(tagged.get(tag) ?? [])]) {
          const [scope, key] = entry.split('\u0000') as [AnswerScope, string];
          answers[scope].delete(key);
        }
      }
    },
    async generation(scope) {
      return generations[scope];
    },
    async clear(scope) {
      for (const cleared of scope === 'shared' ? (['shared', 'personal'] as const) : (['personal'] as const)) {
        generations[cleared] += 1;
        answers[cleared].clear();
      }
    },
    async userGeneration(userId) {
      return local.userGeneration(userId);
    },
    async clearUser(userId) {
      userGenerations.set(userId, (lastUserGeneration += 1));
    },
    async stats() {
      return {
        store: 'memory',
        entries: answers.shared.size + answers.personal.size,
        bytes: answers.shared.calculatedSize + answers.personal.calculatedSize,
        maxBytes,
      };
    },
  };
}

/** Answers smaller than this are sent as they are: compressing them saves nothing. */
const COMPRESS_FROM_BYTES = 1024;

/** Builds a stored answer from the JSON text, compressing it once (brotli at a quality fit for live traffic). */
export function makeCachedAnswer(text: string, headers: Record<string, string>): CachedAnswer {
  const body = Buffer.from(text);
  if (body.length < COMPRESS_FROM_BYTES) return { headers, body };
  return {
    headers,
    body,
    gzip: zlib.gzipSync(body, { level: 6 }),
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}
