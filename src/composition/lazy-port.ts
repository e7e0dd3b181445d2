import { loadOnce } from '../domain/shared/load-once';

/** A port whose every member is an async method (the backend ports: OrderGateway, CouponWallet…). */
export type AsyncPort<T> = { readonly [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * The port `load` resolves to, loaded on its first call: each method waits for the adapter, then calls it. Lets the
 * browser bind an adapter whose code stays out of the first-load bundle (issue 5 bench) while callers see an
 * ordinary port. A failed load rejects that call and is tried again on the next one.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  const adapter = loadOnce(load);
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a thenable: a container or an `await` must not mistake the port for a promise.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      return async (...args: unknown[]) => {
        const port = await adapter();
        const method = (port as Record<string, unknown>)[key];
        if (typeof method !== 'function') throw new TypeError(`${key} is not a method of the lazily loaded port`);
        return method.apply(port, args);
      };
    },
  });
}
