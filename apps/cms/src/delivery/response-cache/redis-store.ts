import type { Redis } from 'ioredis';
import type { RedisConnection } from '../../platform/redis';
import {
  type AnswerScope,
  type CachedAnswer,
  type CacheStoreStats,
  MAX_ANSWER_SHARE,
  type ResponseCacheStore,
  scopeBudgets,
} from './store';

/**
 * The response cache's store in Redis (REDIS_URL), shared by every CMS process, so a clear by one is a clear for all
 * at once:
 * - an answer's key ends with its scope's generation, and every look-up reads the generation and the answer in one
 *   round trip (a Lua script), so a clear is one INCR and the answers of older generations are never read again;
 * - an answer is stored only if its scope's generation is still the one read before it was computed (checked in the
 *   same script as the write), so an answer computed across a clear is dropped;
 * - every answer expires after `ttlSeconds`, and the bytes stored in each window of that length are counted: an answer
 *   is refused while this window's and the last one's exceed the scope's budget, which bounds what Redis holds
 *   without relying on its `maxmemory` policy;
 * - a user's generation comes from one sequence shared by all users, so a value never comes back for that user;
 * - each tag (src/delivery/response-cache/read-tags.ts) is a set of the answer keys tagged with it; a purge deletes
 *   those answers and the set, and notes the purge's number under the tag (kept as long as answers live), and an answer
 *   is stored only if none of its tags was purged since the number read before it was computed (the same script).
 * While Redis is out of reach every look-up misses and nothing is stored, without waiting or throwing; clears that
 * could not be made are made when it answers again, and every process clears once when it reconnects (writes it
 * made meanwhile could not clear).
 */
interface RedisStoreSettings {
  redis: RedisConnection;
  maxBytes: number;
  ttlSeconds: number;
}

const PREFIX = 'response-cache';
const generationKey = (scope: AnswerScope) => `${PREFIX}:generation:${scope}`;
const answerKey = (scope: AnswerScope, key: string) => `${PREFIX}:answer:${scope}:${key}`;
const budgetKey = (scope: AnswerScope) => `${PREFIX}:bytes:${scope}`;
const userGenerationKey = (userId: number) => `${PREFIX}:user-generation:${userId}`;
const USER_GENERATIONS = `${PREFIX}:user-generations`;
const PURGES = `${PREFIX}:purges`;
/** Followed by a tag: the number of its last purge. */
const PURGED_TAG = `${PREFIX}:purged:`;
/** Followed by a tag: the keys of the answers tagged with it. */
const TAGGED = `${PREFIX}:tagged:`;

const READ_ANSWER = `
local generation = redis.call('GET', KEYS[1]) or '0'
return redis.call('GET', KEYS[2] .. ':' .. generation)`;

// KEYS: the scope's generation, the answer, the byte budget, the purged-tag prefix, the tagged-set prefix.
// ARGV: the generation read before computing, the answer, its time to live (ms), its size, the scope's budget, the
// purge mark read before computing, then the answer's tags.
const STORE_ANSWER = `
local generation = redis.call('GET', KEYS[1]) or '0'
if generation ~= ARGV[1] then return 0 end
local mark = tonumber(ARGV[6])
for index = 7, #ARGV do
  local purged = redis.call('GET', KEYS[4] .. ARGV[index])
  if purged and tonumber(purged) > mark then return 0 end
end
local ttl = tonumber(ARGV[3])
local now = redis.call('TIME')
local window = math.floor((tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)) / ttl)
local current = KEYS[3] .. ':' .. window
local previous = KEYS[3] .. ':' .. (window - 1)
local used = tonumber(redis.call('HGET', current, 'bytes') or '0') + tonumber(redis.call('HGET', previous, 'bytes') or '0')
if used + tonumber(ARGV[4]) > tonumber(ARGV[5]) then return -1 end
local answer = KEYS[2] .. ':' .. generation
redis.call('SET', answer, ARGV[2], 'PX', ttl)
for index = 7, #ARGV do
  local tagged = KEYS[5] .. ARGV[index]
  redis.call('SADD', tagged, answer)
  redis.call('PEXPIRE', tagged, ttl)
end
redis.call('HINCRBY', current, 'bytes', ARGV[4])
redis.call('HINCRBY', current, 'entries', 1)
redis.call('PEXPIRE', current, 2 * ttl)
return 1`;

