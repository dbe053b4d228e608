import net from 'node:net';
import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { type RedisConnection, redisConnection } from '../../platform/redis';

/**
 * Limits on the auth calls that bound guessing without letting anyone lock a teacher out, and fit schools (many
 * teachers behind one address), with rate-limiter-flexible:
 * - sign-in, per account and client address: `failuresPerAddress` wrong passwords per `failureWindowMinutes`; then
 *   that address waits for that account, while the owner's own addresses go on;
 * - sign-in, per account from all addresses: `failuresPerAccount` wrong passwords per `accountFailureWindowMinutes`;
 *   past that only addresses the account has signed in or reset its password from (in the last `knownAddressDays`)
 *   may try, so the total of guesses stays bounded without locking the owner out of their school or home;
 * - sign-in, per address: `signInsPerAddress` a minute, enough for a school signing in at 9 o'clock;
 * - the other auth calls (registration, password mails and resets, member accounts), per address and route:
 *   `callsPerAddress` per `intervalMs`, enough for a school's staff registering together;
 * - registration and the password mail, per e-mail address: `callsPerEmail` per `emailWindowMinutes`, so nobody can
 *   flood one mailbox.
 * The limiters count in this process's memory by default; with REDIS_URL they count in Redis, so the limits hold
 * across every process, and while Redis is out of reach each process falls back to its own memory count (the
 * insurance limiter) instead of letting everyone through.
 */
export interface SignInLimitSettings {
  enabled: boolean;
  failuresPerAddress: number;
  failureWindowMinutes: number;
  failuresPerAccount: number;
  accountFailureWindowMinutes: number;
  knownAddressDays: number;
  signInsPerAddress: number;
  callsPerAddress: number;
  intervalMs: number;
  callsPerEmail: number;
  emailWindowMinutes: number;
}

interface SignInLimiters {
  /** Wrong passwords, keyed by `signInKey(account, address)`. */
  addressFailures: RateLimiterAbstract;
  /** Wrong passwords, keyed by account. */
  accountFailures: RateLimiterAbstract;
  /** Addresses an account has signed in from, keyed by `signInKey(account, address)`: a key, not a count. */
  knownAddresses: RateLimiterAbstract;
  signIns: RateLimiterAbstract;
  calls: RateLimiterAbstract;
  mails: RateLimiterAbstract;
}

type LimiterOptions = ConstructorParameters<typeof RateLimiterMemory>[0];

/** The memory store times keys with setTimeout, which cannot wait longer than 24.8 days. */
const MAX_KNOWN_ADDRESS_DAYS = 24;

export const knownAddressSeconds = (settings: SignInLimitSettings) =>
  Math.min(Math.max(settings.knownAddressDays, 0), MAX_KNOWN_ADDRESS_DAYS) * 86_400;

/**
 * The client address the limits count by: an IPv6 address by its /64, the one network of a home or a school (its
 * devices pick new addresses inside it, and a guesser holding one has 2^64 of them); IPv4 as it is.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** One key for an account at a client address (an address has no spaces, so the split is never ambiguous). */
export const signInKey = (account: string, address: string) => `${address} ${account}`;

function limits(settings: SignInLimitSettings): Record<keyof SignInLimiters, LimiterOptions> {
  return {
    addressFailures: {
      keyPrefix: 'sign-in-address-failures',
      points: settings.failuresPerAddress,
      duration: settings.failureWindowMinutes * 60,
    },
    accountFailures: {
      keyPrefix: 'sign-in-account-failures',
      points: settings.failuresPerAccount,
      duration: settings.accountFailureWindowMinutes * 60,
    },
    knownAddresses: { keyPrefix: 'sign-in-known-addresses', points: 1, duration: knownAddressSeconds(settings) },
    signIns: { keyPrefix: 'sign-ins', points: settings.signInsPerAddress, duration: 60 },
    calls: {
      keyPrefix: 'auth-calls',
      points: settings.callsPerAddress,
      duration: Math.max(1, Math.round(settings.intervalMs / 1000)),
    },
    mails: { keyPrefix: 'auth-mails', points: settings.callsPerEmail, duration: settings.emailWindowMinutes * 60 },
  };
}

const eachLimiter = (make: (name: keyof SignInLimiters) => RateLimiterAbstract): SignInLimiters => ({
  addressFailures: make('addressFailures'),
  accountFailures: make('accountFailures'),
  knownAddresses: make('knownAddresses'),
  signIns: make('signIns'),
  calls: make('calls'),
  mails: make('mails'),
});

function memoryLimiters(settings: SignInLimitSettings): SignInLimiters {
  const options = limits(settings);
  return eachLimiter((name) => new RateLimiterMemory(options[name]));
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
  return eachLimiter(shared);
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

/** Whether a count has used up its points (`get` answers null for a key never counted). */
export const exhausted = (count: RateLimiterRes | null): count is RateLimiterRes =>
  count !== null && count.remainingPoints <= 0;

/** Seconds until a refused caller may try again. */
export const retryAfter = (refusal: unknown) =>
  refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
