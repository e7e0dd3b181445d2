/**
 * Runs work later: `after(ms, task)` runs `task` once, `ms` milliseconds from now, unless the returned function is
 * called first (it is then never run). The browser's adapter is a timer; headless tests move time by hand.
 */
export interface Scheduler {
  after(ms: number, task: () => void): () => void;
}
