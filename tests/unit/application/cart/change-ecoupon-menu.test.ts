import { describe, expect, it } from 'vitest';
import { AddOrderFormToCart } from '../../../../src/application/use-cases/add-order-form-to-cart';
import { ChangeEcouponMenu } from '../../../../src/application/use-cases/change-ecoupon-menu';
import { LoadCart } from '../../../../src/application/use-cases/load-cart';
import { memoryWorld, orderFormItem } from '../memory-world';

describe('ChangeEcouponMenu', () => {
  it('remembers the line and leads to the menus in change mode, keeping the kept query', () => {
    const world = memoryWorld();
    const result = new ChangeEcouponMenu(world.orderForms).execute({
      cartId: 7,
      couponNo: 'EC100000001',
      query: { mealType: 'takeout', branchId: '3', ignoreEcoupons: 'EC9', x: '1' },
    });
    expect(result.kind).toBe('started');
    expect(result.to).toMatch(/^\/categories\/1\?/);
    const query = new URLSearchParams(result.to.split('?')[1]);
    expect(query.get('mealType')).toBe('takeout');
    expect(query.get('branchId')).toBe('3');
    expect(query.get('ecouponAction')).toBe('change');
    expect(query.get('ecouponActionValue')).toBe('EC100000001');
    expect(query.get('x')).toBeNull();
    expect(world.orderForms.cartId()).toBe(7);
  });

  it('the whole change: the new menu is added, the cart then drops the old e-coupon line', async () => {
    const world = memoryWorld();
    await world.signInMember();
    await world.wallet.register('ecoupon', 'EC100000001');
    const old = await world.cart.add({ mainMenuId: 203, quantity: 1, subOptionItemIdSet: [] });
    if (old.kind !== 'added') throw new Error('not added');
    const started = new ChangeEcouponMenu(world.orderForms).execute({
      cartId: old.cartId,
      couponNo: 'EC100000001',
      query: { mealType: 'delivery' },
    });
    const query = Object.fromEntries(new URLSearchParams(started.to.split('?')[1]));
    world.orderForms.save([orderFormItem(301, [])]);
    const added = await new AddOrderFormToCart(world.cart, world.orderForms).execute({ query });
    expect(added.kind).toBe('added');
    const cart = await new LoadCart(world.cart, world.wallet, world.orderForms).execute({ finishCouponChange: true });
    expect(cart.kind === 'loaded' && cart.lines.map((line) => line.mainMenuId)).toEqual([301]);
  });
});
