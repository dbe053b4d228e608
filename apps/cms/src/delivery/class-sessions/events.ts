import type { ClassSlidePlace } from '@classroom/contracts';
import type { RedisConnection } from '../../platform/redis';

/** What the teacher did that the pupils' screens follow. */
export type ClassEvent =
  | { type: 'slide'; sessionId: string; slide: ClassSlidePlace; blackout: boolean }
  | { type: 'removed'; sessionId: string; pupilId: string }
  | { type: 'ended'; sessionId: string };

type Listener = (event: ClassEvent) => void;

export interface ClassEvents {
  publish(event: ClassEvent): Promise<void>;
  /** Follows one session's events; the returned function stops. */
  follow(sessionId: string, listener: Listener, missed: () => void): () => void;
}

const CHANNEL = 'class-sessions';

/**
 * Fan-out of a session's events to the pupils' streams: through Redis pub/sub when REDIS_URL is set, so a pupil on one
 * process follows a teacher on another, else within this process. An event Redis cannot take is still delivered here;
 * a stream cut off from Redis is told (`missed`) and sends its pupils the current state again.
 */
export function classEvents(redis: RedisConnection | undefined): ClassEvents {
  const followers = new Map<string, Map<Listener, () => void>>();
  const deliver = (event: ClassEvent) => {
    for (const listener of [...(followers.get(event.sessionId)?.keys() ?? [])]) listener(event);
  };
  redis?.subscribe(
    CHANNEL,
    (message) => deliver(JSON.parse(message) as ClassEvent),
    () => {
      for (const listeners of followers.values()) for (const missed of listeners.values()) missed();
    },
  );
  return {
    async publish(event) {
      if (!redis || !(await redis.publish(CHANNEL, JSON.stringify(event)))) deliver(event);
    },
    follow(sessionId, listener, missed) {
      const listeners = followers.get(sessionId) ?? new Map<Listener, () => void>();
      listeners.set(listener, missed);
      followers.set(sessionId, listeners);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) followers.delete(sessionId);
      };
    },
  };
}
