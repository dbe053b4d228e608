import type { Core } from '@strapi/strapi';
import { secret } from '../src/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      landingPage: env('NODE_ENV', 'development') !== 'production',
      // Lesson and slideshow reads nest components inside components; the default depth of 10 is too shallow.
      depthLimit: 14,
      defaultLimit: 100,
      maxLimit: 500,
      // Errors name what went wrong, never where in the server it happened.
      apolloServer: { introspection: true, includeStacktraceInErrorResponses: false },
    },
  },
  'users-permissions': {
    config: {
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      jwtSecret: secret('JWT_SECRET'),
    },
  },
});
