import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { metricsAccess, productMetrics } from '../delivery/metrics';

const HEALTH_PATH = '/_health';
const METRICS_PATH = '/_metrics';

/**
 * The operations endpoints. `/_health` says whether this process is up, and nothing else (a load balancer's check);
 * `/_metrics` gives the Prometheus metrics (src/delivery/metrics) to a scraper holding METRICS_TOKEN, and does not
 * exist without one.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const token = strapi.config.get<string>('product.metricsToken', '');

  return async (ctx: Context, next: Next) => {
    const pathname = ctx.path.replace(/(.)\/$/, '$1');
    const metrics = pathname === METRICS_PATH ? metricsAccess(token, ctx.get('authorization')) : 'off';
    if (pathname !== HEALTH_PATH && metrics === 'off') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (pathname === HEALTH_PATH) {
      ctx.body = { status: 'up' };
      return;
    }
    if (metrics === 'refused') {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.body = {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'A metrics token is needed.' },
      };
      return;
    }
    const { registry } = productMetrics(strapi);
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };
};
