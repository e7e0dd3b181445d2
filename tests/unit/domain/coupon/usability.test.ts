import { describe, expect, it } from 'vitest';
import { membershipCouponUnusableReason } from '../../../../src/domain/coupon/usability';

describe('membership coupon usability for an order (spec §3 isUsable / unUsableReason)', () => {
  it('a delivery-fee coupon is for deliveries only; a minimum food amount must be reached', () => {
    const fee = { benefitType: 'DELIVERY_FEE' as const, minOrderAmount: 16_000 };
    expect(membershipCouponUnusableReason(fee, { mealType: 'TAKEOUT', subtotal: 30_000 })).toBe(
      '배달 주문에만 사용할 수 있는 쿠폰입니다.',
    );
    expect(membershipCouponUnusableReason(fee, { mealType: 'DELIVERY', subtotal: 16_000 })).toBeNull();
    const flat = { benefitType: 'FLAT_DISCOUNT' as const, minOrderAmount: 18_000 };
    expect(membershipCouponUnusableReason(flat, { mealType: 'TAKEOUT', subtotal: 17_999 })).toBe(
      '18,000원 이상 주문 시 사용할 수 있습니다.',
    );
    expect(membershipCouponUnusableReason(flat, { mealType: 'TAKEOUT', subtotal: 18_000 })).toBeNull();
  });
});
