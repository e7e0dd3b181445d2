import { describe, expect, it } from 'vitest';
import { memoryWorld } from '../../application/memory-world';

describe('InMemoryPointLedger', () => {
  it('a member has a balance, a newest-first history and a Happy Point link', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await world.points.status()).toEqual({ currentPoint: 12_300, expiringPoint: 0 });
    const history = await world.points.history(1, 1);
    expect(history).toMatchObject({ page: 1, size: 1, totalCount: 2 });
    expect(history.items.map((e) => e.amount)).toEqual([-500]);
    expect(await world.points.happyPoint()).toEqual({ status: 'SUCCESS', balance: 3000 });
  });

  it('a guest holds no points and is no Happy Point member', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    expect(await world.points.balance()).toBe(0);
    expect((await world.points.history(1, 30)).items).toEqual([]);
    expect(await world.points.happyPoint()).toEqual({ status: 'NOT_HPC_MEMBER' });
  });
});
