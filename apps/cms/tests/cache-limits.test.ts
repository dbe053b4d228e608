import type { Core } from '@strapi/strapi';
import { env } from '@strapi/utils';
import { afterEach, describe, expect, it } from 'vitest';
import productConfig from '../config/product';
import { cacheLimits } from '../src/platform/cache-limits';

/** The in-process caches take their sizes and lifetimes from config/product.ts, overridable by the environment. */
describe('cache sizes and lifetimes', () => {
  const strapiWith = () => {
    const product = productConfig({ env } as unknown as Core.Config.Shared.ConfigParams);
    const get = (path: string) =>
      path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], { product });
    return { config: { get } } as unknown as Core.Strapi;
  };

  afterEach(() => {
    delete process.env.CACHE_SIGNED_IN_USERS_MAX;
    delete process.env.CACHE_SIGNED_IN_SECONDS;
  });

  it('has a default size and lifetime for each cache', () => {
    expect(cacheLimits(strapiWith(), 'signedInUsers')).toEqual({ max: 50_000, ttl: 60_000 });
    expect(cacheLimits(strapiWith(), 'permissionCheckers')).toEqual({ max: 100 });
  });

  it('reads sizes and lifetimes from the environment', () => {
    process.env.CACHE_SIGNED_IN_USERS_MAX = '7';
    process.env.CACHE_SIGNED_IN_SECONDS = '5';
    expect(cacheLimits(strapiWith(), 'signedInUsers')).toEqual({ max: 7, ttl: 5_000 });
    expect(cacheLimits(strapiWith(), 'accessLevels')).toEqual({ max: 100_000, ttl: 5_000 });
  });
});
