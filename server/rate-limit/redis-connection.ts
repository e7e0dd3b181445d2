import { Redis } from 'ioredis';

/** A command waits at most this long for a connection, ms: a missing Redis fails requests fast, not after minutes. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * A client for REDIS_URL that fails a command after one reconnection attempt instead of queueing it indefinitely,
 * and reconnects in the background. Close it with `quit()` when the server stops.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Without a listener, a connection error would be an unhandled 'error' event; commands report it themselves.
  redis.on('error', () => undefined);
  return redis;
}
