import type { Core } from '@strapi/strapi';

/**
 * How much the CMS logs: Strapi's levels (error, warn, info, http, verbose, debug, silly), `http` by default (a line
 * per request). STRAPI_LOG_LEVEL sets it: the CMS integration tests and the benchmarks run at `warn`, where a line per
 * request would cost more than some requests do.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('STRAPI_LOG_LEVEL', 'http'),
});
