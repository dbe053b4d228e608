import type { Core } from '@strapi/strapi';
import { secret } from '../src/platform/secrets';
import { previewLink } from '../src/editorial/preview-pages';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The panel's sign-ins allowed per e-mail and address in 5 minutes (Strapi's 5); the journeys sign the editor in
  // more.
  rateLimit: { max: env.int('ADMIN_SIGN_IN_LIMIT_MAX', 5) },
  // The edit view's Preview opens the entry's real page showing its draft (issues 31 and 43, src/editorial/preview.ts):
  // the handler runs in the panel's own signed-in route, the one place a preview token (for that one entry) is minted.
  preview: {
    enabled: env.bool('PREVIEW_ENABLED', true),
    config: {
      // The CMS serves the web app: the pages are on its own origin (PUBLIC_URL when set, else relative).
      allowedOrigins: env('PUBLIC_URL', '') ? [new URL(env('PUBLIC_URL', '')).origin] : [],
      async handler(uid: string, { documentId, locale }: { documentId?: string; locale?: string; status?: string }) {
        const strapi = (globalThis as unknown as { strapi: Core.Strapi }).strapi;
        const link = await previewLink(strapi, uid, { documentId, locale });
        return link ? `${env('PUBLIC_URL', '')}${link}` : null;
      },
    },
  },
});