// A user's generation: the next value of the sequence shared by all users, kept past the life of their answers.
const NEXT_USER_GENERATION = `
local generation = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], generation, 'PX', ARGV[1])
return generation`;

// KEYS: the purge counter, the purged-tag prefix, the tagged-set prefix. ARGV: how long a purge is remembered (ms),
// then the tags.
const PURGE_TAGS = `
local mark = redis.call('INCR', KEYS[1])
for index = 2, #ARGV do
  redis.call('SET', KEYS[2] .. ARGV[index], mark, 'PX', ARGV[1])
  local tagged = KEYS[3] .. ARGV[index]
  local answers = redis.call('SMEMBERS', tagged)
  for first = 1, #answers, 500 do
    redis.call('DEL', unpack(answers, first, math.min(first + 499, #answers)))
  end
  redis.call('DEL', tagged)
end
return mark`;

interface StoreCommands {
  readAnswerBuffer(generationKey: string, answerKey: string): Promise<Buffer | null>;
  storeAnswer(
    generationKey: string,
    answerKey: string,
    budgetKey: string,
    purgedPrefix: string,
    taggedPrefix: string,
    generation: string,
    answer: Buffer,
    ttlMs: number,
    size: number,
    budget: number,
    purgeMark: number,
    ...tags: string[]
  ): Promise<number>;
  purgeTags(
    counterKey: string,
    purgedPrefix: string,
    taggedPrefix: string,
    ttlMs: number,
    ...tags: string[]
  ): Promise<number>;
  nextUserGeneration(sequenceKey: string, userKey: string, ttlMs: number): Promise<number>;
}

function withStoreCommands(client: Redis): Redis & StoreCommands {
  client.defineCommand('readAnswer', { numberOfKeys: 2, lua: READ_ANSWER });
  client.defineCommand('storeAnswer', { numberOfKeys: 5, lua: STORE_ANSWER });
  client.defineCommand('purgeTags', { numberOfKeys: 3, lua: PURGE_TAGS });
  client.defineCommand('nextUserGeneration', { numberOfKeys: 2, lua: NEXT_USER_GENERATION });
  return client as Redis & StoreCommands;
}

