import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, it } from 'vitest';

/** The Redis the shared-rate-limit suites use (README: Redis on 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

type Availability = { readonly available: true } | { readonly available: false; readonly reason: string };

/** Whether TEST_REDIS_URL answers PING within 2 s (probed once per test file). */
export const redisAvailability: Availability = await probeRedis();

async function probeRedis(): Promise<Availability> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return { available: true };
  } catch (error) {
    return { available: false, reason: `${TEST_REDIS_URL}: ${(error as Error).message}` };
  } finally {
    redis.disconnect();
  }
}

/** A key prefix unique to this run, so runs (and files) never count each other's hits. */
export function freshRedisNamespace(): string {
  return `test-${process.pid}-${randomBytes(4).toString('hex')}:`;
}

/** Declares `body` when Redis answers; otherwise fails under CI and is skipped with a printed reason elsewhere. */
export function describeIfRedis(title: string, body: () => void): void {
  const name = `${title} [redis]`;
  if (redisAvailability.available) {
    describe(name, () => body());
  } else if (process.env['CI']) {
    const { reason } = redisAvailability;
    describe(name, () => {
      it('needs a reachable Redis (TEST_REDIS_URL)', () => {
        throw new Error(`Redis unreachable under CI: ${reason}`);
      });
    });
  } else {
    console.warn(`[contract] skipping "${name}": ${redisAvailability.reason}`);
    describe.skip(name, () => body());
  }
}
