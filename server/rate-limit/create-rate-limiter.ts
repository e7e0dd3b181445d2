import type { FastifyBaseLogger } from 'fastify';
import { FlexibleRateLimiter } from './flexible-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { openRedis, redisReady } from './redis-connection';

/** The process's rate limiter and the one Redis connection behind it. */
export interface ProcessRateLimiter extends RateLimiter {
  /** Closes the Redis connection, if any (idempotent); call when the process stops. */
  close(): Promise<void>;
}

export interface ProcessRateLimiterOptions {
  /** REDIS_URL: counts shared by every instance; undefined keeps them in this process's memory. */
  readonly redisUrl: string | undefined;
  /** Key prefix in Redis (tests isolate runs with their own). */
  readonly prefix?: string;
  readonly log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Opens the one rate limiter of this process (sign-ins, SMS codes, password checks all share it and its single
 * Redis connection). Waits for Redis up to its connect timeout: an unreachable Redis does not stop the start, the
 * limits then hold per process until it answers (README "Rate limits and Redis outages").
 */
export async function openRateLimiter(options: ProcessRateLimiterOptions): Promise<ProcessRateLimiter> {
  if (options.redisUrl === undefined) {
    const limiter = new FlexibleRateLimiter({ prefix: options.prefix });
    return { ...limiterCalls(limiter), close: async () => {} };
  }
  const redis = await openRedis(options.redisUrl);
  if (!(await redisReady(redis))) {
    options.log?.warn('Redis (REDIS_URL) unreachable: rate limits hold per process until it answers');
  }
  // One line per change of state (not per failed command): operators see when limits stopped being shared.
  let shared = redis.status === 'ready';
  redis.on('close', () => {
    if (shared) options.log?.warn('Redis (REDIS_URL) connection lost: rate limits hold per process until it is back');
    shared = false;
  });
  redis.on('ready', () => {
    if (!shared) options.log?.info('Redis (REDIS_URL) connected: rate limits are shared again');
    shared = true;
  });
  const limiter = new FlexibleRateLimiter({ redis, prefix: options.prefix });
  let closed = false;
  return {
    ...limiterCalls(limiter),
    close: async () => {
      if (closed) return;
      closed = true;
      shared = false;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The RateLimiter calls of `limiter`, bound to it. */
function limiterCalls(limiter: FlexibleRateLimiter): RateLimiter {
  return {
    hit: (key, rule) => limiter.hit(key, rule),
    count: (key, rule) => limiter.count(key, rule),
    refund: (key, rule) => limiter.refund(key, rule),
  };
}
