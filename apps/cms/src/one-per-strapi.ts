import type { Core } from '@strapi/strapi';

/** A getter of one `T` per Strapi instance, made on first use (tests boot more than one instance per process). */
export function onePerStrapi<T>(create: (strapi: Core.Strapi) => T): (strapi: Core.Strapi) => T {
  const made = new WeakMap<Core.Strapi, T>();
  return (strapi) => {
    if (!made.has(strapi)) made.set(strapi, create(strapi));
    return made.get(strapi) as T;
  };
}
