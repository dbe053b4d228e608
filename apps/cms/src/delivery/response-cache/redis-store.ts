import type { RedisConnection } from '../../platform/redis';
import { decodeAnswer, encodeAnswer } from './answer-encoding';
import {
  answerKey,
  budgetKey,
  generationKey,
  PURGED_TAG,
  PURGES,
  TAGGED,
  userGenerationKey,
  USER_GENERATIONS,
  withStoreCommands,
} from './redis-commands';
import {
  type AnswerScope,
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
 * The keys and the scripts are in redis-commands.ts, an answer's bytes in answer-encoding.ts.
 */
interface RedisStoreSettings {
  redis: RedisConnection;
  maxBytes: number;
  ttlSeconds: number;
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
