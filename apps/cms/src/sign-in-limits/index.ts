import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Limits on the auth calls that fit schools (many teachers behind one address) and stop guessing (one account
 * from many addresses), with rate-limiter-flexible:
 * - sign-in, per account: `failuresPerAccount` wrong passwords per `failureWindowMinutes`, from any number of
 *   addresses; then the account answers 429 until the window has passed, even to the right password;
 * - sign-in, per address: `signInsPerAddress` a minute, enough for a school signing in at 9 o'clock;
 * - the other auth calls (registration, password mails and resets, member accounts), per address and route (and
 *   per e-mail address for the password mail): `callsPerAddress` per `intervalMs`.
 * The limiters live in one store: in memory by default; a shared store makes them hold across processes.
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

export function memoryLimiters(settings: SignInLimitSettings): SignInLimiters {
  return {
    failures: new RateLimiterMemory({
      keyPrefix: 'sign-in-failures',
      points: settings.failuresPerAccount,
      duration: settings.failureWindowMinutes * 60,
    }),
    signIns: new RateLimiterMemory({ keyPrefix: 'sign-ins', points: settings.signInsPerAddress, duration: 60 }),
    calls: new RateLimiterMemory({
      keyPrefix: 'auth-calls',
      points: settings.callsPerAddress,
      duration: Math.max(1, Math.round(settings.intervalMs / 1000)),
    }),
  };
}

const limitersByStrapi = new WeakMap<Core.Strapi, SignInLimiters>();

export function signInLimiters(strapi: Core.Strapi): SignInLimiters {
  let limiters = limitersByStrapi.get(strapi);
  if (!limiters) {
    limiters = memoryLimiters(strapi.config.get<SignInLimitSettings>('product.signInLimits'));
    limitersByStrapi.set(strapi, limiters);
  }
  return limiters;
}

/** Seconds until a refused caller may try again. */
export const retryAfter = (refusal: unknown) =>
  refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
