import type { Scheduler } from '../../../application/ports/scheduler';

interface Pending {
  readonly dueMs: number;
  readonly sequence: number;
  readonly task: () => void;
}

/**
 * A scheduler whose time moves only when told to (like ManualClock): `advance(ms)` runs, in time order, every task
 * that falls due within those milliseconds. `pending` lets a test wait until work is scheduled before moving time.
 */
export class ManualScheduler implements Scheduler {
  private elapsedMs = 0;
  private sequence = 0;
  private queue: Pending[] = [];

  get pending(): number {
    return this.queue.length;
  }

  after(ms: number, task: () => void): () => void {
    const entry: Pending = { dueMs: this.elapsedMs + Math.max(0, ms), sequence: this.sequence++, task };
    this.queue.push(entry);
    return () => {
      this.queue = this.queue.filter((queued) => queued !== entry);
    };
  }

  advance(ms: number): void {
    const until = this.elapsedMs + ms;
    for (;;) {
      const next = [...this.queue].sort((a, b) => a.dueMs - b.dueMs || a.sequence - b.sequence)[0];
      if (next === undefined || next.dueMs > until) break;
      this.queue = this.queue.filter((queued) => queued !== next);
      this.elapsedMs = next.dueMs;
      next.task();
    }
    this.elapsedMs = until;
  }
}
