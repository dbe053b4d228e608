import type { Core } from '@strapi/strapi';
import { secret } from '../src/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The panel's sign-ins allowed per e-mail and address in 5 minutes (Strapi's 5); the journeys sign the editor in more.
  rateLimit: { max: env.int('ADMIN_SIGN_IN_LIMIT_MAX', 5) },
});
