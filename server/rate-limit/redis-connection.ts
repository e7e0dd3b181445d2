import type { Redis } from 'ioredis';

/** Connecting to Redis gives up after this long, ms (then retries in the background). */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * A command that gets no answer within this long fails, ms: the rate limiter then counts in memory instead
 * (a Redis that accepts connections but hangs must not hold a sign-in for long).
 */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The process's one client for REDIS_URL. `enableOfflineQueue: false` (rate-limiter-flexible's advice): while the
 * connection is down a command fails at once instead of waiting in a queue, so the in-memory insurance limiter
 * answers without delay. Reconnects in the background. Close it with `quit()` when the process stops.
 * Issue 14: ioredis is loaded here, only when REDIS_URL is set (~60 ms of a start without it otherwise).
 */
export async function openRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Without a listener, a connection error would be an unhandled 'error' event; commands report it themselves.
  redis.on('error', () => undefined);
  return redis;
}

/** Resolves true once `redis` is ready, false after `timeoutMs` (it keeps trying in the background). */
export function redisReady(redis: Redis, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
