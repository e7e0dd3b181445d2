import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitCount, RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter';

export interface FlexibleRateLimiterOptions {
  /** The process's shared Redis client (openRedis); absent: every count lives in this process's memory. */
  readonly redis?: Redis;
  /** Prefix of every key in Redis (default "rl"): a key is `<prefix>:<what it limits>`. Tests isolate runs with it. */
  readonly prefix?: string;
}

/**
 * The RateLimiter of one process, on rate-limiter-flexible. With Redis, counts are shared by every instance; each
 * limiter has an in-memory insurance limiter with the same rule that takes over, per process, for any hit Redis
 * cannot answer (down, unreachable, timed out): limits keep holding and nothing fails open. Without Redis, the
 * in-memory limiter is the only one. A hit over the limit is still counted, as before.
 */
export class FlexibleRateLimiter implements RateLimiter {
  /** One rate-limiter-flexible limiter per rule (points and duration are fixed per limiter). */
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly prefix: string;

  constructor(private readonly options: FlexibleRateLimiterOptions = {}) {
    this.prefix = options.prefix ?? 'rl';
  }

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    try {
      const res = await this.limiterFor(rule).consume(key);
      return { allowed: true, retryAfterMs: res.msBeforeNext };
    } catch (refusal) {
      // A refusal is a RateLimiterRes; anything else is a failure even the insurance limiter could not absorb.
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: refusal.msBeforeNext };
      throw refusal;
    }
  }

  async count(key: string, rule: RateLimitRule): Promise<RateLimitCount> {
    const res = await this.limiterFor(rule).get(key);
    return res === null ? { hits: 0, retryAfterMs: 0 } : { hits: res.consumedPoints, retryAfterMs: res.msBeforeNext };
  }

  async refund(key: string, rule: RateLimitRule): Promise<void> {
    await this.limiterFor(rule).reward(key, 1);
  }

  private limiterFor(rule: RateLimitRule): RateLimiterAbstract {
    const id = `${rule.limit}/${rule.windowMs}`;
    let limiter = this.limiters.get(id);
    if (limiter === undefined) {
      limiter = this.create(rule);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private create(rule: RateLimitRule): RateLimiterAbstract {
    const settings = {
      keyPrefix: this.prefix,
      points: rule.limit,
      // Whole seconds (the library's unit); a window under a second still lasts one.
      duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
    };
    const memory = new RateLimiterMemory(settings);
    const { redis } = this.options;
    if (redis === undefined) return memory;
    return new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory });
  }
}
