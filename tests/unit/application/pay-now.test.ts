import { describe, expect, it } from 'vitest';
import { PayNow } from '../../../src/application/use-cases/pay-now';
import { parseCartCode } from '../../../src/domain/cart/cart-code';
import { parseQuery, splitUrl } from '../../../src/domain/navigation/url';
import { type MemoryWorld, memoryWorld, OPTION, orderFormItem } from './memory-world';

const payNow = (world: MemoryWorld) => new PayNow(world.cart, world.orderForms);

describe('PayNow', () => {
  it('without a meal type the customer stays and is asked to choose 배달 or 포장 first', async () => {
    const world = memoryWorld();
    world.orderForms.save([orderFormItem(301, [])]);
    const result = await payNow(world).execute({ query: { mealType: 'pickup' } });
    expect(result).toEqual({ kind: 'meal-type-required', message: '배달인지 포장인지 먼저 선택해주세요.' });
    expect(world.orderForms.load()).toHaveLength(1);
  });

  it('goes to checkout with the order form encoded in mc, keeping the meal type and branch, then clears the form', async () => {
    const world = memoryWorld();
    await world.signInMember();
    await world.cart.add({ mainMenuId: 202, quantity: 1, subOptionItemIdSet: [] });
    world.orderForms.save([orderFormItem(101, [OPTION.boneless, OPTION.cola], 2), orderFormItem(302, [])]);
    const result = await payNow(world).execute({ query: { mealType: 'takeout', branchId: '2', mc: '1-1' } });
    if (result.kind !== 'checkout') throw new Error(`expected checkout, got ${result.kind}`);
    const { pathname, search } = splitUrl(result.to);
    const query = parseQuery(search);
    expect(pathname).toBe('/checkout');
    expect(query['mealType']).toBe('takeout');
    expect(query['branchId']).toBe('2');
    expect(parseCartCode(query['mc'] ?? '')).toEqual({
      ok: true,
      value: [
        { menuId: 101, quantity: 2, subOptionIds: [OPTION.boneless, OPTION.cola] },
        { menuId: 302, quantity: 1, subOptionIds: [] },
      ],
    });
    expect(result.cartCount).toBe(1);
    expect(world.orderForms.load()).toEqual([]);
  });

  it('a cart count that cannot be read (no session) does not stop paying', async () => {
    const world = memoryWorld();
    world.orderForms.save([orderFormItem(301, [])]);
    const result = await payNow(world).execute({ query: { mealType: 'DELIVERY' } });
    expect(result).toMatchObject({ kind: 'checkout', cartCount: null });
  });

  it('an item with options its menu does not allow is refused and the form kept', async () => {
    const world = memoryWorld();
    world.orderForms.save([orderFormItem(101, [OPTION.whole, OPTION.boneless])]);
    const result = await payNow(world).execute({ query: { mealType: 'delivery' } });
    expect(result).toMatchObject({ kind: 'invalid-options', menuName: '황금올리브치킨' });
    expect(world.orderForms.load()).toHaveLength(1);
  });
});
