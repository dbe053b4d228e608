import type { Core } from '@strapi/strapi';
import type productConfig from '../../config/product';

/** The in-process caches sized in config/product.ts (`caches`). */
type CacheName = keyof ReturnType<typeof productConfig>['caches'];

/** lru-cache's size and lifetime options for one cache, from its configured entries and seconds. */
export function cacheLimits(strapi: Core.Strapi, name: CacheName): { max: number; ttl?: number } {
  const setting = strapi.config.get<{ entries: number; seconds?: number } | undefined>(`product.caches.${name}`);
  if (!setting) throw new Error(`config/product.ts declares no cache "${name}"`);
  return setting.seconds ? { max: setting.entries, ttl: setting.seconds * 1000 } : { max: setting.entries };
}
