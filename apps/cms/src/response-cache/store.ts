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
  entries: number;
  bytes: number;
  maxBytes: number;
}

/**
 * Where answers are kept. Behind this one small interface so that a shared store (Redis) can replace the
 * in-process one when several processes serve the site: `generation` is what every process compares before
 * storing, and `clear` is what every process must see.
 */
export interface ResponseCacheStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  /** Stores the answer unless the store was cleared since `generation` was read. */
  set(key: string, answer: CachedAnswer, generation: number): Promise<void>;
  /** The number of clears so far: an answer computed across a clear is stale and is not stored. */
  generation(): Promise<number>;
  /** Forgets every answer: content changed. */
  clear(): Promise<void>;
  stats(): Promise<CacheStoreStats>;
}

const answerSize = (answer: CachedAnswer) =>
  JSON.stringify(answer.headers).length +
  answer.body.length +
  (answer.gzip?.length ?? 0) +
  (answer.br?.length ?? 0) +
  200;

/** The in-process store: an LRU bounded by the bytes it holds (body and compressed forms). */
export function createMemoryStore({ maxBytes }: { maxBytes: number }): ResponseCacheStore {
  const answers = new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: answerSize });
  let generation = 0;
  return {
    async get(key) {
      return answers.get(key);
    },
    async set(key, answer, readGeneration) {
      if (readGeneration !== generation) return;
      if (answerSize(answer) > maxBytes / 8) return; // one huge answer must not push out the whole cache
      answers.set(key, answer);
    },
    async generation() {
      return generation;
    },
    async clear() {
      generation += 1;
      answers.clear();
    },
    async stats() {
      return { entries: answers.size, bytes: answers.calculatedSize, maxBytes };
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
