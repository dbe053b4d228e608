/** Types of redis.mjs, for the TypeScript tests that start their own Redis. */
export interface RedisEngine {
  url: string;
  port: number;
  logFile: string;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export function startRedis(options?: { installMissing?: boolean }): Promise<RedisEngine>;
