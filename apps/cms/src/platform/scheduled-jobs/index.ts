import crypto from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { type RedisConnection, redisConnection } from '../redis';

/**
 * Scheduled work (config/server.ts cron) runs once per tick across processes: every process's scheduler fires the
 * same tick, and with REDIS_URL each first tries to take that tick's key in Redis with `SET key holder NX PX`, which
 * only the first to ask gets. The one that gets it does the work. The key is never released, only left to expire, so a
 * process whose timer fires late cannot take the tick again; with no release there is no compare-and-delete to get
 * right, and a lock library (Redlock) would add nothing to one SET on one Redis. Each run is counted in Redis
 * (`jobs:<name>:runs`) and its tick listed (`jobs:<name>:ticks`, newest first, the last 1,000), so a test can prove
 * one run per tick.
 * Without REDIS_URL there is one process and it simply runs. While Redis is out of reach, each process runs the tick
 * itself: the jobs are idempotent, and ending lapsed subscriptions must not wait for Redis.
 */
interface TickLock {
  /** True when this process won the tick; false when another did. Throws when Redis cannot tell. */
  claim(job: string, tick: Date): Promise<boolean>;
  /** Records that this process ran the tick. */
  recordRun(job: string, tick: Date): Promise<void>;
}

/** How long a tick's lock is kept: longer than any two processes' clocks and timers disagree. */
const TICK_LOCK_MS = 5 * 60_000;
const KEPT_TICKS = 1000;

export function createTickLock(redis: RedisConnection): TickLock {
  // Names the process that ran a tick, for whoever looks at the key.
  const holder = `${os.hostname()} ${process.pid} ${crypto.randomUUID()}`;
  return {
    async claim(job, tick) {
      if (!redis.ready()) throw new Error('Redis is out of reach');
      const key = `jobs:${job}:tick:${tick.toISOString()}`;
      return (await redis.client.set(key, holder, 'PX', TICK_LOCK_MS, 'NX')) === 'OK';
    },
    async recordRun(job, tick) {
      await redis.client
        .multi()
        .incr(`jobs:${job}:runs`)
        .lpush(`jobs:${job}:ticks`, `${tick.toISOString()} ${holder}`)
        .ltrim(`jobs:${job}:ticks`, 0, KEPT_TICKS - 1)
        .exec();
    },
  };
}

const locks = new WeakMap<Core.Strapi, TickLock>();

function tickLockOf(strapi: Core.Strapi): TickLock | undefined {
  const redis = redisConnection(strapi);
  if (!redis) return undefined;
  let lock = locks.get(strapi);
  if (!lock) {
    lock = createTickLock(redis);
    locks.set(strapi, lock);
  }
  return lock;
}

interface TickRunner {
  /** Undefined without REDIS_URL: one process, which runs every tick. */
  lock?: TickLock;
  log: { info(message: string): void };
}

/**
 * Runs `work` for the scheduler's tick `tick` (the time it was due, the same in every process) unless another process
 * has it. Returns whether this process ran it.
 */
export async function runTick(
  { lock, log }: TickRunner,
  job: string,
  tick: Date,
  work: () => Promise<void>,
): Promise<boolean> {
  let claimed = false;
  if (lock) {
    try {
      if (!(await lock.claim(job, tick))) return false;
      claimed = true;
    } catch {
      // Redis cannot tell who has the tick (the outage is logged by src/platform/redis): this process runs it.
    }
  }
  await work();
  log.info(`${job} job ran (tick ${tick.toISOString()})`);
  if (claimed) await lock!.recordRun(job, tick).catch(() => undefined);
  return true;
}

/**
 * True in the one process that first claims `job` for `tick` (every process when there is no Redis, or Redis cannot
 * tell): for work that may be started in several processes at once, such as a scheduled publication.
 */
export async function claimOnce(strapi: Core.Strapi, job: string, tick: Date): Promise<boolean> {
  const lock = tickLockOf(strapi);
  if (!lock) return true;
  try {
    return await lock.claim(job, tick);
  } catch {
    return true;
  }
}

/** runTick for a scheduled task of this CMS (config/server.ts cron). */
export const runOncePerTick = (strapi: Core.Strapi, job: string, tick: Date, work: () => Promise<void>) =>
  runTick({ lock: tickLockOf(strapi), log: strapi.log }, job, tick, work);
