import type { KeyValueStore } from '../../application/ports/key-value-store';

/**
 * A KeyValueStore over a browser Storage (localStorage or sessionStorage, passed in). A storage the browser
 * refuses to read (privacy modes throw SecurityError) reads as empty; a refused write throws (an outage).
 */
export class BrowserKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: Storage) {}

  get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    this.storage.setItem(key, value);
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing readable was stored under a storage that refuses access, so there is nothing to remove.
    }
  }
}
