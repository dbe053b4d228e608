import type { Core } from '@strapi/strapi';
import { secretList } from '../src/platform/secrets';
import { subscriptionCronTasks } from '../src/api/subscription/cron-tasks';
import { scheduledPublishingCronTasks } from '../src/editorial/scheduled-publishing';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: secretList('APP_KEYS') },
  // Behind a proxy (IS_PROXIED), the client address, protocol and host come from its X-Forwarded-* headers, read from
  // the end of the chain: PROXY_HOPS proxies of ours sit in front.
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
  // Tests point this at a throw-away folder so their uploads never mix with the demo's.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // Scheduled jobs: taking the subscriber role from users whose subscription has ended, and publishing what editors
  // scheduled (cron syntax, seconds optional).
  cron: {
    enabled: env.bool('CRON_ENABLED', true),
    tasks: {
      ...subscriptionCronTasks(env('SUBSCRIPTION_CHECK_CRON', '*/5 * * * *')),
      ...scheduledPublishingCronTasks(env('SCHEDULED_PUBLISHING_CRON', '* * * * *')),
    },
  },
});
