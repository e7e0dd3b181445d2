/**
 * What makes the session store read the session again (spec §4: "refetched on window focus, cross-tab storage events
 * and an optional poll interval"), and how it tells the other tabs. Each subscription returns its disposer.
 */
export interface SessionSignals {
  /** The window regained focus or the tab became visible again. */
  onFocus(listener: () => void): () => void;
  /** Another tab of the storefront signed in or out. */
  onOtherTabChange(listener: () => void): () => void;
  /** Tells the other tabs this one signed in or out. */
  announceChange(): void;
  /** Every `ms` milliseconds. */
  every(ms: number, listener: () => void): () => void;
}

/** The local-storage key whose change other tabs hear as a `storage` event (spec §4 cross-tab storage events). */
export const SESSION_CHANGED_KEY = 'session-changed';

/** The browser's signals: focus and visibility, `storage` events of SESSION_CHANGED_KEY, and timers. */
export function browserSessionSignals(target: Window): SessionSignals {
  let announced = 0;
  return {
    onFocus(listener) {
      const onVisible = () => {
        if (target.document.visibilityState === 'visible') listener();
      };
      target.addEventListener('focus', listener);
      target.document.addEventListener('visibilitychange', onVisible);
      return () => {
        target.removeEventListener('focus', listener);
        target.document.removeEventListener('visibilitychange', onVisible);
      };
    },
    onOtherTabChange(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === SESSION_CHANGED_KEY) listener();
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
    announceChange() {
      // A new value each time: writing the same value again raises no event in the other tabs.
      announced += 1;
      try {
        target.localStorage.setItem(SESSION_CHANGED_KEY, `${Date.now()}-${announced}`);
      } catch {
        // Storage full or denied (private mode): the other tabs catch up on their next focus.
      }
    },
    every(ms, listener) {
      const id = target.setInterval(listener, ms);
      return () => target.clearInterval(id);
    },
  };
}
