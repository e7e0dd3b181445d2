import { type CacheFreshness, stillCurrent } from '../http/cache';

/** Bound on the reads held (a branch id, a search text or a menu id is a new key). */
const MAX_ENTRIES = 1000;

interface Entry {
  readonly value: Promise<unknown>;
  /** The data version and time the read started under (its data was read after that), epoch ms. */
  readonly version: number;
  readonly startedAt: number;
}

/**
 * A read's answer, by key, while the catalog's data version is the one it was read under and it is younger than the
 * TTL: the rule the public routes' ResponseCache (server/http/cache.ts) follows. Reads of a key at once share one
 * load. The in-process family keeps its reads here, so a page rendered per request reads the database no more often
 * than the JSON routes do; the cart keeps its menus here (server/services/cart/cart-menu.ts). Answers are shared,
 * never changed (their values are readonly). A failed read is not kept; a read finished after the data changed is not
 * kept either.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly freshness: CacheFreshness,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Number of answers held (for tests). */
  get size(): number {
    return this.entries.size;
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.freshness.watching) await this.freshness.ready();
    const now = this.clock();
    const { version } = this.freshness;
    const entry = this.entries.get(key);
    if (entry !== undefined && stillCurrent(this.freshness, entry.version, entry.startedAt, now)) {
      // Least recently used goes first: re-inserting moves the key to the end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    const value = load();
    const kept: Entry = { value, version, startedAt: now };
    this.entries.delete(key);
    this.entries.set(key, kept);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
    try {
      const answer = await value;
      if (this.freshness.version !== version) this.forget(key, kept);
      return answer;
    } catch (error) {
      this.forget(key, kept);
      throw error;
    }
  }

  private forget(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}
