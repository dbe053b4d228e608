import type { Core } from '@strapi/strapi';

/** A getter of one `T` per Strapi instance, made on first use (tests boot more than one instance per process). */
export function onePerStrapi<T extends object>(create: (strapi: Core.Strapi) => T): (strapi: Core.Strapi) => T {
  const made = new WeakMap<Core.Strapi, T>();
  // One look-up once made: the response cache's getter runs on every request.
  return (strapi) => {
    let value = made.get(strapi);
    if (!value) {
      value = create(strapi);
      made.set(strapi, value);
    }
    return value;
  };
}
