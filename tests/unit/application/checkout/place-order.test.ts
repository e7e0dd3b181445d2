import { describe, expect, it, vi } from 'vitest';
import type { OrderPlaceResult, OrderSubmission } from '../../../../src/application/ports/order-gateway';
import { PlaceOrder, type PlaceOrderInput } from '../../../../src/application/use-cases/place-order';
import { StartCheckout } from '../../../../src/application/use-cases/start-checkout';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import { type MemoryWorld, memoryWorld } from '../memory-world';

const APPROVED_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
const REQUEST = {
  orderMessage: '',
  orderMessageExcludeRadish: false,
  orderMessageExcludeBeverage: false,
  orderMessageExcludeDisposableProducts: false,
  deliveryMessage: '',
};

/** Numbered keys (key-1, key-2, …) so a test can tell intents apart. */
function placeOrder(orders: Pick<MemoryWorld['orders'], 'process'>) {
  let keys = 0;
  return new PlaceOrder(orders, () => {
    keys += 1;
    return `key-${keys}`;
  });
}

async function checkout(world: MemoryWorld, mc = '101-1-10011', mealType = 'delivery', branchId = '1') {
  const started = await new StartCheckout(world.orders, world.clock).execute({
    query: { mealType, mc, branchId },
    agent: 'DESKTOPWEB',
  });
  if (started.kind !== 'ready') throw new Error(`checkout not ready: ${started.kind}`);
  return started.checkout.checkoutId;
}

function input(checkoutId: string, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    checkoutId,
    coupons: EMPTY_COUPON_SELECTION,
    points: 0,
    happyPoints: 0,
    paymentMethod: 'CARD',
    cardNumber: APPROVED_CARD,
    request: REQUEST,
    agent: 'DESKTOPWEB',
    ...overrides,
  };
}

describe('PlaceOrder', () => {
  it('places the order and names the complete page; coupon and points are spent', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const id = await checkout(world);
    const coupons = { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-3000' };
    const result = await placeOrder(world.orders).execute(input(id, { coupons, points: 1_000 }));
    if (result.kind !== 'placed') throw new Error(`expected placed, got ${result.kind}`);
    expect(result.completePath).toBe(`/checkout/complete?orderId=${result.order.orderId}`);
    expect(result.order.totalPrice).toBe(20_000 + 3_000 - 3_000 - 1_000);
    expect(await world.points.balance()).toBe(11_300);
    expect((await world.wallet.membershipCoupons()).map((c) => c.couponNo)).not.toContain('M-3000');
  });

  it('a retry after a lost answer reuses the key: the server answers the first order, no second one', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const id = await checkout(world);
    const keys: string[] = [];
    let lose = true;
    const flaky = {
      process: async (submission: OrderSubmission): Promise<OrderPlaceResult> => {
        keys.push(submission.idempotencyKey);
        const answer = await world.orders.process(submission);
        if (lose) {
          lose = false;
          throw new Error('Network Error');
        }
        return answer;
      },
    };
    const place = placeOrder(flaky);
    await expect(place.execute(input(id))).rejects.toThrow('Network Error');
    expect(place.keyFor(input(id))).toBe('key-1');
    const retried = await place.execute(input(id));
    expect(retried.kind).toBe('placed');
    expect(keys).toEqual(['key-1', 'key-1']);
    expect((await world.orders.history(1, 10)).items).toHaveLength(1);
  });

  it('a declined card ends the intent: the next attempt is a new intent with a new key', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const id = await checkout(world);
    const process = vi.spyOn(world.orders, 'process');
    const place = placeOrder(world.orders);
    const declined = await place.execute(input(id, { cardNumber: DECLINED_CARD }));
    expect(declined).toMatchObject({ kind: 'declined', code: 'PAYMENT_DECLINED' });
    expect(place.keyFor(input(id, { cardNumber: DECLINED_CARD }))).toBeNull();
    expect((await place.execute(input(id))).kind).toBe('placed');
    expect(process.mock.calls.map(([s]) => s.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('a double submit of the same details sends one call and both get its answer', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const id = await checkout(world);
    const process = vi.spyOn(world.orders, 'process');
    const place = placeOrder(world.orders);
    const [a, b] = await Promise.all([place.execute(input(id)), place.execute(input(id))]);
    expect(a).toBe(b);
    expect(process).toHaveBeenCalledTimes(1);
  });

  it('other details while a submit runs are in-flight and send nothing', async () => {
    let release: (result: OrderPlaceResult) => void = () => undefined;
    const process = vi.fn(
      () =>
        new Promise<OrderPlaceResult>((resolve) => {
          release = resolve;
        }),
    );
    const place = placeOrder({ process });
    const first = place.execute(input('c-1'));
    expect(await place.execute(input('c-1', { points: 100 }))).toMatchObject({ kind: 'in-flight' });
    release({ kind: 'rejected', code: 'BRANCH_CLOSED', message: '지금은 주문할 수 없는 매장입니다.' });
    expect(await first).toMatchObject({ kind: 'rejected', code: 'BRANCH_CLOSED' });
    expect(process).toHaveBeenCalledTimes(1);
  });

  it("the server's in-flight answer keeps the key for the retry", async () => {
    const answers: OrderPlaceResult[] = [
      { kind: 'rejected', code: 'ORDER_IN_FLIGHT', message: '같은 주문을 처리하고 있습니다.' },
      { kind: 'rejected', code: 'CHECKOUT_USED', message: '이미 처리된 주문입니다.' },
    ];
    const keys: string[] = [];
    const place = placeOrder({
      process: async (submission) => {
        keys.push(submission.idempotencyKey);
        return answers.shift() ?? { kind: 'rejected', code: 'X', message: '' };
      },
    });
    expect(await place.execute(input('c-1'))).toEqual({ kind: 'in-flight', message: '같은 주문을 처리하고 있습니다.' });
    expect(await place.execute(input('c-1'))).toMatchObject({ kind: 'rejected', code: 'CHECKOUT_USED' });
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('a coupon spent by another order meanwhile is benefit-already-used', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const coupons = { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-3000' };
    const first = await checkout(world);
    const second = await checkout(world);
    const place = placeOrder(world.orders);
    expect((await place.execute(input(first, { coupons }))).kind).toBe('placed');
    const result = await place.execute(input(second, { coupons }));
    expect(result).toEqual({
      kind: 'benefit-already-used',
      message: '이미 사용된 쿠폰 또는 포인트가 있어 주문할 수 없습니다. 할인 내용을 다시 선택해주세요.',
    });
  });

  it('points spent by another order meanwhile are benefit-already-used, not charged to the card', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const first = await checkout(world);
    const second = await checkout(world);
    const place = placeOrder(world.orders);
    expect((await place.execute(input(first, { points: 12_000 }))).kind).toBe('placed');
    const result = await place.execute(input(second, { points: 12_000 }));
    expect(result.kind).toBe('benefit-already-used');
    expect(await world.points.balance()).toBe(300);
  });

  it('an adult-only order without age proof is adult-required', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const id = await checkout(world, '303-1', 'takeout', '1');
    expect(await placeOrder(world.orders).execute(input(id))).toMatchObject({ kind: 'adult-required' });
  });

  it('a lost checkout is checkout-lost', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await placeOrder(world.orders).execute(input('checkout-nope'))).toMatchObject({ kind: 'checkout-lost' });
  });
});
