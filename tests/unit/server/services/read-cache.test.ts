import { describe, expect, it } from 'vitest';
import type { CacheFreshness } from '../../../../server/http/cache';
import { ReadCache } from '../../../../server/services/read-cache';

/** A freshness a test moves by hand, and a clock it sets. */
function world(ttlMs = 10_000) {
  const freshness = { version: 0, ttlMs, ready: async () => undefined, watching: true } satisfies CacheFreshness;
  let now = 1_000_000;
  const cache = new ReadCache(freshness, () => now);
  let loads = 0;
  const load = async () => {
    loads += 1;
    return { loads };
  };
  return {
    cache,
    freshness,
    load,
    get loads() {
      return loads;
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('ReadCache (the in-process family keeps what the public routes keep)', () => {
  it('answers a key from the first read while the data version holds and the answer is younger than the TTL', async () => {
    const w = world();
    const first = await w.cache.read('menus 1', w.load);
    w.advance(9_999);
    expect(await w.cache.read('menus 1', w.load)).toBe(first);
    expect(w.loads).toBe(1);
    expect(await w.cache.read('menus 2', w.load)).not.toBe(first);
    expect(w.loads).toBe(2);
  });

  it('reads again after a change notification or once the TTL has passed', async () => {
    const w = world();
    await w.cache.read('faq', w.load);
    w.freshness.version += 1;
    await w.cache.read('faq', w.load);
    expect(w.loads).toBe(2);
    w.advance(10_000);
    await w.cache.read('faq', w.load);
    expect(w.loads).toBe(3);
  });

  it('reads at once share one load; a failed read is not kept', async () => {
    const w = world();
    const [a, b] = await Promise.all([w.cache.read('k', w.load), w.cache.read('k', w.load)]);
    expect(a).toBe(b);
    expect(w.loads).toBe(1);
    await expect(w.cache.read('broken', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await w.cache.read('broken', async () => 'up')).toBe('up');
  });

  it('does not keep a read that finished after the data changed', async () => {
    const w = world();
    let finish: ((value: string) => void) | undefined;
    const slow = w.cache.read('banners', () => new Promise<string>((resolve) => (finish = resolve)));
    // The read has started (under version 0) once its load runs; the data changes while it is under way.
    while (finish === undefined) await Promise.resolve();
    w.freshness.version += 1;
    finish('read under the old data');
    expect(await slow).toBe('read under the old data');
    expect(w.cache.size).toBe(0);
    expect(await w.cache.read('banners', async () => 'read again')).toBe('read again');
  });

  it('holds at most 1,000 answers, dropping the least recently used', async () => {
    const w = world();
    await w.cache.read('kept', w.load);
    for (let i = 0; i < 1_000; i += 1) {
      await w.cache.read(`key ${i}`, w.load);
      if (i === 500) await w.cache.read('kept', w.load);
    }
    expect(w.cache.size).toBe(1_000);
    const loads = w.loads;
    await w.cache.read('kept', w.load);
    expect(w.loads).toBe(loads);
    await w.cache.read('key 0', w.load);
    expect(w.loads).toBe(loads + 1);
  });
});
