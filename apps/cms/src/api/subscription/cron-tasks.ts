import type { Core } from '@strapi/strapi';
import { runOncePerTick } from '../../platform/scheduled-jobs';
import { subscriptions } from './services/subscription';

/**
 * The name the job's runs are logged and counted under (src/platform/scheduled-jobs: `jobs:subscription:runs` in
 * Redis).
 */
const SUBSCRIPTION_JOB = 'subscription';

/**
 * The scheduled job of config/server.ts: when a trial or subscription ends, the user loses the subscriber role.
 * Every process schedules it; each tick runs in one of them (src/platform/scheduled-jobs).
 */
export function subscriptionCronTasks(rule: string) {
  return {
    endLapsedSubscriptions: {
      task: async ({ strapi }: { strapi: Core.Strapi }, tick?: Date) => {
        await runOncePerTick(strapi, SUBSCRIPTION_JOB, tick ?? new Date(), async () => {
          await subscriptions(strapi).endLapsed();
        });
      },
      options: { rule },
    },
  };
}
