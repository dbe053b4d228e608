import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { bodyOf } from '../platform/http/request-body';
import {
  clientAddress,
  exhausted,
  knownAddressSeconds,
  retryAfter,
  signInKey,
  signInLimiters,
  type SignInLimitSettings,
} from '../accounts/sign-in-limits';

const SIGN_IN = '/api/auth/local';
const RESET_PASSWORD = '/api/auth/reset-password';
/** Auth calls limited per client address and route. */
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
/** The calls that mail an e-mail address (registration mails the owner of a taken one): also limited per address. */
const MAILING_CALLS = ['/api/auth/local/register', '/api/auth/forgot-password'];

/** An identifier or e-mail address as a limiter key: the same account however it is spelt, and bounded in length. */
const accountKey = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 320);

/** The sign-in limits of src/accounts/sign-in-limits, in front of the users-permissions routes. */
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
    const client = clientAddress(ctx.ip);

    if (path === SIGN_IN) {
      const account = accountKey(bodyOf(ctx).identifier);
      const here = signInKey(account, client);
      if (account) {
        const [fromHere, fromAnywhere, known] = await Promise.all([
          limiters.addressFailures.get(here),
          limiters.accountFailures.get(account),
          limiters.knownAddresses.get(here),
        ]);
        if (exhausted(fromHere)) {
          return refuse(ctx, fromHere, 'Too many wrong passwords for this account. Try again later.');
        }
        // Past the account's overall bound only the owner's own addresses go on: guessing stays bounded, and
        // guesses from elsewhere never lock the owner out.
        if (exhausted(fromAnywhere) && !known) {
          return refuse(
            ctx,
            fromAnywhere,
            'Too many wrong passwords for this account. Try again later, from where you usually sign in, or reset your password.',
          );
        }
      }
      try {
        await limiters.signIns.consume(client);
      } catch (refusal) {
        return refuse(ctx, refusal, 'Too many sign-ins from this address. Try again in a minute.');
      }
      // A refused sign-in (wrong password, unknown address) counts against the account at this address and overall.
      // The controller refuses by throwing; the errors middleware further out turns that into the 400.
      let refused = false;
      try {
        await next();
        refused = ctx.status === 400;
      } catch (error) {
        refused = (error as { name?: string }).name === 'ValidationError';
        throw error;
      } finally {
        if (account && refused) {
          await Promise.all([limiters.addressFailures.penalty(here), limiters.accountFailures.penalty(account)]).catch(
            () => undefined,
          );
        } else if (account && ctx.status === 200 && knownAddressSeconds(settings) > 0) {
          await limiters.knownAddresses.set(here, 1, knownAddressSeconds(settings)).catch(() => undefined);
        }
      }
      return;
    }

    if (!LIMITED_CALLS.includes(path)) return next();
    try {
      await limiters.calls.consume(`${path} ${client}`);
    } catch (refusal) {
      return refuse(ctx, refusal, 'Too many requests, please try again later.');
    }
    if (path === RESET_PASSWORD) {
      await next();
      // The mailed link signed the owner in here: this address is theirs from now on, whatever guessers do elsewhere.
      const email = accountKey((ctx.body as { user?: { email?: unknown } } | undefined)?.user?.email);
      if (ctx.status === 200 && email && knownAddressSeconds(settings) > 0) {
        await limiters.knownAddresses
          .set(signInKey(email, client), 1, knownAddressSeconds(settings))
          .catch(() => undefined);
      }
      return;
    }
    if (!MAILING_CALLS.includes(path)) return next();

    // Per e-mail address, whoever asks and whether or not it has an account; only calls that went through or mailed
    // count (a form sent back with a field error mails nobody, a taken address's owner is mailed).
    const email = accountKey(bodyOf(ctx).email);
    const mailKey = `${path} ${email}`;
    if (email) {
      const mailed = await limiters.mails.get(mailKey);
      if (exhausted(mailed)) {
        return refuse(ctx, mailed, 'Too many requests for this e-mail address, please try again later.');
      }
    }
    try {
      await next();
    } finally {
      const counted = ctx.status === 200 || (ctx.state as { mailedAddress?: boolean }).mailedAddress;
      if (email && counted) await limiters.mails.penalty(mailKey).catch(() => undefined);
    }
  };
};
