import { useLayoutEffect, useState } from 'react';

/**
 * Makes a newly shown page take input from its very first frame. The router commits a page in a transition, and
 * React runs that commit's passive effects in a later task. The pages are MobX observers, and each one subscribes
 * to its view-model in a passive effect. Input that arrives before then (a fast typist on a slow phone, a click
 * while the main thread is busy) changes the view-model without re-rendering. React then puts the old value back
 * into the controlled field, so the next keystroke loses the first one, and a button enabled by the text stays
 * disabled. React always runs a previous render's effects before it starts a new update. A state update in a layout
 * effect, once per location, therefore makes those subscriptions start in the same task as the commit, before any
 * input event.
 */
export function usePageReadyForInput(locationKey: string): void {
  const [, setCommitted] = useState<string | null>(null);
  useLayoutEffect(() => setCommitted(locationKey), [locationKey]);
}
