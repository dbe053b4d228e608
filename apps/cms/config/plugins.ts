import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { validatePassword } from '../src/extensions/users-permissions/password-rule';
import { createOutboxTransport } from '../src/accounts/mail/outbox-transport';
import { GRAPHQL_PAGES, graphqlProtection } from '../src/extensions/graphql/limits';
import { databaseUnavailableGraphqlPlugin } from '../src/middlewares/database-unavailable';
import { captureGraphqlSchema } from '../src/delivery/response-cache';
import { trustedDocumentsBackstop } from '../src/extensions/graphql/trusted-documents';
import { secret } from '../src/platform/secrets';
import { EDITORIAL_TYPES } from '../src/access/permissions';
import { publisherConfig } from '../src/editorial/scheduled-publishing';
import { s3UploadConfig } from '../src/platform/upload-storage/s3-config';

/**
 * Mail goes out through SMTP when SMTP_HOST is set; otherwise, for development, each mail is written to the log and
 * to the outbox folder (OUTBOX_DIR) so a person can follow its link.
 */
function emailConfig(env: Core.Config.Shared.ConfigParams['env']) {
  const host = env('SMTP_HOST', '');
  const user = env('SMTP_USER', '');
  const providerOptions = host
    ? {
        host,
        port: env.int('SMTP_PORT', 587),
        secure: env.bool('SMTP_SECURE', false),
        ...(user ? { auth: { user, pass: env('SMTP_PASS', '') } } : {}),
      }
    : createOutboxTransport(path.resolve(process.cwd(), env('OUTBOX_DIR', 'outbox')));
  return {
    provider: 'nodemailer',
    providerOptions,
    settings: {
      defaultFrom: env('SMTP_FROM', 'Music Classroom <no-reply@classroom.example.org>'),
      defaultReplyTo: env('SMTP_REPLY_TO', 'help@example.org'),
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const protection = graphqlProtection({ timeBudgetMs: env.int('GRAPHQL_TIME_BUDGET_MS', 10_000) });
  const upload = s3UploadConfig(env);
  return {
    graphql: {
      config: {
        endpoint: '/graphql',
        shadowCRUD: true,
        // Development surfaces: the GraphQL landing page and introspection are off in production.
        landingPage: env('NODE_ENV', 'development') !== 'production',
        // Lesson and slideshow reads nest components inside components; the default depth of 10 is too shallow.
        depthLimit: 14,
        // Page sizes: a list without `pagination` reads the default, never more than the maximum.
        ...GRAPHQL_PAGES,
        // Errors name what went wrong, never where in the server it happened.
        apolloServer: {
          introspection: env('NODE_ENV', 'development') !== 'production',
          includeStacktraceInErrorResponses: false,
          // Size and depth limits and the time budget (src/extensions/graphql/limits.ts); the response cache
          // describes each query against the schema Apollo serves.
          validationRules: protection.validationRules,
          maxRecursiveSelections: protection.maxRecursiveSelections,
          allowBatchedHttpRequests: protection.allowBatchedHttpRequests,
          parseOptions: protection.parseOptions,
          // strapi::cors answers every route, /graphql included, with the allowed origins only.
          cors: false,
          // Operation ids are the web app's trusted documents (src/delivery/trusted-documents), resolved before Apollo;
          // no client may register a text of its own under an id.
          persistedQueries: false,
          // A database out of reach answers 503 (src/middlewares/database-unavailable.ts), as REST does.
          plugins: [
            trustedDocumentsBackstop(),
            ...protection.plugins,
            captureGraphqlSchema,
            databaseUnavailableGraphqlPlugin,
          ],
        },
      },
    },
    'users-permissions': {
      config: {
        jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
        jwtSecret: secret('JWT_SECRET'),
        // The plugin's own per-address limiter is replaced by src/accounts/sign-in-limits (per account and per address,
        // in a store several processes can share).
        ratelimit: { enabled: false },
        // The password rule for reset and change (registration checks it in src/extensions/users-permissions).
        validationRules: { validatePassword },
      },
    },
    email: { config: emailConfig(env) },
    // Publishing at a set time on the editorial types (src/editorial/scheduled-publishing.ts runs it once across
    // processes).
    publisher: publisherConfig(EDITORIAL_TYPES),
    // Uploads in an S3-compatible bucket when S3_BUCKET is set (src/platform/upload-storage), local files otherwise.
    ...(upload ? { upload: { config: upload } } : {}),
  };
};
