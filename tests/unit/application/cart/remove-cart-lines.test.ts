import { describe, expect, it } from 'vitest';
import { RemoveCartLines } from '../../../../src/application/use-cases/remove-cart-lines';
import { type MemoryWorld, memoryWorld } from '../memory-world';

async function fill(world: MemoryWorld, ...menuIds: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const mainMenuId of menuIds) {
    const result = await world.cart.add({ mainMenuId, quantity: 1, subOptionItemIdSet: [] });
    if (result.kind !== 'added') throw new Error(`could not add ${mainMenuId}`);
    ids.push(result.cartId);
  }
  return ids;
}

describe('RemoveCartLines', () => {
  it('removes one line and keeps the others', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const [cheese, coke] = await fill(world, 301, 302);
    const result = await new RemoveCartLines(world.cart).execute({ cartIds: [cheese ?? 0] });
    expect(result).toEqual({ kind: 'removed', removed: [cheese], missing: [] });
    expect((await world.cart.list()).responseList.map((line) => line.cartId)).toEqual([coke]);
  });

  it('removes several lines; one already gone is reported missing, not as a failure', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const [a, b] = await fill(world, 301, 302);
    const result = await new RemoveCartLines(world.cart).execute({ cartIds: [a ?? 0, 999_999, b ?? 0, a ?? 0] });
    expect(result).toEqual({ kind: 'removed', removed: [a, b], missing: [999_999] });
    expect(await world.cart.count()).toBe(0);
  });

  it('clearing empties the cart', async () => {
    const world = memoryWorld();
    await world.signInMember();
    await fill(world, 301, 302, 202);
    expect(await new RemoveCartLines(world.cart).execute({ all: true })).toEqual({ kind: 'cleared' });
    expect((await world.cart.list()).responseList).toEqual([]);
  });
});
