import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../../server/rate-limit/memory-rate-limiter';
import { hitAll, type RateLimiter } from '../../../server/rate-limit/rate-limiter';
import { openRedis } from '../../../server/rate-limit/redis-connection';
import { RedisRateLimiter } from '../../../server/rate-limit/redis-rate-limiter';
import { describeIfRedis, freshRedisNamespace, TEST_REDIS_URL } from './support/redis';

const PER_MINUTE = { limit: 1, windowMs: 60_000 };
const FIVE_PER_TEN_MINUTES = { limit: 5, windowMs: 600_000 };

/** The RateLimiter contract, run against every implementation. */
function rateLimiterContract(limiter: () => RateLimiter) {
  it('allows `limit` hits in a window and refuses the next, saying how long to wait', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const decisions = [];
    for (let n = 0; n < 4; n++) decisions.push(await limiter().hit('three', rule));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((decision) => decision.count)).toEqual([1, 2, 3, 4]);
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
}

describe('MemoryRateLimiter', () => {
  let nowMs = 1_700_000_000_000;
  const limiter = new MemoryRateLimiter(() => nowMs);
  rateLimiterContract(() => limiter);

  it('a new window starts when the old one has passed', async () => {
    const rule = { limit: 1, windowMs: 1000 };
    expect((await limiter.hit('window', rule)).allowed).toBe(true);
    nowMs += 999;
    expect((await limiter.hit('window', rule)).allowed).toBe(false);
    nowMs += 1;
    expect(await limiter.hit('window', rule)).toEqual({ allowed: true, count: 1, retryAfterMs: 1000 });
  });

  it('hitAll: 1 per 60 s and 5 per 10 min per phone (the SMS rule)', async () => {
    const sms = new MemoryRateLimiter(() => nowMs);
    const limits = (phone: string) => [
      { key: `sms:60s:${phone}`, rule: PER_MINUTE },
      { key: `sms:10m:${phone}`, rule: FIVE_PER_TEN_MINUTES },
    ];
    const allowed: boolean[] = [];
    for (let minute = 0; minute < 6; minute++) {
      allowed.push((await hitAll(sms, limits('01012345678'))).allowed);
      const again = await hitAll(sms, limits('01012345678'));
      expect(again.allowed).toBe(false);
      nowMs += 60_000;
    }
    // One send a minute passes five times; the sixth minute is still inside the 10-minute window.
    expect(allowed).toEqual([true, true, true, true, true, false]);
    const refusal = await hitAll(sms, limits('01012345678'));
    expect(refusal.retryAfterMs).toBeGreaterThan(60_000);
  });
});

describeIfRedis('RedisRateLimiter', () => {
  let redis: Redis;
  const namespace = freshRedisNamespace();
  beforeAll(() => {
    redis = openRedis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  rateLimiterContract(() => new RedisRateLimiter(redis, namespace));

  it('a new window starts when the old one has passed', async () => {
    const limiter = new RedisRateLimiter(redis, namespace);
    const rule = { limit: 1, windowMs: 150 };
    expect((await limiter.hit('short', rule)).allowed).toBe(true);
    expect((await limiter.hit('short', rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await limiter.hit('short', rule)).allowed).toBe(true);
  });

  it('two clients (two instances) share one count', async () => {
    const other = openRedis(TEST_REDIS_URL);
    try {
      const a = new RedisRateLimiter(redis, namespace);
      const b = new RedisRateLimiter(other, namespace);
      expect((await a.hit('shared-phone', PER_MINUTE)).allowed).toBe(true);
      expect((await b.hit('shared-phone', PER_MINUTE)).allowed).toBe(false);
    } finally {
      await other.quit();
    }
  });
});
