import { describe, expect, it } from 'vitest';
import { CancelOrder, ORDER_CANCELLED_MESSAGE } from '../../../src/application/use-cases/cancel-order';
import { ListOrderHistory, ORDER_HISTORY_PAGE_SIZE } from '../../../src/application/use-cases/list-order-history';
import { ReadOrder } from '../../../src/application/use-cases/read-order';
import { ORDER_CANCEL_REFUSALS } from '../../../src/domain/order/status';
import { memoryWorld } from './memory-world';
import { advanceOrder, CHEESE_BALLS, OLIVE_WHOLE, placeOrder } from './order-world';

describe('ListOrderHistory', () => {
  it('reads pages of 10 orders, newest first, with the page count', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const placed = [];
    for (let i = 0; i < 12; i += 1) placed.push(await placeOrder(world));
    const history = new ListOrderHistory(world.orders);

    const first = await history.execute({ page: 1 });
    expect(first).toMatchObject({ kind: 'page', page: 1, totalCount: 12, totalPages: 2 });
    expect(first.orders).toHaveLength(ORDER_HISTORY_PAGE_SIZE);
    expect(first.orders[0]?.id).toBe(placed[11]?.id);

    const second = await history.execute({ page: 2 });
    expect(second.orders.map((o) => o.id)).toEqual([placed[1]?.id, placed[0]?.id]);
  });

  it('a page past the end reads the last page instead', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world);
    const result = await new ListOrderHistory(world.orders).execute({ page: 7 });
    expect(result).toMatchObject({ kind: 'page', page: 1, totalPages: 1 });
    expect(result.orders.map((o) => o.id)).toEqual([order.id]);
  });

  it('a customer without orders gets an empty first page', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await new ListOrderHistory(world.orders).execute({ page: 0 })).toEqual({
      kind: 'page',
      orders: [],
      page: 1,
      totalCount: 0,
      totalPages: 0,
    });
  });

  it('without a session the read is refused (the shell signs out)', async () => {
    const world = memoryWorld();
    await expect(new ListOrderHistory(world.orders).execute({ page: 1 })).rejects.toThrow('로그인');
  });
});

describe('ReadOrder', () => {
  it('reads an order by its history id and by its order number, with what its status allows', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world, { items: [OLIVE_WHOLE, CHEESE_BALLS] });
    const read = new ReadOrder(world.orders);

    const byId = await read.execute({ id: order.id });
    expect(byId).toMatchObject({ kind: 'found', cancellable: true, ended: false });
    if (byId.kind !== 'found') throw new Error('not found');
    expect(byId.order.orderMenuList.map((m) => m.menuName)).toEqual(['황금올리브치킨', '치즈볼']);

    advanceOrder(world, order.id, 'COMPLETED');
    expect(await read.execute({ orderId: ` ${order.orderId} ` })).toMatchObject({
      kind: 'found',
      order: { status: 'COMPLETED' },
      cancellable: false,
      ended: true,
    });
  });

  it("another customer's order, an unknown one or a blank order number is not found", async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world);
    await world.signInGuest();
    const read = new ReadOrder(world.orders);
    expect(await read.execute({ id: order.id })).toEqual({ kind: 'not-found' });
    expect(await read.execute({ orderId: order.orderId })).toEqual({ kind: 'not-found' });
    expect(await read.execute({ orderId: '  ' })).toEqual({ kind: 'not-found' });
  });
});

describe('CancelOrder', () => {
  it('cancels a paid order and gives the points and the membership coupon back', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const before = await world.points.balance();
    const order = await placeOrder(world, { points: 1000, membershipCouponNo: 'M-3000' });
    expect(await world.points.balance()).toBe(before - 1000);
    expect((await world.wallet.membershipCoupons()).map((c) => c.couponNo)).not.toContain('M-3000');

    const result = await new CancelOrder(world.orders).execute({ order });
    expect(result).toMatchObject({
      kind: 'cancelled',
      message: ORDER_CANCELLED_MESSAGE,
      order: { status: 'CANCELLED' },
    });
    expect(await world.points.balance()).toBe(before);
    expect((await world.wallet.membershipCoupons()).map((c) => c.couponNo)).toContain('M-3000');
  });

  it('an order the branch is cooking is refused without asking the server', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world);
    advanceOrder(world, order.id, 'COOKING');
    const result = await new CancelOrder(world.orders).execute({ order: { id: order.id, status: 'COOKING' } });
    expect(result).toEqual({
      kind: 'not-cancellable',
      code: 'NOT_CANCELLABLE',
      message: ORDER_CANCEL_REFUSALS.NOT_CANCELLABLE,
    });
  });

  it('an order shown as paid that the branch moved on meanwhile is refused by the server with the same rule', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world);
    advanceOrder(world, order.id, 'COOKING');
    const result = await new CancelOrder(world.orders).execute({ order });
    expect(result).toEqual({
      kind: 'rejected',
      code: 'NOT_CANCELLABLE',
      message: ORDER_CANCEL_REFUSALS.NOT_CANCELLABLE,
    });
  });

  it('a cancelled order says it is already cancelled; an unknown one is not found', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const order = await placeOrder(world);
    const cancel = new CancelOrder(world.orders);
    await cancel.execute({ order });
    expect(await cancel.execute({ order })).toMatchObject({ kind: 'rejected', code: 'ALREADY_CANCELLED' });
    expect(await cancel.execute({ order: { id: 999_999, status: 'PAID' } })).toEqual({ kind: 'not-found' });
  });
});
