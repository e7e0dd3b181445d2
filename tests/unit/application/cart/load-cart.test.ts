import { describe, expect, it } from 'vitest';
import { LoadCart } from '../../../../src/application/use-cases/load-cart';
import { type MemoryWorld, memoryWorld, OPTION } from '../memory-world';

const loadCart = (world: MemoryWorld) => new LoadCart(world.cart, world.wallet, world.orderForms);

async function added(world: MemoryWorld, mainMenuId: number, subOptionItemIdSet: number[] = []): Promise<number> {
  const result = await world.cart.add({ mainMenuId, quantity: 1, subOptionItemIdSet });
  if (result.kind !== 'added') throw new Error(`could not add ${mainMenuId}`);
  return result.cartId;
}

describe('LoadCart', () => {
  it('reads the server lines and the server total, with no e-coupons when no line needs one', async () => {
    const world = memoryWorld();
    await world.signInMember();
    await added(world, 101, [OPTION.boneless, OPTION.cola]);
    await added(world, 301);
    const result = await loadCart(world).execute({ finishCouponChange: true });
    if (result.kind !== 'loaded') throw new Error(`expected loaded, got ${result.kind}`);
    expect(result.lines.map((line) => [line.mainMenuName, line.totalMenuWithSubOptionAndQuantityPrice])).toEqual([
      ['황금올리브치킨', 24_500],
      ['치즈볼', 5_000],
    ]);
    expect(result.totalPrice).toBe(29_500);
    expect(result).toMatchObject({ heldEcoupons: [], ecouponsUnread: false, removedChangedLine: false });
  });

  it('an E-쿠폰 전용 line brings the held e-coupons that can pay for it', async () => {
    const world = memoryWorld();
    await world.signInMember();
    await world.wallet.register('ecoupon', 'EC100000001');
    await added(world, 203);
    const result = await loadCart(world).execute({ finishCouponChange: false });
    expect(result).toMatchObject({ kind: 'loaded', heldEcoupons: [{ couponNo: 'EC100000001', menuId: 101 }] });
  });

  it('e-coupons that cannot be read leave the lines readable, flagged unread', async () => {
    const world = memoryWorld();
    await world.signInMember();
    await added(world, 203);
    const down = {
      ecoupons: async () => {
        throw new Error('down');
      },
    };
    const result = await new LoadCart(world.cart, down, world.orderForms).execute({ finishCouponChange: false });
    expect(result).toMatchObject({ kind: 'loaded', heldEcoupons: [], ecouponsUnread: true });
  });

  it('arriving after a coupon change deletes the old line and clears the stored id (spec §4)', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const old = await added(world, 203);
    const replacement = await added(world, 301);
    world.orderForms.saveRemovableCartId(old);
    const result = await loadCart(world).execute({ finishCouponChange: true });
    expect(result).toMatchObject({ kind: 'loaded', removedChangedLine: true });
    expect(result.kind === 'loaded' && result.lines.map((line) => line.cartId)).toEqual([replacement]);
    expect(world.orderForms.removableCartId()).toBeNull();
  });

  it('a re-read after a change leaves a pending coupon change alone', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const old = await added(world, 203);
    world.orderForms.saveRemovableCartId(old);
    const result = await loadCart(world).execute({ finishCouponChange: false });
    expect(result.kind === 'loaded' && result.lines).toHaveLength(1);
    expect(world.orderForms.removableCartId()).toBe(old);
  });

  it('without a session there is no cart: signed-out', async () => {
    const world = memoryWorld();
    expect(await loadCart(world).execute({ finishCouponChange: true })).toEqual({ kind: 'signed-out' });
  });
});
