import type { Core } from '@strapi/strapi';
import { subscriptions } from './services/subscription';

/** The scheduled job of config/server.ts: when a trial or subscription ends, the user loses the subscriber role. */
export function subscriptionCronTasks(rule: string) {
  return {
    endLapsedSubscriptions: {
      task: async ({ strapi }: { strapi: Core.Strapi }) => {
        await subscriptions(strapi).endLapsed();
      },
      options: { rule },
    },
  };
}
