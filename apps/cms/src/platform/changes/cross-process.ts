import crypto from 'node:crypto';
import type { RedisConnection } from '../redis';

export type Change = 'content' | 'access';

const CHANGES_CHANNEL = 'response-cache:changes';

/**
 * Makes every process see the changes one process sees, on one Redis channel: each message names the change and the
 * process that saw it (which has acted on it already). A process that was cut off from Redis missed the messages sent
 * meanwhile, so it acts on both changes when it is back, and announces both (its own announcements may have been
 * lost). Returns the announcer.
 * The answers themselves need no message (every process reads the shared generations in Redis); these changes drop
 * per-process memos read on every request (access levels, verified users, file access), where a Redis read per request
 * would cost more than the message, which arrives within a millisecond on a local network.
 */
export function shareChangesAcrossProcesses(
  redis: RedisConnection,
  changes: Record<Change, () => void>,
): (change: Change) => void {
  const processId = crypto.randomUUID();
  const announce = (change: Change) => void redis.publish(CHANGES_CHANNEL, `${change} ${processId}`);
  redis.subscribe(
    CHANGES_CHANNEL,
    (message) => {
      const [change, sender] = message.split(' ');
      if (sender !== processId && (change === 'content' || change === 'access')) changes[change]();
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
