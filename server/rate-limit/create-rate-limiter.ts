import type { Redis } from 'ioredis';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

/**
 * The RateLimiter for this deployment: shared in Redis when a client for REDIS_URL is given (see openRedis), else
 * in this process's memory. `prefix` names the feature's keys in Redis ("sms:").
 */
export function createRateLimiter(redis: Redis | undefined, prefix = 'rate-limit:'): RateLimiter {
  return redis === undefined ? new MemoryRateLimiter() : new RedisRateLimiter(redis, prefix);
}
