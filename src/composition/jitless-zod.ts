/**
 * Loads zod set jitless (src/composition/zod-without-eval.ts: the CSP allows no eval). zod is not in the browser's
 * first load (issue 13): the browser's lazily loaded adapters wait for this before their wire schemas are built.
 */
export function loadJitlessZod(): Promise<unknown> {
  return import('./zod-without-eval');
}
