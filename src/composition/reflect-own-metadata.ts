/**
 * Issue 13 ("no reflect-metadata in the browser if nothing reads decorator metadata"): the browser build takes this
 * module for `reflect-metadata/lite` (vite.config.ts), which inversify imports for its side effect. The browser's
 * container binds with factories and nothing emits decorator metadata (tsconfig emitDecoratorMetadata: false); what
 * inversify still calls there is its own bookkeeping, a counter of binding and module ids kept as metadata on `Object`:
 * `Reflect.getOwnMetadata` and `Reflect.defineMetadata` (a unit test builds inversify with this module and runs it).
 * Those two, over a WeakMap, in place of the polyfill's whole proposal (ReflectLite, ~8 KB of the first load). The
 * server and the tests keep reflect-metadata.
 */

/** Metadata values by key, per property (undefined: the target itself). */
type PropertyTables = Map<PropertyKey | undefined, Map<unknown, unknown>>;

const metadata = new WeakMap<object, PropertyTables>();

/** Sets `key` to `value` on `target` (or on its `property`), as Reflect.defineMetadata. */
export function defineOwnMetadata(key: unknown, value: unknown, target: object, property?: PropertyKey): void {
  let properties = metadata.get(target);
  if (properties === undefined) {
    properties = new Map();
    metadata.set(target, properties);
  }
  let values = properties.get(property);
  if (values === undefined) {
    values = new Map();
    properties.set(property, values);
  }
  values.set(key, value);
}

/** The value of `key` on `target` itself (or on its `property`), not its prototypes: Reflect.getOwnMetadata. */
export function getOwnMetadata(key: unknown, target: object, property?: PropertyKey): unknown {
  return metadata.get(target)?.get(property)?.get(key);
}

const reflect = Reflect as typeof Reflect & { getOwnMetadata?: unknown };
if (typeof reflect.getOwnMetadata !== 'function') {
  Object.assign(Reflect, { defineMetadata: defineOwnMetadata, getOwnMetadata });
}
