import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisEngine, startRedis } from '../../../scripts/engines/redis.mjs';
import { connectRedis } from '../src/platform/redis';
import { shareChangesAcrossProcesses } from '../src/platform/changes/cross-process';
import { createRedisStore } from '../src/delivery/response-cache/redis-store';
import { makeCachedAnswer, type ResponseCacheStore } from '../src/delivery/response-cache/store';
import { createTickLock, runTick } from '../src/platform/scheduled-jobs';
import {
  knownAddressSeconds,
  redisLimiters,
  signInKey,
  type SignInLimitSettings,
} from '../src/accounts/sign-in-limits';

/**
 * The shared parts of several CMS processes, against a real redis-server of their own (scripts/engines/redis.mjs):
 * each "process" here is its own Redis connection with its own store, limiters and lock, as two CMS processes have.
 */

const PREFIX = `test-${process.pid}:`;
const MAX_BYTES = 1024 * 1024;

/**
 * A connection as a CMS process makes it, with the outage messages it logs. Its command time-out is long, so what is
 * answered within `withoutWaiting` while Redis is down was answered without waiting for Redis at all.
 */
function processConnection(url: string, keyPrefix = PREFIX) {
  const logged: { warn: string[]; info: string[] } = { warn: [], info: [] };
  const connection = connectRedis(
    { url, keyPrefix, commandTimeoutMs: 10_000 },
    { warn: (message) => logged.warn.push(message), info: (message) => logged.info.push(message) },
  );
  return { connection, logged };
}

/** Waits until `check` holds (Redis connections and pub/sub messages arrive in their own time). */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Still waiting for: ${what}`);
}

/** Settles `promise` or fails: what must not wait for Redis resolves well inside this. */
function withoutWaiting<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} waited for Redis`)), 1500)),
  ]);
}

let sequence = 0;
const unique = (label: string) => `${label}-${(sequence += 1)}`;

/** What an answer read, for the tests that are not about tags. */
const UNTAGGED = { tags: [], purgeMark: 0 };

const answerOf = (text: string) =>
  makeCachedAnswer(JSON.stringify({ data: { text, padding: 'x'.repeat(2000) } }), {
    'content-type': 'application/json',
  });

const limitSettings: SignInLimitSettings = {
  enabled: true,
  failuresPerAddress: 10,
  failureWindowMinutes: 15,
  failuresPerAccount: 10,
  accountFailureWindowMinutes: 60,
  knownAddressDays: 24,
  signInsPerAddress: 300,
  callsPerAddress: 10,
  intervalMs: 60_000,
  callsPerEmail: 5,
  emailWindowMinutes: 60,
};

