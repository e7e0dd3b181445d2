import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter';

interface Window {
  readonly startedAt: number;
  readonly windowMs: number;
  count: number;
}

/** Past this many keys, a hit first drops the windows that have ended (bounded memory under many callers). */
const SWEEP_THRESHOLD = 10_000;

/** The in-process RateLimiter (no REDIS_URL): fixed windows in a Map; counting is synchronous, hence atomic. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  /** `clock` answers epoch milliseconds (tests pass a fixed one). */
  constructor(private readonly clock: () => number = Date.now) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const now = this.clock();
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
    let window = this.windows.get(key);
    if (window === undefined || now >= window.startedAt + window.windowMs) {
      window = { startedAt: now, windowMs: rule.windowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= rule.limit,
      count: window.count,
      retryAfterMs: window.startedAt + window.windowMs - now,
    };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now >= window.startedAt + window.windowMs) this.windows.delete(key);
    }
  }
}
