import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * GET /documents/{fileId} at the root of the site, not under /api (SPEC-GUIDE §7 "documents link to /documents/{fileId}
 * on the content host"). API route files always get the /api prefix, so the route is added to the root router here.
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.server.routes([
      {
        method: 'GET',
        path: '/documents/:fileId',
        // Resolved per request: controllers are not all loaded yet while modules register.
        handler: (ctx: Context, next: Next) => strapi.controller('api::document.document').download(ctx, next),
        // The controller decides who may have the file (see services/document-access.ts).
        config: { auth: false },
      },
    ]);
  },
};