describe('Redis shared by several CMS processes', () => {
  let redis: RedisEngine;
  let a: ReturnType<typeof processConnection>;
  let b: ReturnType<typeof processConnection>;
  let storeA: ResponseCacheStore;
  let storeB: ResponseCacheStore;
  let inspector: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    a = processConnection(redis.url);
    b = processConnection(redis.url);
    storeA = createRedisStore({ redis: a.connection, maxBytes: MAX_BYTES, ttlSeconds: 60 });
    storeB = createRedisStore({ redis: b.connection, maxBytes: MAX_BYTES, ttlSeconds: 60 });
    inspector = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    inspector.on('error', () => undefined);
    await until(() => a.connection.ready() && b.connection.ready(), 'both processes connected');
  });

  afterAll(async () => {
    a?.connection.close();
    b?.connection.close();
    inspector?.disconnect();
    await redis?.stop();
  });

  describe('response cache store', () => {
    it('shares answers between processes, with their compressed forms, and a clear by one is seen by the other', async () => {
      const key = unique('shared');
      const answer = answerOf('for everyone');
      expect(answer.gzip && answer.br).toBeTruthy();
      await storeA.set('shared', key, answer, (await storeA.generation('shared'))!, UNTAGGED);
      const personalKey = unique('personal');
      await storeA.set('personal', personalKey, answerOf('mine'), (await storeA.generation('personal'))!, UNTAGGED);

      const seen = await storeB.get('shared', key);
      expect(seen?.body.equals(answer.body)).toBe(true);
      expect(seen?.gzip?.equals(answer.gzip!)).toBe(true);
      expect(seen?.br?.equals(answer.br!)).toBe(true);
      expect(seen?.headers).toEqual(answer.headers);
      expect(await storeB.get('personal', personalKey)).toBeDefined();

      await storeB.clear('shared');
      // The very next look-up in the other process misses: no message to wait for.
      expect(await storeA.get('shared', key)).toBeUndefined();
      // Clearing the shared answers clears the personal ones too.
      expect(await storeA.get('personal', personalKey)).toBeUndefined();
      expect(await storeA.generation('shared')).toBe(await storeB.generation('shared'));
    });

    it('does not keep an answer computed across a clear made by another process', async () => {
      const key = unique('across');
      const readBefore = (await storeA.generation('shared'))!;
      await storeB.clear('shared');
      await storeA.set('shared', key, answerOf('stale'), readBefore, UNTAGGED);
      expect(await storeA.get('shared', key)).toBeUndefined();
      expect(await storeB.get('shared', key)).toBeUndefined();

      // A personal clear stales personal answers only.
      const readPersonal = (await storeA.generation('personal'))!;
      const readShared = (await storeA.generation('shared'))!;
      await storeB.clear('personal');
      await storeA.set('personal', key, answerOf('stale personal'), readPersonal, UNTAGGED);
      await storeA.set('shared', key, answerOf('fresh'), readShared, UNTAGGED);
      expect(await storeB.get('personal', key)).toBeUndefined();
      expect(await storeB.get('shared', key)).toBeDefined();
    });

    it('purges by tag across processes: only the answers tagged with what was written, and none computed across', async () => {
      const programmeKey = unique('read-programmes');
      const lessonKey = unique('read-lessons');
      const personalKey = unique('personal-read-programmes');
      const generation = (await storeA.generation('shared'))!;
      const personal = (await storeA.generation('personal'))!;
      const mark = (await storeA.purgeMark())!;
      const programmes = { tags: ['type:api::programme.programme'], purgeMark: mark };
      await storeA.set('shared', programmeKey, answerOf('programmes'), generation, programmes);
      await storeA.set('shared', lessonKey, answerOf('lessons'), generation, {
        tags: ['type:api::lesson.lesson'],
        purgeMark: mark,
      });
      await storeA.set('personal', personalKey, answerOf('my programmes'), personal, programmes);
      expect(await storeB.get('shared', programmeKey)).toBeDefined();

      // An answer computing in process A while process B purges what it read is not kept.
      const computing = unique('computing');
      const markBefore = (await storeA.purgeMark())!;
      await storeB.purge(['every-change', 'type:api::programme.programme']);
      expect(await storeA.get('shared', programmeKey)).toBeUndefined();
      expect(await storeA.get('personal', personalKey)).toBeUndefined();
      expect(await storeA.get('shared', lessonKey)).toBeDefined();
      await storeA.set('shared', computing, answerOf('stale'), generation, { ...programmes, purgeMark: markBefore });
      expect(await storeB.get('shared', computing)).toBeUndefined();
      // One that read something else, computed across the same purge, is kept.
      await storeA.set('shared', computing, answerOf('fresh'), generation, {
        tags: ['type:api::lesson.lesson'],
        purgeMark: markBefore,
      });
      expect(await storeB.get('shared', computing)).toBeDefined();
      // The tags' sets are keys under the site prefix, gone with the purge.
      expect(await inspector.exists(`${PREFIX}response-cache:tagged:type:api::programme.programme`)).toBe(0);
      expect(await inspector.exists(`${PREFIX}response-cache:tagged:type:api::lesson.lesson`)).toBe(1);
    });

    it('keeps generations per user, shared by every process, never repeating a value', async () => {
      const [first, second] = [900_001, 900_002];
      const before = { first: await storeB.userGeneration(first), second: await storeB.userGeneration(second) };
      expect(await storeA.userGeneration(first)).toBe(before.first);

      await storeA.clearUser(first);
      const moved = await storeB.userGeneration(first);
      expect(moved).not.toBe(before.first);
      expect(await storeB.userGeneration(second)).toBe(before.second);

      await storeB.clearUser(second);
      await storeB.clearUser(first);
      const values = [moved, await storeA.userGeneration(second), await storeA.userGeneration(first)];
      expect(new Set(values).size).toBe(3);
    });

    it('bounds what it keeps by its byte budget, without relying on Redis eviction', async () => {
      // A site of its own, so the other tests' answers do not count against this budget.
      const site = processConnection(redis.url, `${PREFIX}budget:`);
      const budgeted = createRedisStore({ redis: site.connection, maxBytes: 64 * 1024, ttlSeconds: 60 });
      await until(() => site.connection.ready(), 'connected');
      const generation = (await budgeted.generation('shared'))!;
      const kept: boolean[] = [];
      for (let index = 0; index < 40; index += 1) {
        const key = unique('budget');
        // Incompressible: about 5 KB with its compressed forms, under an eighth of the shared budget.
        const body = JSON.stringify({ data: randomBytes(1500).toString('base64') });
        await budgeted.set('shared', key, makeCachedAnswer(body, {}), generation, UNTAGGED);
        kept.push((await budgeted.get('shared', key)) !== undefined);
      }
      expect(kept.slice(0, 6)).toEqual([true, true, true, true, true, true]);
      expect(kept.slice(-10)).toEqual(Array(10).fill(false));
      const stats = await budgeted.stats();
      expect(stats).toMatchObject({ store: 'redis', redisReachable: true, maxBytes: 64 * 1024 });
      // Three quarters of the budget are for shared answers.
      expect(stats.bytes).toBeGreaterThan(30 * 1024);
      expect(stats.bytes).toBeLessThanOrEqual(48 * 1024);

      // One answer bigger than an eighth of its scope's budget is not kept at all.
      const huge = unique('huge');
      const hugeBody = JSON.stringify({ data: randomBytes(3000).toString('base64') });
      const personal = (await budgeted.generation('personal'))!;
      await budgeted.set('personal', huge, makeCachedAnswer(hugeBody, {}), personal, UNTAGGED);
      expect(await budgeted.get('personal', huge)).toBeUndefined();
      site.connection.close();
    });

    it('puts every key it writes under the site prefix', async () => {
      const keys = await inspector.keys('*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !key.startsWith(PREFIX))).toEqual([]);
    });
  });

  describe('changes seen by every process', () => {
    it('delivers content and access changes to the other processes, not back to the one that saw them', async () => {
      const heard = { a: [] as string[], b: [] as string[] };
      const announceA = shareChangesAcrossProcesses(a.connection, {
        content: () => heard.a.push('content'),
        access: () => heard.a.push('access'),
      });
      shareChangesAcrossProcesses(b.connection, {
        content: () => heard.b.push('content'),
        access: () => heard.b.push('access'),
      });
      // Subscribing takes a round trip of its own.
      await until(async () => {
        const subscribers = (await inspector.pubsub('NUMSUB', `${PREFIX}response-cache:changes`)) as [string, number];
        return subscribers[1] === 2;
      }, 'both processes subscribed');

      announceA('access');
      await until(() => heard.b.includes('access'), 'the access change reaches process B');
      announceA('content');
      await until(() => heard.b.includes('content'), 'the content change reaches process B');
      expect(heard.b).toEqual(['access', 'content']);
      expect(heard.a).toEqual([]);
    });
  });

  describe('sign-in limits', () => {
    it('counts one account across processes', async () => {
      const limitersA = redisLimiters(limitSettings, a.connection);
      const limitersB = redisLimiters(limitSettings, b.connection);
      const account = unique('guessed@example.com');
      for (let guess = 0; guess < 6; guess += 1) await limitersA.accountFailures.penalty(account);
      for (let guess = 0; guess < 4; guess += 1) await limitersB.accountFailures.penalty(account);
      expect((await limitersA.accountFailures.get(account))?.remainingPoints).toBe(0);
      expect((await limitersB.accountFailures.get(account))?.consumedPoints).toBe(10);
      // An address the owner signed in from, seen by one process, is known to the other.
      const home = signInKey(account, unique('192.0.2.1'));
      await limitersA.knownAddresses.set(home, 1, knownAddressSeconds(limitSettings));
      expect(await limitersB.knownAddresses.get(home)).not.toBeNull();

      const address = unique('203.0.113.7');
      const perAddress = { ...limitSettings, signInsPerAddress: 3 };
      const signInsA = redisLimiters(perAddress, a.connection).signIns;
      const signInsB = redisLimiters(perAddress, b.connection).signIns;
      await signInsA.consume(address);
      await signInsB.consume(address);
      await signInsA.consume(address);
      await expect(signInsB.consume(address)).rejects.toBeInstanceOf(RateLimiterRes);
    });
  });

  describe('scheduled jobs', () => {
    it('runs a tick in one of two processes firing it together, and counts the run', async () => {
      const job = unique('job');
      const runners = [a, b].map(({ connection }) => ({ lock: createTickLock(connection), log: { info() {} } }));
      const ran: string[] = [];
      const ticks = [new Date('2026-01-01T09:00:00Z'), new Date('2026-01-01T09:05:00Z')];
      for (const tick of ticks) {
        const outcomes = await Promise.all(
          runners.map((runner, index) =>
            runTick(runner, job, tick, async () => {
              ran.push(`${tick.toISOString()} by ${index}`);
            }),
          ),
        );
        expect(outcomes.filter(Boolean)).toHaveLength(1);
      }
      expect(ran).toHaveLength(2);
      // A timer firing late cannot take a tick already run.
      expect(await runTick(runners[0], job, ticks[0], async () => void ran.push('again'))).toBe(false);
      expect(ran).toHaveLength(2);

      expect(await inspector.get(`${PREFIX}jobs:${job}:runs`)).toBe('2');
      const listed = await inspector.lrange(`${PREFIX}jobs:${job}:ticks`, 0, -1);
      expect(listed.map((entry) => entry.split(' ')[0]).sort()).toEqual(ticks.map((tick) => tick.toISOString()));
    });
  });

  describe('Redis out of reach, then back', () => {
    it('keeps every part working without Redis, logs the outage once, and uses Redis again when it returns', async () => {
      const key = unique('outage');
      await storeA.set('shared', key, answerOf('before'), (await storeA.generation('shared'))!, UNTAGGED);
      expect(await storeB.get('shared', key)).toBeDefined();
      const limiters = redisLimiters({ ...limitSettings, failuresPerAccount: 3 }, a.connection);
      const lock = createTickLock(a.connection);

      await redis.kill();
      await until(() => !a.connection.ready() && !b.connection.ready(), 'both processes see Redis gone');

      // The store answers at once: a miss, nothing stored, no error.
      for (let request = 0; request < 20; request += 1) {
        expect(await withoutWaiting(storeA.get('shared', key), 'a look-up')).toBeUndefined();
      }
      await withoutWaiting(storeA.set('shared', key, answerOf('during'), 0, UNTAGGED), 'storing');
      expect(await withoutWaiting(storeA.generation('shared'), 'the generation')).toBeUndefined();
      expect(await withoutWaiting(storeA.userGeneration(1), 'a user generation')).toBeUndefined();
      await withoutWaiting(storeB.clear('shared'), 'a clear');
      await withoutWaiting(storeB.clearUser(1), 'a user clear');
      expect((await storeA.stats()).redisReachable).toBe(false);

      // The limiters count in this process's memory meanwhile: the fourth guess is refused.
      const account = unique('outage@example.com');
      for (let guess = 0; guess < 3; guess += 1) {
        await withoutWaiting(limiters.accountFailures.consume(account), 'a limiter');
      }
      await expect(withoutWaiting(limiters.accountFailures.consume(account), 'a limiter')).rejects.toBeInstanceOf(
        RateLimiterRes,
      );

      // The lock cannot tell who has the tick, so this process runs it.
      await expect(lock.claim('outage-job', new Date())).rejects.toThrow();
      let ranDuringOutage = false;
      expect(
        await runTick({ lock, log: { info() {} } }, 'outage-job', new Date(), async () => {
          ranDuringOutage = true;
        }),
      ).toBe(true);
      expect(ranDuringOutage).toBe(true);

      // One warning per process for the whole outage, however many requests met it.
      expect(a.logged.warn).toHaveLength(1);
      expect(b.logged.warn).toHaveLength(1);
      expect(a.logged.warn[0]).toMatch(/out of reach/);

      await redis.restart();
      await until(() => a.connection.ready() && b.connection.ready(), 'both processes reconnected');
      expect(a.logged.info).toHaveLength(1);
      expect(a.logged.info[0]).toMatch(/reachable again/);

      const after = unique('after');
      await until(async () => {
        await storeA.set('shared', after, answerOf('after'), (await storeA.generation('shared')) ?? -1, UNTAGGED);
        return (await storeB.get('shared', after)) !== undefined;
      }, 'answers shared again');
      const limitersB = redisLimiters({ ...limitSettings, failuresPerAccount: 3 }, b.connection);
      const again = unique('again@example.com');
      await limiters.accountFailures.penalty(again);
      expect((await limitersB.accountFailures.get(again))?.consumedPoints).toBe(1);
      expect(await lock.claim('outage-job', new Date('2026-01-01T10:00:00Z'))).toBe(true);
      expect(await createTickLock(b.connection).claim('outage-job', new Date('2026-01-01T10:00:00Z'))).toBe(false);
    });
  });
});
