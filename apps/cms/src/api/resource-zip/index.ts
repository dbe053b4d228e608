import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { streamResourceZip } from './resource-zip';

/**
 * "Download all resources" (issue #16): GET /documents/resources/{lesson|unit}/{documentId} streams one ZIP of the
 * documents the caller may open. Under /documents, so the web app's documents cookie proves who asks, as for a
 * single document.
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.server.routes([
      {
        method: 'GET',
        path: '/documents/resources/:kind/:documentId',
        handler: (ctx: Context) => streamResourceZip(strapi, ctx),
        // Each file is checked as /documents/{id} checks it (api/document/services/document-access.ts).
        config: { auth: false },
      },
    ]);
  },
};
