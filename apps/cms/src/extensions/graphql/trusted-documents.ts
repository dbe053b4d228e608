import type { ApolloServerPlugin } from '@apollo/server';
import type { Core } from '@strapi/strapi';
import { ADMITTED, trustedDocuments } from '../../delivery/trusted-documents';

/**
 * The backstop of the trusted-documents rule (src/delivery/trusted-documents): with the rule on, an operation that
 * reached Apollo without src/middlewares/trusted-documents.ts admitting it (a way in that middleware does not know) is
 * not run. It fails before parsing, as an internal error: no client of ours ever gets here.
 */
export function trustedDocumentsBackstop(): ApolloServerPlugin<{ state?: Record<string, unknown> }> {
  return {
    async requestDidStart({ contextValue }) {
      const strapi = (globalThis as unknown as { strapi: Core.Strapi }).strapi;
      if (trustedDocuments(strapi).mode() === 'only' && contextValue.state?.[ADMITTED] !== true) {
        throw new Error('A GraphQL request reached Apollo without the trusted-documents rule admitting it');
      }
    },
  };
}
