import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { bodyOf } from '../extensions/users-permissions/auth';
import { retryAfter, signInLimiters, type SignInLimitSettings } from '../sign-in-limits';

const SIGN_IN = '/api/auth/local';
/** Auth calls limited per address and route; the password mail also per e-mail address (as the plugin did). */
const LIMITED_CALLS = [
  '/api/auth/local/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/member-account/invitation',
  '/api/member-account/remove-invitation',
  '/api/member-account/remove-member',
  '/api/member-account/accept',
];

/** The sign-in limits of src/sign-in-limits, in front of the users-permissions routes. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const settings = strapi.config.get<SignInLimitSettings>('product.signInLimits');

  const refuse = (ctx: Context, refusal: unknown, message: string) => {
    ctx.set('Retry-After', String(retryAfter(refusal)));
    ctx.status = 429;
    ctx.body = { data: null, error: { status: 429, name: 'RateLimitError', message, details: {} } };
  };

  return async (ctx: Context, next: Next) => {
    if (!settings.enabled || ctx.method !== 'POST') return next();
    const path = ctx.path.replace(/\/+$/, '').toLowerCase();
    const limiters = signInLimiters(strapi);

    if (path === SIGN_IN) {
      const identifier = String(bodyOf(ctx).identifier ?? '')
        .trim()
        .toLowerCase();
      const failures = identifier ? await limiters.failures.get(identifier) : null;
      if (failures && failures.remainingPoints <= 0) {
        return refuse(ctx, failures, 'Too many wrong passwords for this account. Try again later.');
      }
      try {
        await limiters.signIns.consume(ctx.ip);
      } catch (refusal) {
        return refuse(ctx, refusal, 'Too many sign-ins from this address. Try again in a minute.');
      }
      // A refused sign-in (wrong password, unknown address) counts against the account, whichever address it came
      // from. The controller refuses by throwing; the errors middleware further out turns that into the 400.
      let refused = false;
      try {
        await next();
        refused = ctx.status === 400;
      } catch (error) {
        refused = (error as { name?: string }).name === 'ValidationError';
        throw error;
      } finally {
        if (identifier && refused) await limiters.failures.penalty(identifier).catch(() => undefined);
      }
      return;
    }

    if (LIMITED_CALLS.includes(path)) {
      const email = path === '/api/auth/forgot-password' ? String(bodyOf(ctx).email ?? '').toLowerCase() : '';
      try {
        await limiters.calls.consume(`${path}:${ctx.ip}:${email}`);
      } catch (refusal) {
        return refuse(ctx, refusal, 'Too many requests, please try again later.');
      }
    }
    return next();
  };
};
