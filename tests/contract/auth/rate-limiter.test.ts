import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { FlexibleRateLimiter } from '../../../server/rate-limit/flexible-rate-limiter';
import type { RateLimiter } from '../../../server/rate-limit/rate-limiter';
import { openRedis, redisReady } from '../../../server/rate-limit/redis-connection';
import { describeIfRedis, freshRedisNamespace, TEST_REDIS_URL } from './support/redis';

const PER_MINUTE = { limit: 1, windowMs: 60_000 };

/** The RateLimiter contract, run against every configuration. */
function rateLimiterContract(limiter: () => RateLimiter) {
  it('allows `limit` hits in a window and refuses the next, saying how long to wait', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const decisions = [];
    for (let n = 0; n < 4; n++) decisions.push(await limiter().hit('three', rule));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfterMs).toBeGreaterThan(0);
    expect(decisions[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('keys are counted separately', async () => {
    expect((await limiter().hit('phone-a', PER_MINUTE)).allowed).toBe(true);
    expect((await limiter().hit('phone-b', PER_MINUTE)).allowed).toBe(true);
    expect((await limiter().hit('phone-a', PER_MINUTE)).allowed).toBe(false);
  });

  it('50 concurrent hits on a limit of 1 allow exactly one', async () => {
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter().hit('burst', PER_MINUTE)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(1);
  });

  it('count reads a key without counting a hit; refund takes one hit back', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter().count('reserved', rule)).toEqual({ hits: 0, retryAfterMs: 0 });
    await limiter().hit('reserved', rule);
    await limiter().hit('reserved', rule);
    const counted = await limiter().count('reserved', rule);
    expect(counted.hits).toBe(2);
    expect(counted.retryAfterMs).toBeGreaterThan(0);
    expect((await limiter().count('reserved', rule)).hits).toBe(2);
    await limiter().refund('reserved', rule);
    expect((await limiter().count('reserved', rule)).hits).toBe(1);
    expect((await limiter().hit('reserved', rule)).allowed).toBe(true);
    expect((await limiter().hit('reserved', rule)).allowed).toBe(false);
  });
}

describe('FlexibleRateLimiter in memory (no REDIS_URL)', () => {
  const limiter = new FlexibleRateLimiter();
  rateLimiterContract(() => limiter);
});

describe('FlexibleRateLimiter with an unreachable Redis', () => {
  let redis: Redis;
  let limiter: FlexibleRateLimiter;
  beforeAll(async () => {
    // A port nothing listens on: bound, then released.
    redis = await openRedis(`redis://127.0.0.1:${await freePort()}`);
    limiter = new FlexibleRateLimiter({ redis, prefix: freshRedisNamespace() });
  });
  afterAll(() => {
    redis.disconnect();
  });

  it('never connects, and the in-memory insurance limiter keeps every limit (nothing fails open)', async () => {
    expect(await redisReady(redis, 300)).toBe(false);
  });
  rateLimiterContract(() => limiter);
});

describeIfRedis('FlexibleRateLimiter on Redis', () => {
  let redis: Redis;
  const namespace = freshRedisNamespace();
  let limiter: FlexibleRateLimiter;
  beforeAll(async () => {
    redis = await openRedis(TEST_REDIS_URL);
    expect(await redisReady(redis)).toBe(true);
    limiter = new FlexibleRateLimiter({ redis, prefix: namespace });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  rateLimiterContract(() => limiter);

  it('a key is stored under the name of what it limits', async () => {
    await limiter.hit('login:user:someone', PER_MINUTE);
    expect(await redis.exists(`${namespace}:login:user:someone`)).toBe(1);
  });

  it('two clients (two instances) share one count', async () => {
    const other = await openRedis(TEST_REDIS_URL);
    try {
      expect(await redisReady(other)).toBe(true);
      const b = new FlexibleRateLimiter({ redis: other, prefix: namespace });
      expect((await limiter.hit('shared-phone', PER_MINUTE)).allowed).toBe(true);
      expect((await b.hit('shared-phone', PER_MINUTE)).allowed).toBe(false);
    } finally {
      await other.quit();
    }
  });
});
