import type { Core } from '@strapi/strapi';
import { Redis } from 'ioredis';

/**
 * The one Redis connection of a CMS process, made when REDIS_URL is set and shared by the features that several
 * processes must share: the response cache (src/delivery/response-cache/redis-store.ts), the sign-in limits
 * (src/accounts/sign-in-limits) and the scheduled jobs' lock (src/platform/scheduled-jobs). Without REDIS_URL nothing
 * here connects.
 *
 * Redis is a help, never a dependency: while it is out of reach commands fail at once (no offline queue) and a
 * stalled one within `commandTimeoutMs`, so no request waits on it; each feature then works as one process does.
 * An outage is logged once when it starts and once when it ends, not per request.
 */
interface RedisSettings {
  url: string;
  /** Put before every key and channel, so one Redis can serve several sites. */
  keyPrefix: string;
  commandTimeoutMs: number;
}

export interface RedisConnection {
  /** For commands (not for subscribing); its key names get `keyPrefix` from ioredis. */
  client: Redis;
  keyPrefix: string;
  /** Whether commands can be sent now. */
  ready(): boolean;
  /** Runs `listener` each time Redis is reachable again after an outage (not on the first connection). */
  onReconnect(listener: () => void): void;
  /**
   * Delivers the messages of a channel of this site to every process. Messages published while a process is cut off
   * are lost to it: `missed` runs when its subscription is back after such a gap.
   */
  subscribe(channel: string, onMessage: (message: string) => void, missed: () => void): void;
  /** Sends a message to every process subscribed to the channel; false when Redis could not take it. */
  publish(channel: string, message: string): Promise<boolean>;
  close(): void;
}

interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

/** How long to wait before reconnecting: quickly at first, then every 2 s while Redis stays away. */
const reconnectDelay = (attempts: number) => Math.min(attempts * 100, 2000);

export function connectRedis(settings: RedisSettings, log: RedisLog): RedisConnection {
  const client = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    // Fail fast while disconnected instead of queueing a request's commands until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: settings.commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: reconnectDelay,
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  let closing = false;
  const reconnectListeners: (() => void)[] = [];
  const wentDown = (reason: string) => {
    if (closing || state === 'down') return;
    state = 'down';
    log.warn(
      `Redis at ${safeAddress(settings.url)} is out of reach (${reason}): answering uncached, limiting sign-ins per ` +
        'process and running scheduled jobs in this process until it returns',
    );
  };
  client.on('ready', () => {
    const wasDown = state === 'down';
    state = 'up';
    if (!wasDown) return;
    log.info(`Redis at ${safeAddress(settings.url)} is reachable again`);
    for (const listener of reconnectListeners) listener();
  });
  client.on('error', (error: Error) => wentDown(error.message));
  client.on('close', () => {
    if (state === 'up') wentDown('connection closed');
  });
  client.connect().catch(() => undefined); // reported by the 'error' event; ioredis keeps retrying

  let subscriber: Redis | undefined;
  const channels = new Map<string, { onMessage: (message: string) => void; missed: () => void }>();
  const channelName = (channel: string) => `${settings.keyPrefix}${channel}`;

  function subscriberConnection(): Redis {
    if (subscriber) return subscriber;
    // A subscribed connection sends nothing else; it may queue its SUBSCRIBE until Redis is there, and ioredis
    // subscribes again after every reconnection.
    const connection = client.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, lazyConnect: false });
    let everReady = false;
    connection.on('error', () => undefined); // the command connection reports outages
    connection.on('ready', () => {
      if (everReady) for (const { missed } of channels.values()) missed();
      everReady = true;
    });
    connection.on('message', (channel: string, message: string) => channels.get(channel)?.onMessage(message));
    subscriber = connection;
    return connection;
  }

  return {
    client,
    keyPrefix: settings.keyPrefix,
    ready: () => client.status === 'ready',
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    subscribe(channel, onMessage, missed) {
      channels.set(channelName(channel), { onMessage, missed });
      subscriberConnection()
        .subscribe(channelName(channel))
        .catch(() => undefined);
    },
    async publish(channel, message) {
      try {
        await client.publish(channelName(channel), message);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing = true; // a closing connection is no outage
      client.disconnect();
      subscriber?.disconnect();
    },
  };
}

/** The address without its password, for logs. */
function safeAddress(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.host;
  } catch {
    return 'REDIS_URL';
  }
}

const connections = new WeakMap<Core.Strapi, RedisConnection>();

/** This process's Redis connection, or undefined when REDIS_URL is not set (one process, everything in memory). */
export function redisConnection(strapi: Core.Strapi): RedisConnection | undefined {
  const settings = strapi.config.get<RedisSettings>('product.redis');
  if (!settings?.url) return undefined;
  let connection = connections.get(strapi);
  if (!connection) {
    connection = connectRedis(settings, {
      warn: (message) => strapi.log.warn(message),
      info: (message) => strapi.log.info(message),
    });
    connections.set(strapi, connection);
  }
  return connection;
}

/** Closes this process's Redis connection, if it made one (Strapi's destroy). */
export function closeRedis(strapi: Core.Strapi): void {
  connections.get(strapi)?.close();
  connections.delete(strapi);
}