export function createRedisStore({ redis, maxBytes, ttlSeconds }: RedisStoreSettings): ResponseCacheStore {
  const client = withStoreCommands(redis.client);
  const budgets = scopeBudgets(maxBytes);
  const ttlMs = ttlSeconds * 1000;
  // Clears that Redis could not take yet: made again every second until it does, and at the next reconnection.
  let pendingClear: AnswerScope | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const clearNow = async (scope: AnswerScope) => {
    const transaction = client.multi().incr(generationKey('personal'));
    if (scope === 'shared') transaction.incr(generationKey('shared'));
    const results = await transaction.exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('transaction aborted');
  };
  const clearLater = (scope: AnswerScope) => {
    pendingClear = pendingClear === 'shared' || scope === 'shared' ? 'shared' : 'personal';
    retryTimer ??= setInterval(() => {
      if (!pendingClear || !redis.ready()) return;
      const scope = pendingClear;
      clearNow(scope)
        .then(() => {
          if (pendingClear === scope) pendingClear = undefined;
          if (!pendingClear) {
            clearInterval(retryTimer);
            retryTimer = undefined;
          }
        })
        .catch(() => undefined);
    }, 1000).unref();
  };
  const clear = async (scope: AnswerScope) => {
    try {
      await clearNow(scope);
    } catch {
      clearLater(scope);
    }
  };
  redis.onReconnect(() => void clear('shared'));

  return {
    async get(scope, key) {
      if (!redis.ready()) return undefined;
      try {
        const stored = await client.readAnswerBuffer(generationKey(scope), answerKey(scope, key));
        return stored ? decodeAnswer(stored) : undefined;
      } catch {
        return undefined;
      }
    },
    async set(scope, key, answer, readGeneration, { tags, purgeMark }) {
      if (!redis.ready() || pendingClear === 'shared' || pendingClear === scope) return;
      const encoded = encodeAnswer(answer);
      const size = encoded.length + answerKey(scope, key).length + 100;
      if (size > budgets[scope] * MAX_ANSWER_SHARE) return;
      try {
        await client.storeAnswer(
          generationKey(scope),
          answerKey(scope, key),
          budgetKey(scope),
          PURGED_TAG,
          TAGGED,
          String(readGeneration),
          encoded,
          ttlMs,
          size,
          budgets[scope],
          purgeMark,
          ...tags,
        );
      } catch {
        // Not kept: the next request computes it again.
      }
    },
    async generation(scope) {
      if (!redis.ready()) return undefined;
      try {
        return Number((await client.get(generationKey(scope))) ?? 0);
      } catch {
        return undefined;
      }
    },
    clear,
    async purgeMark() {
      if (!redis.ready()) return undefined;
      try {
        return Number((await client.get(PURGES)) ?? 0);
      } catch {
        return undefined;
      }
    },
    async purge(tags) {
      try {
        // Remembered twice as long as an answer lives, as a user's generation is.
        await client.purgeTags(PURGES, PURGED_TAG, TAGGED, 2 * ttlMs, ...tags);
      } catch {
        // Not made: every shared answer goes when Redis answers again, which is always right.
        clearLater('shared');
      }
    },
    async userGeneration(userId) {
      if (!redis.ready()) return undefined;
      try {
        return Number((await client.get(userGenerationKey(userId))) ?? 0);
      } catch {
        return undefined;
      }
    },
    async clearUser(userId) {
      try {
        // Kept twice as long as an answer lives: when it has gone, so have all answers made with any of its values.
        await client.nextUserGeneration(USER_GENERATIONS, userGenerationKey(userId), 2 * ttlMs);
      } catch {
        clearLater('personal');
      }
    },
    async stats() {
      const stats: CacheStoreStats = { store: 'redis', entries: 0, bytes: 0, maxBytes, redisReachable: redis.ready() };
      if (!stats.redisReachable) return stats;
      try {
        // What the last two windows stored: an upper bound of what is still there (some may have expired).
        const window = Math.floor(Date.now() / ttlMs);
        const reads = client.multi();
        for (const scope of ['shared', 'personal'] as const) {
          for (const at of [window, window - 1]) reads.hmget(`${budgetKey(scope)}:${at}`, 'bytes', 'entries');
        }
        for (const [, counts] of (await reads.exec()) ?? []) {
          const [bytes, entries] = (counts as (string | null)[] | null) ?? [];
          stats.bytes += Number(bytes ?? 0);
          stats.entries += Number(entries ?? 0);
        }
      } catch {
        stats.redisReachable = false;
      }
      return stats;
    },
  };
}

/**
 * One answer as one Redis value: the headers' JSON, the body, the gzip and brotli forms and what it read (the tags'
 * JSON), each after its length (4 bytes; 0 for a form that was not made). Values kept before the tags were added have
 * four parts.
 */
function encodeAnswer(answer: CachedAnswer): Buffer {
  const tags = answer.tags ? Buffer.from(JSON.stringify(answer.tags)) : undefined;
  const parts = [Buffer.from(JSON.stringify(answer.headers)), answer.body, answer.gzip, answer.br, tags];
  const framed: Buffer[] = [];
  for (const part of parts) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(part?.length ?? 0);
    framed.push(length, part ?? Buffer.alloc(0));
  }
  return Buffer.concat(framed);
}

function decodeAnswer(stored: Buffer): CachedAnswer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (let index = 0; index < 5; index += 1) {
    if (index === 4 && at === stored.length) break;
    if (at + 4 > stored.length) return undefined;
    const length = stored.readUInt32BE(at);
    at += 4;
    if (at + length > stored.length) return undefined;
    parts.push(stored.subarray(at, at + length));
    at += length;
  }
  const [headers, body, gzip, br, tags] = parts;
  return {
    headers: JSON.parse(headers.toString('utf8')) as Record<string, string>,
    body,
    ...(gzip.length ? { gzip } : {}),
    ...(br.length ? { br } : {}),
    ...(tags?.length ? { tags: JSON.parse(tags.toString('utf8')) as string[] } : {}),
  };
}
