import type { Core } from '@strapi/strapi';
import { claimOnce, runOncePerTick } from '../platform/scheduled-jobs';
import { publisherPublication, type PublisherAction } from '../strapi-internals/publisher-timers';

/**
 * Publishing and unpublishing at a set time (issue 31) with strapi-plugin-publisher: editors schedule in the edit
 * view's Publisher panel, which stores an action (`plugin::publisher.action`). The plugin runs each action from a
 * timer in the one process that stored it, and every process runs the overdue ones when it starts, with no lock
 * (its README, "Multi-instance"). So here:
 * - the plugin's own timers are off (src/strapi-internals/publisher-timers.ts), and the product's scheduled job
 *   (config/server.ts cron, once per tick across processes, src/platform/scheduled-jobs) runs every due action,
 *   whichever process stored it;
 * - its before-publish and before-unpublish hooks claim each change of a document once across processes, so the
 *   overdue run at start-up and the job never both publish the same draft.
 * The plugin publishes through the Document Service, so the response cache and search see it as any publication.
 */
const SCHEDULED_PUBLISHING_JOB = 'scheduled-publishing';

const ACTION = 'plugin::publisher.action';

/** Runs every action due by now; the plugin deletes each once run. */
async function runDueActions(strapi: Core.Strapi, now = new Date()): Promise<number> {
  // Off when the plugin's service changed: its own timers then run (src/strapi-internals/publisher-timers.ts).
  const publication = publisherPublication(strapi);
  if (!publication) return 0;
  const due = (await strapi.documents(ACTION as never).findMany({
    filters: { executeAt: { $lte: now.toISOString() } },
    sort: 'executeAt:asc',
    limit: 100,
  } as never)) as unknown as PublisherAction[];
  for (const action of due) await publication.toggle(action, action.mode);
  return due.length;
}

export function scheduledPublishingCronTasks(rule: string) {
  return {
    publishScheduledDocuments: {
      task: async ({ strapi }: { strapi: Core.Strapi }, tick?: Date) => {
        if (!strapi.plugin('publisher')) return;
        await runOncePerTick(strapi, SCHEDULED_PUBLISHING_JOB, tick ?? new Date(), async () => {
          await runDueActions(strapi);
        });
      },
      options: { rule },
    },
  };
}

interface HookArguments {
  strapi: Core.Strapi;
  uid: string;
  entity?: { documentId?: string; updatedAt?: string | Date; publishedAt?: string | Date | null } | null;
}

/** One process publishes (or unpublishes) a given version of a document: the claim is keyed by its last change. */
const onceAcrossProcesses =
  (change: 'publish' | 'unpublish') =>
  async ({ strapi, uid, entity }: HookArguments): Promise<boolean> => {
    if (!entity?.documentId || !entity.updatedAt) return true;
    return claimOnce(strapi, `${change}:${uid}:${entity.documentId}`, new Date(entity.updatedAt));
  };

/** The plugin's configuration (config/plugins.ts). */
export function publisherConfig(contentTypes: string[]) {
  return {
    enabled: true,
    config: {
      contentTypes,
      hooks: { beforePublish: onceAcrossProcesses('publish'), beforeUnpublish: onceAcrossProcesses('unpublish') },
    },
  };
}
