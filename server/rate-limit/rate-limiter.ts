/** A limit: at most `limit` hits per fixed window of `windowMs` milliseconds. */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** The outcome of one hit: allowed while the window's count is within the limit; else retry after retryAfterMs. */
export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Milliseconds until the current window ends (when the count starts again from zero). */
  readonly retryAfterMs: number;
}

/** What a key has counted so far in its current window. */
export interface RateLimitCount {
  /** Hits in the current window (0 when the key has none). */
  readonly hits: number;
  /** Milliseconds until the current window ends (0 when the key has none). */
  readonly retryAfterMs: number;
}

/**
 * A fixed-window counter keyed by what it limits ("login:ip:10.0.0.1", "phone-code:send:10.0.0.1"): one key names
 * one limit, so a key is always hit with the same rule. Counting is atomic per key. The one implementation,
 * FlexibleRateLimiter, shares the counts through Redis when REDIS_URL is set and never fails open (README
 * "Rate limits and Redis outages").
 */
export interface RateLimiter {
  /** Counts one hit on `key` under `rule` and tells whether it is allowed. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Reads what `key` has counted under `rule`, counting nothing. */
  count(key: string, rule: RateLimitRule): Promise<RateLimitCount>;
  /**
   * Takes back one hit of `key` (an attempt counted up front that turned out not to count). A refund that lands
   * after the window ended starts the next window one below zero: at most one extra hit, never a failure.
   */
  refund(key: string, rule: RateLimitRule): Promise<void>;
}
