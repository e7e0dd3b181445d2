import { describe, expect, it } from 'vitest';
import type { CacheFreshness } from '../../../../server/http/cache';
import { type CartMenu, CartMenus } from '../../../../server/services/cart/cart-menu';

const FRIED: CartMenu = {
  id: 1,
  menuName: '황금올리브치킨',
  menuPrice: 20_000,
  menuImageUrl: '/images/menus/1.svg',
  onlyWithEcoupon: false,
  options: [],
};

/** CartMenus over a database read the test counts and releases by hand, with a freshness and clock it moves. */
function world() {
  const freshness = {
    version: 0,
    ttlMs: 10_000,
    ready: async () => undefined,
    watching: true,
  } satisfies CacheFreshness;
  let now = 1_000_000;
  const reads: Array<{ menuId: number; answer: (menu: CartMenu | null) => void; fail: (error: Error) => void }> = [];
  const menus = new CartMenus(
    (menuId) =>
      new Promise((answer, fail) => {
        reads.push({ menuId, answer, fail });
      }),
    freshness,
    () => now,
  );
  return {
    menus,
    freshness,
    reads,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('CartMenus (the menus a cart write prices from)', () => {
  it('50 customers adding one menu at once read it once, and later adds read nothing until the TTL', async () => {
    const w = world();
    const adds = Array.from({ length: 50 }, () => w.menus.find(1));
    expect(w.reads).toHaveLength(1);
    w.reads[0]?.answer(FRIED);
    expect(await Promise.all(adds)).toEqual(Array.from({ length: 50 }, () => FRIED));
    w.advance(9_999);
    expect(await w.menus.find(1)).toBe(FRIED);
    expect(w.reads).toHaveLength(1);
    w.advance(1);
    const afterTtl = w.menus.find(1);
    expect(w.reads).toHaveLength(2);
    w.reads[1]?.answer(FRIED);
    await afterTtl;
  });

  it('a price change (a catalog notification) is read at the next add; a read that was running meanwhile is not kept', async () => {
    const w = world();
    const before = w.menus.find(1);
    w.freshness.version += 1;
    const after = w.menus.find(1);
    expect(w.reads.map((read) => read.menuId)).toEqual([1, 1]);
    w.reads[0]?.answer(FRIED);
    w.reads[1]?.answer({ ...FRIED, menuPrice: 19_500 });
    expect((await before)?.menuPrice).toBe(20_000);
    expect((await after)?.menuPrice).toBe(19_500);
    expect((await w.menus.find(1))?.menuPrice).toBe(19_500);
    expect(w.reads).toHaveLength(2);
  });

  it('a failed read fails the adds that waited for it and is read again at the next add', async () => {
    const w = world();
    const adds = [w.menus.find(1), w.menus.find(1)];
    w.reads[0]?.fail(new Error('connection lost'));
    for (const add of adds) await expect(add).rejects.toThrow('connection lost');
    const retry = w.menus.find(1);
    expect(w.reads).toHaveLength(2);
    w.reads[1]?.answer(FRIED);
    expect(await retry).toBe(FRIED);
  });

  it('without a freshness (headless services) every add reads the database', async () => {
    let reads = 0;
    const menus = new CartMenus(async () => {
      reads += 1;
      return FRIED;
    });
    await menus.find(1);
    await menus.find(1);
    expect(reads).toBe(2);
  });
});
