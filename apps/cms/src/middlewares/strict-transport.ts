import type { Context, Next } from 'koa';

/**
 * HSTS (a year, subdomains included) on answers served over https, including behind a trusted proxy
 * (IS_PROXIED reads X-Forwarded-Proto). Over plain http the header would only pin browsers to an https that may
 * not exist.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  await next();
};
