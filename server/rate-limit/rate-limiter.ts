/** A limit: at most `limit` hits per fixed window of `windowMs` milliseconds. */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** The outcome of one hit: allowed while the window's count is within the limit; else retry after retryAfterMs. */
export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Hits counted in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the current window ends (when the count starts again from zero). */
  readonly retryAfterMs: number;
}

/**
 * A fixed-window counter keyed by the caller ("sms:60s:01012345678"). Counting is atomic per key, so N concurrent
 * hits on a limit of 1 allow exactly one. Implementations: MemoryRateLimiter (one process) and RedisRateLimiter
 * (shared by every instance on REDIS_URL). Outages of the shared store throw.
 */
export interface RateLimiter {
  /** Counts one hit on `key` under `rule` and tells whether it is allowed. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
}

/** A key with its rule, for checks that must pass several limits (issue 4: 1 per 60 s and 5 per 10 min per phone). */
export interface KeyedRule {
  readonly key: string;
  readonly rule: RateLimitRule;
}

/**
 * Counts one hit on each limit in order and stops at the first refusal, which it answers (else the last decision).
 * Limits after a refusal are not counted: list the short window first ("1 per 60 s" before "5 per 10 min"), so a
 * request refused by it does not use up the longer budget.
 */
export async function hitAll(limiter: RateLimiter, limits: readonly KeyedRule[]): Promise<RateLimitDecision> {
  let last: RateLimitDecision = { allowed: true, count: 0, retryAfterMs: 0 };
  for (const { key, rule } of limits) {
    last = await limiter.hit(key, rule);
    if (!last.allowed) return last;
  }
  return last;
}
