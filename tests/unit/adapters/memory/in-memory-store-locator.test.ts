import { describe, expect, it } from 'vitest';
import { memoryWorld } from '../../application/memory-world';

const HOME = { lat: 37.4862, lng: 127.1215 };

describe('InMemoryStoreLocator', () => {
  it('the store finder lists every branch nearest first', async () => {
    const branches = await memoryWorld().stores.searchFamily(HOME);
    expect(branches.map((b) => b.branchId)).toEqual([1, 2, 3, 4]);
  });

  it('delivery lists only the branches whose radius reaches the position', async () => {
    expect((await memoryWorld().stores.delivery(HOME)).map((b) => b.branchId)).toEqual([1, 2]);
  });

  it('takeout lists branches nearest first from where the customer is', async () => {
    const gangnam = { lat: 37.4979, lng: 127.0276 };
    expect((await memoryWorld().stores.takeout(gangnam))[0]?.branchId).toBe(4);
  });

  it('name search pages its results (1-based), sorted by name as on the server', async () => {
    const { stores } = memoryWorld();
    expect(await stores.searchByName('점', 2, 3)).toMatchObject({ page: 2, size: 3, totalCount: 4 });
    expect((await stores.searchByName('점', 2, 3)).items.map((b) => b.branchId)).toEqual([3]);
    expect((await stores.searchByName('가락', 1, 30)).items.map((b) => b.familyName)).toEqual(['가락시장점']);
    expect((await stores.searchByName('  ', 1, 30)).items).toEqual([]);
  });

  it('a branch and its delivery terms read null when unknown', async () => {
    const { stores } = memoryWorld();
    expect(await stores.deliveryInfo(4)).toEqual({
      branchId: 4,
      deliveryFee: 4000,
      minimumOrderAmount: 18000,
      opensAt: '11:00',
      closesAt: '23:00',
    });
    expect(await stores.deliveryInfo(9)).toBeNull();
    expect(await stores.family(9)).toBeNull();
    expect(await stores.family(1)).not.toHaveProperty('deliveryFee');
  });
});
