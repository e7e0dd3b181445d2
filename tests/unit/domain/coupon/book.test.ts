import { describe, expect, it } from 'vitest';
import {
  COUPON_EXPIRED_MESSAGE,
  couponBookOf,
  isWalletCouponHeld,
  membershipCouponInBook,
} from '../../../../src/domain/coupon/book';
import type { MembershipCoupon } from '../../../../src/domain/coupon/types';

const DAY_MS = 86_400_000;
const coupon: MembershipCoupon = {
  couponNo: 'M-1',
  couponName: '3,000원 할인',
  benefitType: 'FLAT_DISCOUNT',
  discountAmount: 3000,
  discountRate: 0,
  maxDiscountAmount: 3000,
  useEndsAt: '2026-12-31T23:59:59+09:00',
  isUsable: true,
  unUsableReason: null,
};
const END_MS = Date.parse(coupon.useEndsAt);

describe('the coupon book', () => {
  it('a membership coupon is shown as it is up to and including its end instant', () => {
    expect(membershipCouponInBook(coupon, END_MS)).toBe(coupon);
  });

  it('after its end it is shown 30 days as not usable with the reason, then leaves the book', () => {
    expect(membershipCouponInBook(coupon, END_MS + 1)).toEqual({
      ...coupon,
      isUsable: false,
      unUsableReason: COUPON_EXPIRED_MESSAGE,
    });
    expect(membershipCouponInBook(coupon, END_MS + 30 * DAY_MS)).not.toBeNull();
    expect(membershipCouponInBook(coupon, END_MS + 30 * DAY_MS + 1)).toBeNull();
  });

  it('a registered coupon is held through its last Seoul day; a price coupon only with a balance', () => {
    const voucher = { id: 1, voucherSn: 'V', price: 20_000, endDate: '2027-06-30' };
    expect(isWalletCouponHeld(voucher, Date.parse('2027-06-30T23:59:59.999+09:00'))).toBe(true);
    expect(isWalletCouponHeld(voucher, Date.parse('2027-07-01T00:00:00+09:00'))).toBe(false);
    const price = { id: 2, couponNo: 'P', couponName: '금액권', balance: 0, endDate: '2027-06-30' };
    expect(isWalletCouponHeld(price, Date.parse('2027-01-01T00:00:00+09:00'))).toBe(false);
    expect(isWalletCouponHeld({ ...price, balance: 1 }, Date.parse('2027-01-01T00:00:00+09:00'))).toBe(true);
  });

  it('marks each coupon of the tabs expired or not at the time read', () => {
    const book = couponBookOf(
      {
        membership: [coupon],
        priceCoupons: [],
        vouchers: [{ id: 1, voucherSn: 'V', price: 20_000, endDate: '2027-06-30' }],
        ecoupons: [],
      },
      Date.parse('2027-01-01T00:00:00+09:00'),
    );
    expect(book.membership.map((e) => e.expired)).toEqual([true]);
    expect(book.vouchers.map((e) => e.expired)).toEqual([false]);
  });
});
