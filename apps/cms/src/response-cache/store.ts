import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** One stored GraphQL answer, with its compressed forms made once when it is stored. */
export interface CachedAnswer {
  /** The answer's own headers (content type, security and CORS headers) as the full middleware chain set them. */
  headers: Record<string, string>;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
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
 * Where answers are kept. Behind this one small interface so that a shared store (Redis) can replace the
 * in-process one when several processes serve the site: `generation` is what every process compares before
 * storing, and `clear` is what every process must see.
 */
export interface ResponseCacheStore {
  get(scope: AnswerScope, key: string): Promise<CachedAnswer | undefined>;
  /** Stores the answer unless the scope was cleared since `generation` was read. */
  set(scope: AnswerScope, key: string, answer: CachedAnswer, generation: number): Promise<void>;
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
  const answers: Record<AnswerScope, LRUCache<string, CachedAnswer>> = {
    shared: new LRUCache({ maxSize: budgets.shared, sizeCalculation: answerSize }),
    personal: new LRUCache({ maxSize: budgets.personal, sizeCalculation: answerSize }),
  };
  const generations: Record<AnswerScope, number> = { shared: 0, personal: 0 };
  // Users whose own data changed; never evicted, so an old generation can never come back (a few bytes a user).
  const userGenerations = new Map<number, number>();
  let lastUserGeneration = 0;
  return {
    async get(scope, key) {
      return answers[scope].get(key);
    },
    async set(scope, key, answer, readGeneration) {
      if (readGeneration !== generations[scope]) return;
      if (answerSize(answer) > budgets[scope] * MAX_ANSWER_SHARE) return;
      answers[scope].set(key, answer);
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
      return userGenerations.get(userId) ?? 0;
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
