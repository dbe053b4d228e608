import crypto from 'node:crypto';
import type { RedisConnection } from '../redis';

export type Change = 'content' | 'access';

const CHANGES_CHANNEL = 'response-cache:changes';

/**
 * Makes every process see the changes one process sees, on one Redis channel: each message names the change, the
 * process that saw it (which has acted on it already) and, for a content change, what was written (its tags, none
 * when anything may have changed). A process that was cut off from Redis missed the messages sent
 * meanwhile, so it acts on both changes when it is back, and announces both (its own announcements may have been
 * lost). Returns the announcer.
 * The answers themselves need no message (every process reads the shared generations in Redis); these changes drop
 * per-process memos read on every request (access levels, verified users, file access), where a Redis read per request
 * would cost more than the message, which arrives within a millisecond on a local network.
 */
export function shareChangesAcrossProcesses(
  redis: RedisConnection,
  changes: Record<Change, (written?: readonly string[]) => void>,
): (change: Change, written?: readonly string[]) => void {
  const processId = crypto.randomUUID();
  // Tags hold no spaces; `-` alone says "nothing was written" (an empty list), no tags at all "anything".
  const announce = (change: Change, written?: readonly string[]) =>
    void redis.publish(
      CHANGES_CHANNEL,
      [change, processId, ...(written ? (written.length ? written : ['-']) : [])].join(' '),
    );
  redis.subscribe(
    CHANGES_CHANNEL,
    (message) => {
      const [change, sender, ...tags] = message.split(' ');
      if (sender === processId || (change !== 'content' && change !== 'access')) return;
      changes[change](tags.length ? tags.filter((tag) => tag !== '-') : undefined);
    },
    () => {
      changes.content();
      changes.access();
    },
  );
  redis.onReconnect(() => {
    announce('content');
    announce('access');
  });
  return announce;
}
