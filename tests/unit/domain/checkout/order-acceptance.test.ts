import { describe, expect, it } from 'vitest';
import {
  branchClosedMessage,
  branchTakesOrders,
  minimumOrderRefusal,
  orderAmountsOf,
  requestForMealType,
  selectsCouponsNotHeld,
} from '../../../../src/domain/checkout/order-acceptance';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import type { PriceCoupon, Voucher } from '../../../../src/domain/coupon/types';
import { priced } from './checkout-input';

describe('the minimum order', () => {
  it('a delivery below the branch minimum is refused with the amount to reach, in won', () => {
    expect(minimumOrderRefusal({ mealType: 'DELIVERY', subtotal: 14_999, minimumOrderAmount: 15_000 })).toEqual({
      code: 'BELOW_MINIMUM_ORDER',
      message: '최소 주문 금액은 15,000원입니다.',
    });
  });

  it('a delivery of exactly the minimum goes on', () => {
    expect(minimumOrderRefusal({ mealType: 'DELIVERY', subtotal: 15_000, minimumOrderAmount: 15_000 })).toBeNull();
  });

  it('a takeout has no minimum', () => {
    expect(minimumOrderRefusal({ mealType: 'TAKEOUT', subtotal: 1_000, minimumOrderAmount: 15_000 })).toBeNull();
  });
});

describe('a branch taking orders', () => {
  it('영업종료 and 주문불가 branches take none; open, hidden-menu and sold-out-menu branches do', () => {
    expect(branchTakesOrders('FAMILY_CLOSED')).toBe(false);
    expect(branchTakesOrders('NOT_AVAILABLE')).toBe(false);
    expect(branchTakesOrders('AVAILABLE')).toBe(true);
    expect(branchTakesOrders('HIDDEN')).toBe(true);
    expect(branchTakesOrders('SOLD_OUT')).toBe(true);
  });

  it('the refusal names the opening hours', () => {
    expect(branchClosedMessage('11:00', '23:00')).toBe('지금은 주문할 수 없는 매장입니다. (영업시간 11:00~23:00)');
  });
});

describe('coupons chosen but no longer held', () => {
  const voucher = { id: 1 } as Voucher;
  const priceCoupon = { id: 2 } as PriceCoupon;

  it('an empty selection holds everything it names', () => {
    expect(
      selectsCouponsNotHeld(EMPTY_COUPON_SELECTION, { membershipCoupon: null, vouchers: [], priceCoupons: [] }),
    ).toBe(false);
  });

  it('a membership coupon, voucher or price coupon the wallet no longer has is not held', () => {
    const selection = { membershipCouponNo: 'M-1', voucherIds: [1], priceCouponIds: [2] };
    const all = { membershipCoupon: null, vouchers: [voucher], priceCoupons: [priceCoupon] };
    expect(selectsCouponsNotHeld(selection, all)).toBe(true);
    const noMembership = { ...selection, membershipCouponNo: null };
    expect(selectsCouponsNotHeld(noMembership, all)).toBe(false);
    expect(selectsCouponsNotHeld(noMembership, { ...all, vouchers: [] })).toBe(true);
    expect(selectsCouponsNotHeld(noMembership, { ...all, priceCoupons: [] })).toBe(true);
  });
});

describe('the order request', () => {
  const request = { orderMessage: '맵게', deliveryMessage: '문 앞에 놓아주세요' };

  it('a delivery keeps the message for the rider; a takeout drops it and keeps the rest', () => {
    expect(requestForMealType(request, 'DELIVERY')).toEqual(request);
    expect(requestForMealType(request, 'TAKEOUT')).toEqual({ orderMessage: '맵게', deliveryMessage: '' });
  });
});

describe("an order's amounts", () => {
  it('keep the priced food, fee, discounts and points, and what was paid as the total, in won', () => {
    const breakdown = priced({ pointsTyped: '1000', pointBalance: 5_000 });
    expect(orderAmountsOf(breakdown)).toEqual({
      subtotal: 30_000,
      deliveryFee: 3_000,
      discountTotal: 0,
      pointsUsed: 1_000,
      happyPointsUsed: 0,
      totalPrice: 32_000,
    });
  });
});
