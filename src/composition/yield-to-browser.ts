/**
 * Lets the browser handle what waits (input, a paint) before the caller goes on, in a task of its own
 * (`scheduler.yield`, else a zero timeout): issue 13, a phone's main thread in tasks under 50 ms.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
