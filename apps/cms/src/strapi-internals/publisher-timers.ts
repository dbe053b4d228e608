import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

interface PublisherActions {
  scheduleCronJob: (action: unknown) => unknown;
}

/**
 * Replaces strapi-plugin-publisher's `action` service `scheduleCronJob`, which starts a timer for each stored action in
 * the process that stored it, with no lock across processes; the product's once-per-tick job runs due actions
 * instead (src/scheduled-publishing.ts). Without it the plugin's own timers run too, and the once-per-change claims
 * still publish each draft once: it turns off and says so.
 */
export const publisherTimersHook: Hook<PublisherActions> = {
  name: 'strapi-plugin-publisher action.scheduleCronJob',
  kind: 'optimisation',
  package: 'strapi-plugin-publisher',
  major: 2,
  file: 'publisher-timers.ts',
  problem: (actions) => functionProblem(actions?.scheduleCronJob, 'scheduleCronJob', 1),
};

/** From register: the plugin schedules nothing itself. */
export function turnOffPublisherTimers(strapi: Core.Strapi): void {
  if (!strapi.plugin('publisher')) return;
  const actions = strapi.plugin('publisher').service('action') as unknown as PublisherActions | undefined;
  if (!checkHook(strapi, publisherTimersHook, actions) || !actions) return;
  actions.scheduleCronJob = () => undefined;
}
