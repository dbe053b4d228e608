/**
 * The Redis store's keys and its Lua scripts (redis-store.ts): each look-up, store, purge and user generation is one
 * round trip, checked and written in the same script.
 */
import type { Redis } from 'ioredis';
import type { AnswerScope } from './store';

const PREFIX = 'response-cache';
export const generationKey = (scope: AnswerScope) => `${PREFIX}:generation:${scope}`;
export const answerKey = (scope: AnswerScope, key: string) => `${PREFIX}:answer:${scope}:${key}`;
export const budgetKey = (scope: AnswerScope) => `${PREFIX}:bytes:${scope}`;
export const userGenerationKey = (userId: number) => `${PREFIX}:user-generation:${userId}`;
export const USER_GENERATIONS = `${PREFIX}:user-generations`;
export const PURGES = `${PREFIX}:purges`;
/** Followed by a tag: the number of its last purge. */
export const PURGED_TAG = `${PREFIX}:purged:`;
/** Followed by a tag: the keys of the answers tagged with it. */
export const TAGGED = `${PREFIX}:tagged:`;

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

export function withStoreCommands(client: Redis): Redis & StoreCommands {
  client.defineCommand('readAnswer', { numberOfKeys: 2, lua: READ_ANSWER });
  client.defineCommand('storeAnswer', { numberOfKeys: 5, lua: STORE_ANSWER });
  client.defineCommand('purgeTags', { numberOfKeys: 3, lua: PURGE_TAGS });
  client.defineCommand('nextUserGeneration', { numberOfKeys: 2, lua: NEXT_USER_GENERATION });
  return client as Redis & StoreCommands;
}
