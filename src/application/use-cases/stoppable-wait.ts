import type { Scheduler } from '../ports/scheduler';

/** The part of an AbortSignal the repeating use cases need (the core is compiled without the DOM's types). */
export interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { readonly once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export function isStopped(signal: StopSignal | undefined): boolean {
  return signal?.aborted === true;
}

/**
 * Waits `ms` through the Scheduler port (never a timer of its own): true once the time passed, false when `signal`
 * aborted first (the pending task is then cancelled, so a stopped screen leaves nothing scheduled).
 */
export function waitOrStop(scheduler: Scheduler, ms: number, signal: StopSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (isStopped(signal)) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      cancel();
      resolve(false);
    };
    const cancel = scheduler.after(ms, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
