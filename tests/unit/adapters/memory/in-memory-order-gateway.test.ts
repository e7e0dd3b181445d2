import { describe, expect, it } from 'vitest';
import type { CheckoutData, OrderSubmission } from '../../../../src/application/ports/order-gateway';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import { type MemoryWorld, memoryWorld, OPTION } from '../../application/memory-world';

const ITEMS = [
  { menuId: 101, quantity: 1, subOptionIds: [OPTION.whole] },
  { menuId: 201, quantity: 1, subOptionIds: [] },
];

async function readyCheckout(): Promise<{ world: MemoryWorld; checkout: CheckoutData }> {
  const world = memoryWorld();
  await world.signInMember();
  const result = await world.orders.init({ mealType: 'DELIVERY', branchId: 1, items: ITEMS, agent: 'DESKTOPWEB' });
  if (result.kind !== 'ready') throw new Error(`init refused: ${result.message}`);
  return { world, checkout: result.checkout };
}

function submission(checkoutId: string, idempotencyKey: string): OrderSubmission {
  return {
    checkoutId,
    idempotencyKey,
    coupons: { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-3000' },
    points: 1250,
    happyPoints: 0,
    paymentMethod: 'CARD',
    cardNumber: '4242424242424242',
    agent: 'DESKTOPWEB',
    request: {
      orderMessage: '',
      orderMessageExcludeRadish: true,
      orderMessageExcludeBeverage: false,
      orderMessageExcludeDisposableProducts: false,
      deliveryMessage: '문 앞에 놓아주세요',
    },
  };
}

describe('InMemoryOrderGateway', () => {
  it('init snapshots the items priced at the branch, with its fee and the default delivery address', async () => {
    const { checkout } = await readyCheckout();
    expect(checkout.cartResponseInfo.totalPrice).toBe(41_000);
    expect(checkout.deliveryFee).toBe(3000);
    expect(checkout.familyInfo.branchName).toBe('문정법조타운점');
    expect(checkout.deliveryInfo).toEqual({
      deliveryFullAddress: '서울특별시 송파구 문정로 11',
      deliveryDetailAddress: '101동 1001호',
    });
    expect(checkout.membershipCouponInfoList.map((c) => c.couponNo)).toEqual(['M-3000', 'M-RATE10']);
  });

  it('init refuses a menu sold out at the branch, a delivery below the minimum, and delivery without an address', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const soldOut = [{ menuId: 102, quantity: 1, subOptionIds: [10031] }];
    expect(
      await world.orders.init({ mealType: 'TAKEOUT', branchId: 2, items: soldOut, agent: 'MOBILEWEB' }),
    ).toMatchObject({
      code: 'MENU_UNAVAILABLE',
    });
    const small = [{ menuId: 301, quantity: 1, subOptionIds: [] }];
    expect(await world.orders.init({ mealType: 'DELIVERY', branchId: 1, items: small, agent: 'MOBILEWEB' })).toEqual({
      kind: 'rejected',
      code: 'BELOW_MINIMUM_ORDER',
      message: '최소 주문 금액은 16,000원입니다.',
    });
    expect((await world.orders.init({ mealType: 'TAKEOUT', branchId: 1, items: small, agent: 'MOBILEWEB' })).kind).toBe(
      'ready',
    );
    await world.sessions.signOut('/reset');
    await world.signInGuest();
    expect(
      await world.orders.init({ mealType: 'DELIVERY', branchId: 1, items: ITEMS, agent: 'MOBILEWEB' }),
    ).toMatchObject({
      code: 'ADDRESS_REQUIRED',
    });
  });

  it('calc prices coupons and points with the domain rules: points in 100 P units', async () => {
    const { world, checkout } = await readyCheckout();
    const priced = await world.orders.calc(submission(checkout.checkoutId, 'k'));
    expect(priced.kind === 'priced' && priced.breakdown).toMatchObject({
      subtotal: 41_000,
      deliveryFee: 3000,
      discountTotal: 3000,
      pointsUsed: 1200,
      total: 39_800,
    });
    const unusable = {
      ...submission(checkout.checkoutId, 'k'),
      coupons: { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-RATE10' },
    };
    expect(await world.orders.calc(unusable)).toMatchObject({
      kind: 'rejected',
      message: '2만원 이상 주문 시 사용 가능',
    });
    const unknown = {
      ...submission(checkout.checkoutId, 'k'),
      coupons: { ...EMPTY_COUPON_SELECTION, voucherIds: [5] },
    };
    expect(await world.orders.calc(unknown)).toMatchObject({ code: 'COUPON_NOT_FOUND' });
  });

  it('process spends the coupon and points once; a retried submit returns the first order', async () => {
    const { world, checkout } = await readyCheckout();
    const first = await world.orders.process(submission(checkout.checkoutId, 'submit-1'));
    const retry = await world.orders.process(submission(checkout.checkoutId, 'submit-1'));
    expect(first.kind).toBe('placed');
    expect(retry).toEqual(first);
    expect(await world.points.balance()).toBe(12_300 - 1200);
    expect((await world.wallet.membershipCoupons()).map((c) => c.couponNo)).toEqual(['M-RATE10']);
    expect((await world.orders.history(1, 10)).totalCount).toBe(1);
    expect(await world.orders.process(submission(checkout.checkoutId, 'submit-2'))).toMatchObject({
      code: 'CHECKOUT_USED',
    });
  });

  it('a placed order can be completed, listed and cancelled once, giving the points back', async () => {
    const { world, checkout } = await readyCheckout();
    const placed = await world.orders.process(submission(checkout.checkoutId, 'submit-1'));
    if (placed.kind !== 'placed') throw new Error('not placed');
    expect(await world.orders.complete(placed.order.orderId)).toEqual(placed.order);
    expect(placed.order.orderMenuList[0]?.orderSubOptionList).toEqual([
      { orderSubOptionItemList: [{ subOptionItemName: '한마리', menuAndSubOptionAndQuantityPrice: 20_000 }] },
    ]);
    expect(await world.orders.cancel(placed.order.id)).toMatchObject({
      kind: 'cancelled',
      order: { status: 'CANCELLED' },
    });
    expect(await world.points.balance()).toBe(12_300);
    expect((await world.wallet.membershipCoupons()).map((c) => c.couponNo)).toContain('M-3000');
    expect((await world.orders.historyDetail(placed.order.id))?.status).toBe('CANCELLED');
    expect(await world.orders.cancel(placed.order.id)).toMatchObject({ code: 'ALREADY_CANCELLED' });
    expect(await world.orders.cancel(424242)).toEqual({ kind: 'not-found' });
  });

  it('a declined or timed-out sandbox card places nothing and spends nothing', async () => {
    const { world, checkout } = await readyCheckout();
    const declined = { ...submission(checkout.checkoutId, 'd'), cardNumber: '4000-0000-0000-0002' };
    expect(await world.orders.process(declined)).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const timeout = { ...submission(checkout.checkoutId, 't'), cardNumber: '4000000000000119' };
    expect(await world.orders.process(timeout)).toMatchObject({ code: 'PAYMENT_TIMEOUT' });
    expect(await world.points.balance()).toBe(12_300);
    expect((await world.wallet.membershipCoupons()).map((c) => c.couponNo)).toContain('M-3000');
    expect((await world.orders.history(1, 10)).totalCount).toBe(0);
    expect((await world.orders.process(submission(checkout.checkoutId, 'ok'))).kind).toBe('placed');
  });

  it('a key answers its first result, a refusal included; the same key with another submission is refused', async () => {
    const { world, checkout } = await readyCheckout();
    const declined = { ...submission(checkout.checkoutId, 'k1'), cardNumber: '4000000000000002' };
    expect(await world.orders.process(declined)).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(await world.orders.process(declined)).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(await world.orders.process({ ...declined, cardNumber: '4242424242424242' })).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect((await world.orders.process(submission(checkout.checkoutId, 'k2'))).kind).toBe('placed');
  });

  it('an unknown payment method or checkout is refused', async () => {
    const { world, checkout } = await readyCheckout();
    expect(
      await world.orders.process({ ...submission(checkout.checkoutId, 'a'), paymentMethod: 'BITCOIN' }),
    ).toMatchObject({
      code: 'PAYMENT_METHOD_UNKNOWN',
    });
    expect(await world.orders.calc(submission('checkout-0', 'b'))).toMatchObject({ code: 'CHECKOUT_NOT_FOUND' });
  });
});
