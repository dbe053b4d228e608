import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/**
 * Sign-in tokens end when the teacher changes or resets their password, or logs out: every token issued before that
 * moment stops working, on every device. The moment is kept on the user (`tokens_valid_after`, private), every token
 * carries the millisecond it was issued (`iatms`), and each request compares the two, with the user read from the
 * signed-in cache (src/extensions/users-permissions/signed-in-cache.ts), which a user write clears at once.
 */
export const TOKENS_VALID_AFTER = 'tokens_valid_after';

interface UsersPermissionsPlugin {
  contentTypes: Record<string, { schema: { attributes: Record<string, unknown> } }>;
}

export function addTokenEndField(plugin: UsersPermissionsPlugin): void {
  plugin.contentTypes.user.schema.attributes[TOKENS_VALID_AFTER] = {
    type: 'datetime',
    private: true,
    configurable: false,
  };
}

/** When the token was issued, in milliseconds (tokens from before this rule carry seconds only). */
export function issuedAtMs(payload: { iat?: unknown; iatms?: unknown }): number {
  if (typeof payload.iatms === 'number') return payload.iatms;
  return typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
}

/** Whether a token issued at `issuedAt` has been ended for `user`. */
export function tokenEnded(issuedAt: number, user: Record<string, unknown> | null | undefined): boolean {
  const validAfter = user?.[TOKENS_VALID_AFTER];
  if (!validAfter) return false;
  return issuedAt < new Date(validAfter as string | Date).getTime();
}

/** The data to save with a password change: earlier tokens end now. */
export function endingEarlierTokens<T extends Record<string, unknown>>(params: T): T {
  return 'password' in params && params.password ? { ...params, [TOKENS_VALID_AFTER]: new Date() } : params;
}

/** POST /api/auth/logout (the plugin's own route): ends every token of the signed-in teacher. */
export function logOutEverywhere(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    const user = ctx.state.user as { id?: number } | undefined;
    if (!user?.id) return ctx.unauthorized('Missing authentication');
    await strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { [TOKENS_VALID_AFTER]: new Date() } });
    ctx.body = { ok: true };
  };
}
