import type { Core } from '@strapi/strapi';
import { secret } from '../src/secrets';
import { mintPreviewToken, PREVIEW_PARAMETER } from '../src/preview';
import { previewPathOf } from '../src/preview-pages';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The panel's sign-ins allowed per e-mail and address in 5 minutes (Strapi's 5); the journeys sign the editor in more.
  rateLimit: { max: env.int('ADMIN_SIGN_IN_LIMIT_MAX', 5) },
  // The edit view's Preview opens the entry's real page showing the draft (issue 31, src/preview.ts): the handler runs
  // in the panel's own signed-in route, the one place a preview token is minted.
  preview: {
    enabled: env.bool('PREVIEW_ENABLED', true),
    config: {
      // The CMS serves the web app: the pages are on its own origin (PUBLIC_URL when set, else relative).
      allowedOrigins: env('PUBLIC_URL', '') ? [new URL(env('PUBLIC_URL', '')).origin] : [],
      async handler(uid: string, { documentId }: { documentId?: string; locale?: string; status?: string }) {
        const strapi = (globalThis as unknown as { strapi: Core.Strapi }).strapi;
        const pathname = await previewPathOf(strapi, uid, documentId);
        if (!pathname) return null;
        const query = new URLSearchParams({ [PREVIEW_PARAMETER]: mintPreviewToken(strapi) });
        return `${env('PUBLIC_URL', '')}${pathname}?${query}`;
      },
    },
  },
});
