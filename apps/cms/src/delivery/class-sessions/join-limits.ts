import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisConnection } from '../../platform/redis';
import { clientAddress, exhausted, retryAfter } from '../../accounts/sign-in-limits';

/**
 * Join codes cannot be guessed: per client address, `failuresPerAddress` joins with a code that is not running per
 * `failureWindowMinutes`, then that address waits; a whole class behind one school address joining at once makes no
 * failures. Counted in Redis for every process with REDIS_URL (this process's memory insures it), else in memory,
 * as the sign-in limits are (src/sign-in-limits).
 */
export interface JoinLimitSettings {
  failuresPerAddress: number;
  failureWindowMinutes: number;
}

const limiters = new WeakMap<Core.Strapi, RateLimiterAbstract>();

function joinFailures(strapi: Core.Strapi): RateLimiterAbstract {
  let limiter = limiters.get(strapi);
  if (!limiter) {
    const settings = strapi.config.get<JoinLimitSettings>('product.classSessions');
    const options = {
      keyPrefix: 'class-join-failures',
      points: settings.failuresPerAddress,
      duration: settings.failureWindowMinutes * 60,
    };
    const memory = new RateLimiterMemory(options);
    const redis = redisConnection(strapi);
    limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis.client,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
        })
      : memory;
    limiters.set(strapi, limiter);
  }
  return limiter;
}

/** Seconds this address must wait before trying a code again, or 0 when it may try now. */
export async function joinWait(strapi: Core.Strapi, ip: string): Promise<number> {
  const count = await joinFailures(strapi).get(clientAddress(ip));
  return exhausted(count) ? retryAfter(count) : 0;
}

/** Counts a join with a code that is not running. */
export async function countJoinFailure(strapi: Core.Strapi, ip: string): Promise<void> {
  await joinFailures(strapi)
    .consume(clientAddress(ip))
    .catch(() => undefined); // refused: the address is already waiting
}
