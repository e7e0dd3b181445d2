import type { KeyValueStore } from '../../../application/ports/key-value-store';

/** A KeyValueStore in a Map: the local/session storage of a headless run. */
export class InMemoryKeyValueStore implements KeyValueStore {
  private readonly entries: Map<string, string>;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.entries = new Map(Object.entries(initial));
  }

  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }
}
