import type { Context, Next } from 'koa';
import { canonicalPath, encodedPath } from '../platform/http/request-path';

/**
 * First in the chain: every later middleware, Strapi's router and its static handlers see the request's canonical
 * path (src/platform/http/request-path.ts), encoded so that their own single decoding cannot read it differently. A
 * path that cannot be read is refused here with 400.
 */
export default () => async (ctx: Context, next: Next) => {
  const canonical = canonicalPath(ctx.path);
  if (canonical === undefined) {
    ctx.status = 400;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: null, error: { status: 400, name: 'BadRequestError', message: 'The address is not valid.' } };
    return;
  }
  const encoded = encodedPath(canonical);
  if (encoded !== ctx.path) ctx.path = encoded;
  return next();
};
