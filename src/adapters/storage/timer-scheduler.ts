import type { Scheduler } from '../../application/ports/scheduler';

/** The machine's timers (setTimeout), for use cases that repeat work while a screen is open. */
export class TimerScheduler implements Scheduler {
  after(ms: number, task: () => void): () => void {
    const id = setTimeout(task, ms);
    return () => clearTimeout(id);
  }
}
