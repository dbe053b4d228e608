import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

interface PublisherActions {
  scheduleCronJob: (action: unknown) => unknown;
}

/** A stored action of strapi-plugin-publisher (`plugin::publisher.action`). */
export interface PublisherAction {
  documentId: string;
  mode: 'publish' | 'unpublish';
  executeAt: string;
}

interface PublicationService {
  toggle(action: PublisherAction, mode: PublisherAction['mode']): Promise<void>;
}

/**
 * Replaces strapi-plugin-publisher's `action` service `scheduleCronJob`, which starts a timer for each stored action in
 * the process that stored it, with no lock across processes; the product's once-per-tick job runs due actions
 * instead (src/editorial/scheduled-publishing.ts). Without it the plugin's own timers run too, and the once-per-change
 * claims still publish each draft once: it turns off and says so.
 */
export const publisherTimersHook: Hook<PublisherActions> = {
  name: 'strapi-plugin-publisher action.scheduleCronJob',
  kind: 'optimisation',
  package: 'strapi-plugin-publisher',
  major: 2,
  file: 'publisher-timers.ts',
  problem: (actions) => functionProblem(actions?.scheduleCronJob, 'scheduleCronJob', 1),
};

/**
 * Calls strapi-plugin-publisher's `publicationService.toggle(action, mode)` (undocumented: the plugin's timers call
 * it), which publishes or unpublishes a stored action's document and deletes the action, for the product's job. When
 * the service is no longer so, the product's job runs nothing and the plugin's own timers are left on (said once).
 */
export const publisherPublicationHook: Hook<PublicationService> = {
  name: 'strapi-plugin-publisher publicationService.toggle',
  kind: 'optimisation',
  package: 'strapi-plugin-publisher',
  major: 2,
  file: 'publisher-timers.ts',
  problem: (service) => functionProblem(service?.toggle, 'toggle', 2),
};

/** The plugin's publication of one stored action, or undefined when the hook is off (the plugin's timers then run). */
export function publisherPublication(strapi: Core.Strapi): PublicationService | undefined {
  const service = strapi.plugin('publisher').service('publicationService') as unknown as PublicationService;
  return checkHook(strapi, publisherPublicationHook, service) ? service : undefined;
}

/** From register: the plugin schedules nothing itself, when the product's job can publish in its place. */
export function turnOffPublisherTimers(strapi: Core.Strapi): void {
  if (!strapi.plugin('publisher')) return;
  if (!publisherPublication(strapi)) return;
  const actions = strapi.plugin('publisher').service('action') as unknown as PublisherActions | undefined;
  if (!checkHook(strapi, publisherTimersHook, actions) || !actions) return;
  actions.scheduleCronJob = () => undefined;
}
