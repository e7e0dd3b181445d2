import { describe, expect, it } from 'vitest';
import { PlaceOrder } from '../../../../src/application/use-cases/place-order';
import { StartCheckout } from '../../../../src/application/use-cases/start-checkout';
import { VerifyAdultBuyer } from '../../../../src/application/use-cases/verify-adult-buyer';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import { memoryWorld } from '../memory-world';

describe('VerifyAdultBuyer', () => {
  it('an identity token proves the age once; the adult-only order is then placed', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const started = await new StartCheckout(world.orders, world.clock).execute({
      query: { mealType: 'takeout', branchId: '1', mc: '303-1' },
      agent: 'DESKTOPWEB',
    });
    if (started.kind !== 'ready') throw new Error('not ready');
    expect(started.checkout.adultVerificationRequired).toBe(true);
    expect(await new VerifyAdultBuyer(world.orders).execute({ ciToken: 'ci-token-1' })).toEqual({ kind: 'verified' });
    const placed = await new PlaceOrder(world.orders, () => 'key-adult').execute({
      checkoutId: started.checkout.checkoutId,
      coupons: EMPTY_COUPON_SELECTION,
      points: 0,
      happyPoints: 0,
      paymentMethod: 'MEET_CASH',
      cardNumber: null,
      request: {
        orderMessage: '',
        orderMessageExcludeRadish: false,
        orderMessageExcludeBeverage: false,
        orderMessageExcludeDisposableProducts: false,
        deliveryMessage: '문 앞',
      },
      agent: 'DESKTOPWEB',
    });
    if (placed.kind !== 'placed') throw new Error(`expected placed, got ${placed.kind}`);
    // A takeout carries no delivery message (domain requestForMealType).
    expect(placed.order.request.deliveryMessage).toBe('');
  });

  it('an empty identity token is refused', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await new VerifyAdultBuyer(world.orders).execute({ ciToken: ' ' })).toMatchObject({
      kind: 'rejected',
      code: 'ADULT_VERIFICATION_REQUIRED',
    });
  });
});
