import { describe, expect, it, vi } from 'vitest';
import { MEMORY_START_MS } from '../../../../src/adapters/memory/fixtures';
import { StartCheckout } from '../../../../src/application/use-cases/start-checkout';
import { type MemoryWorld, memoryWorld } from '../memory-world';

const start = (world: MemoryWorld) => new StartCheckout(world.orders, world.clock);

describe('StartCheckout', () => {
  it('snapshots the mc items for a delivery at the branch of the default address, at the clock instant', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const result = await start(world).execute({
      query: { mealType: 'delivery', mc: '101-1-10011' },
      agent: 'DESKTOPWEB',
    });
    if (result.kind !== 'ready') throw new Error(`expected ready, got ${result.kind}`);
    expect(result.nowMs).toBe(MEMORY_START_MS);
    expect(result.checkout.mealType).toBe('DELIVERY');
    expect(result.checkout.deliveryFee).toBe(3_000);
    expect(result.checkout.cartResponseInfo.totalPrice).toBe(20_000);
    expect(result.checkout.pointBalance).toBe(12_300);
  });

  it('without mc the server cart is ordered; the branch comes from the query', async () => {
    const world = memoryWorld();
    await world.signInMember();
    await world.cart.add({ mainMenuId: 301, quantity: 2, subOptionItemIdSet: [] });
    const init = vi.spyOn(world.orders, 'init');
    const result = await start(world).execute({ query: { mealType: 'TAKEOUT', branchId: '2' }, agent: 'MOBILEWEB' });
    expect(init).toHaveBeenCalledWith({ mealType: 'TAKEOUT', branchId: 2, items: null, agent: 'MOBILEWEB' });
    expect(result.kind === 'ready' && result.checkout.cartResponseInfo.totalPrice).toBe(10_000);
  });

  it('without a meal type nothing is asked and the customer chooses 배달 or 포장 first', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const init = vi.spyOn(world.orders, 'init');
    expect(await start(world).execute({ query: { mc: '101-1' }, agent: 'DESKTOPWEB' })).toEqual({
      kind: 'meal-type-required',
      message: '배달인지 포장인지 먼저 선택해주세요.',
    });
    expect(init).not.toHaveBeenCalled();
  });

  it('a broken mc is refused before any call', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const result = await start(world).execute({
      query: { mealType: 'takeout', branchId: '1', mc: '101-' },
      agent: 'DESKTOPWEB',
    });
    expect(result).toEqual({
      kind: 'invalid-items',
      message: '주문 정보가 올바르지 않습니다. 장바구니에서 다시 주문해주세요.',
    });
  });

  it('a delivery below the branch minimum is refused with the domain rule and its amount', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const result = await start(world).execute({ query: { mealType: 'delivery', mc: '301-1' }, agent: 'DESKTOPWEB' });
    expect(result).toEqual({
      kind: 'rejected',
      code: 'BELOW_MINIMUM_ORDER',
      message: '최소 주문 금액은 16,000원입니다.',
    });
  });

  it('a closed branch is refused with its opening hours', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const closed = world.fixtures.branches.find((b) => b.availableType === 'FAMILY_CLOSED');
    const result = await start(world).execute({
      query: { mealType: 'takeout', branchId: String(closed?.branchId), mc: '301-1' },
      agent: 'DESKTOPWEB',
    });
    expect(result).toMatchObject({ kind: 'rejected', code: 'BRANCH_CLOSED' });
  });

  it('without a session: signed-out', async () => {
    const world = memoryWorld();
    expect(await start(world).execute({ query: { mealType: 'takeout', branchId: '1' }, agent: 'DESKTOPWEB' })).toEqual({
      kind: 'signed-out',
    });
  });
});
