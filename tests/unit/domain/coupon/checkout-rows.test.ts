import { describe, expect, it } from 'vitest';
import { discountCouponRow, membershipCouponRow } from '../../../../src/domain/coupon/checkout-rows';

describe('checkout coupon rows (spec §4)', () => {
  it('show (없음) and are not clickable without coupons held', () => {
    expect(membershipCouponRow({ count: 0, applied: null })).toEqual({ text: '(없음)', clickable: false });
    expect(discountCouponRow({ count: 0, discount: null })).toEqual({ text: '(없음)', clickable: false });
  });

  it('are clickable with coupons held and show how many when none is applied', () => {
    expect(membershipCouponRow({ count: 3, applied: null })).toEqual({ text: '3장', clickable: true });
    expect(discountCouponRow({ count: 1, discount: null })).toEqual({ text: '1장', clickable: true });
  });

  it('show 쿠폰 적용 완료 for an applied PRODUCT membership coupon', () => {
    expect(membershipCouponRow({ count: 2, applied: { benefitType: 'PRODUCT', amount: 0 } })).toEqual({
      text: '쿠폰 적용 완료',
      clickable: true,
    });
  });

  it('show the negative discount for an applied discount membership coupon', () => {
    expect(membershipCouponRow({ count: 2, applied: { benefitType: 'FLAT_DISCOUNT', amount: 3000 } }).text).toBe(
      '-3,000원',
    );
  });

  it('show the negative discount sum of the chosen vouchers or price coupons', () => {
    expect(discountCouponRow({ count: 4, discount: 13_000 })).toEqual({ text: '-13,000원', clickable: true });
  });

  it('show 0원 for chosen coupons that discount nothing', () => {
    expect(discountCouponRow({ count: 4, discount: 0 }).text).toBe('0원');
  });
});
