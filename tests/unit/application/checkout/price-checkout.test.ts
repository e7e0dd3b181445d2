import { describe, expect, it } from 'vitest';
import type { CheckoutChoices, CheckoutPriceResult } from '../../../../src/application/ports/order-gateway';
import { PriceCheckout } from '../../../../src/application/use-cases/price-checkout';
import { StartCheckout } from '../../../../src/application/use-cases/start-checkout';
import type { CheckoutBreakdown } from '../../../../src/domain/checkout/types';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import { memoryWorld } from '../memory-world';

const choices = (points: number, checkoutId = 'checkout-1'): CheckoutChoices => ({
  checkoutId,
  coupons: EMPTY_COUPON_SELECTION,
  points,
  happyPoints: 0,
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const priced = (total: number): CheckoutPriceResult => ({ kind: 'priced', breakdown: { total } as CheckoutBreakdown });

describe('PriceCheckout', () => {
  it('prices a membership coupon and points on a real checkout', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const started = await new StartCheckout(world.orders, world.clock).execute({
      query: { mealType: 'delivery', mc: '101-1-10011' },
      agent: 'DESKTOPWEB',
    });
    if (started.kind !== 'ready') throw new Error('not ready');
    const result = await new PriceCheckout(world.orders).execute({
      checkoutId: started.checkout.checkoutId,
      coupons: { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-3000' },
      points: 1_250,
      happyPoints: 0,
    });
    if (result.kind !== 'priced') throw new Error(`expected priced, got ${result.kind}`);
    expect(result.breakdown.pointsUsed).toBe(1_200);
    expect(result.breakdown.total).toBe(20_000 + 3_000 - 3_000 - 1_200);
  });

  it('an unknown checkout is checkout-lost (it must be snapshotted again)', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await new PriceCheckout(world.orders).execute(choices(0, 'checkout-nope'))).toMatchObject({
      kind: 'checkout-lost',
      code: 'CHECKOUT_NOT_FOUND',
    });
  });

  it('latest answer wins: an older answer arriving after a newer request is superseded', async () => {
    const first = deferred<CheckoutPriceResult>();
    const second = deferred<CheckoutPriceResult>();
    const answers = [first.promise, second.promise];
    const price = new PriceCheckout({ calc: () => answers.shift() ?? Promise.reject(new Error('no answer')) });
    const older = price.execute(choices(100));
    const newer = price.execute(choices(200));
    second.resolve(priced(19_800));
    first.resolve(priced(19_900));
    expect(await newer).toEqual(priced(19_800));
    expect(await older).toEqual({ kind: 'superseded' });
  });

  it('an older request failing after a newer one was made is superseded, not an outage', async () => {
    const first = deferred<CheckoutPriceResult>();
    const answers = [first.promise, Promise.resolve(priced(1_000))];
    const price = new PriceCheckout({ calc: () => answers.shift() ?? Promise.reject(new Error('no answer')) });
    const older = price.execute(choices(100));
    expect(await price.execute(choices(200))).toEqual(priced(1_000));
    first.reject(new Error('Network Error'));
    expect(await older).toEqual({ kind: 'superseded' });
  });

  it('the newest request failing is an outage (it throws)', async () => {
    const price = new PriceCheckout({ calc: () => Promise.reject(new Error('Network Error')) });
    await expect(price.execute(choices(0))).rejects.toThrow('Network Error');
  });
});
