import { describe, expect, it } from 'vitest';
import { ChangeCartLine } from '../../../../src/application/use-cases/change-cart-line';
import { memoryWorld } from '../memory-world';

describe('ChangeCartLine', () => {
  it('a new quantity is saved and the line comes back priced by the server', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const added = await world.cart.add({ mainMenuId: 301, quantity: 1, subOptionItemIdSet: [] });
    if (added.kind !== 'added') throw new Error('not added');
    const result = await new ChangeCartLine(world.cart).execute({ cartId: added.cartId, quantity: 3 });
    expect(result).toMatchObject({
      kind: 'changed',
      line: { quantity: 3, totalMenuWithSubOptionAndQuantityPrice: 15_000 },
    });
    expect((await world.cart.list()).totalPrice).toBe(15_000);
  });

  it('a quantity outside 1..99 is refused with the Korean rule before any call', async () => {
    const calls: number[] = [];
    const cart = {
      changeQuantity: async (_cartId: number, quantity: number) => {
        calls.push(quantity);
        return { kind: 'not-found' } as const;
      },
    };
    for (const quantity of [0, 100, 2.5]) {
      expect(await new ChangeCartLine(cart).execute({ cartId: 1, quantity })).toEqual({
        kind: 'rejected',
        code: 'QUANTITY_OUT_OF_RANGE',
        message: '수량은 1~99 사이로 입력해주세요.',
      });
    }
    expect(calls).toEqual([]);
  });

  it('a line no longer in the cart is not-found', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await new ChangeCartLine(world.cart).execute({ cartId: 999_999, quantity: 2 })).toEqual({
      kind: 'not-found',
    });
  });
});
