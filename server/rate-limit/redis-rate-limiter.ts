import type { Redis } from 'ioredis';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter';

/**
 * INCR the key, start its window (PEXPIRE) on the first hit, answer the count and the window's remaining ms. One
 * script, so concurrent hits from any instance are counted atomically; a key that lost its expiry gets it back.
 */
const FIXED_WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** The shared RateLimiter (REDIS_URL): fixed windows as Redis counters under `prefix`. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rate-limit:',
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const reply = (await this.redis.eval(FIXED_WINDOW_SCRIPT, 1, this.prefix + key, rule.windowMs)) as [number, number];
    const [count, ttl] = reply;
    return { allowed: count <= rule.limit, count, retryAfterMs: ttl };
  }
}
