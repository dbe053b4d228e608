import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { type RedisConnection, redisConnection } from '../redis';

/**
 * Limits on the auth calls that fit schools (many teachers behind one address) and stop guessing (one account
 * from many addresses), with rate-limiter-flexible:
 * - sign-in, per account: `failuresPerAccount` wrong passwords per `failureWindowMinutes`, from any number of
 *   addresses; then the account answers 429 until the window has passed, even to the right password;
 * - sign-in, per address: `signInsPerAddress` a minute, enough for a school signing in at 9 o'clock;
 * - the other auth calls (registration, password mails and resets, member accounts), per address and route (and
 *   per e-mail address for the password mail): `callsPerAddress` per `intervalMs`.
 * The limiters count in this process's memory by default; with REDIS_URL they count in Redis, so the limits hold
 * across every process, and while Redis is out of reach each process falls back to its own memory count (the
 * insurance limiter) instead of letting everyone through.
 */
export interface SignInLimitSettings {
  enabled: boolean;
  failuresPerAccount: number;
  failureWindowMinutes: number;
  signInsPerAddress: number;
  callsPerAddress: number;
  intervalMs: number;
}

export interface SignInLimiters {
  failures: RateLimiterAbstract;
  signIns: RateLimiterAbstract;
  calls: RateLimiterAbstract;
}

type LimiterOptions = ConstructorParameters<typeof RateLimiterMemory>[0];

function limits(settings: SignInLimitSettings): Record<keyof SignInLimiters, LimiterOptions> {
  return {
    failures: {
      keyPrefix: 'sign-in-failures',
      points: settings.failuresPerAccount,
      duration: settings.failureWindowMinutes * 60,
    },
    signIns: { keyPrefix: 'sign-ins', points: settings.signInsPerAddress, duration: 60 },
    calls: {
      keyPrefix: 'auth-calls',
      points: settings.callsPerAddress,
      duration: Math.max(1, Math.round(settings.intervalMs / 1000)),
    },
  };
}

export function memoryLimiters(settings: SignInLimitSettings): SignInLimiters {
  const { failures, signIns, calls } = limits(settings);
  return {
    failures: new RateLimiterMemory(failures),
    signIns: new RateLimiterMemory(signIns),
    calls: new RateLimiterMemory(calls),
  };
}

/** Limiters counting in Redis for every process, each insured by this process's memory limiter. */
export function redisLimiters(settings: SignInLimitSettings, redis: RedisConnection): SignInLimiters {
  const options = limits(settings);
  const insurance = memoryLimiters(settings);
  const shared = (name: keyof SignInLimiters) =>
    new RateLimiterRedis({
      ...options[name],
      storeClient: redis.client,
      insuranceLimiter: insurance[name],
      // While disconnected, go to the insurance at once instead of trying Redis first.
      rejectIfRedisNotReady: true,
    });
  return { failures: shared('failures'), signIns: shared('signIns'), calls: shared('calls') };
}

const limitersByStrapi = new WeakMap<Core.Strapi, SignInLimiters>();

export function signInLimiters(strapi: Core.Strapi): SignInLimiters {
  let limiters = limitersByStrapi.get(strapi);
  if (!limiters) {
    const settings = strapi.config.get<SignInLimitSettings>('product.signInLimits');
    const redis = redisConnection(strapi);
    limiters = redis ? redisLimiters(settings, redis) : memoryLimiters(settings);
    limitersByStrapi.set(strapi, limiters);
  }
  return limiters;
}

/** Seconds until a refused caller may try again. */
export const retryAfter = (refusal: unknown) =>
  refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
