import type { Context } from 'koa';

type Body = Record<string, unknown>;

/** The parsed JSON body of an auth call, or an empty object for anything else. */
export const bodyOf = (ctx: Context): Body => {
  const body = (ctx.request as unknown as { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
};
