import type { Core } from '@strapi/strapi';

/** Passes only for a request with a valid user token (REST `ctx.state.user`, GraphQL `context.state.user`). */
export default (policyContext: { state?: { user?: unknown } }, _config: unknown, _deps: { strapi: Core.Strapi }) =>
  Boolean(policyContext.state?.user);
