import type { MembershipCoupon, PriceCoupon, Voucher } from '../../../../src/domain/coupon/types';

/** Test-data builders: a usable coupon of each kind, far from its end, overridable field by field. */
export const NOW = Date.parse('2024-05-15T12:00:00+09:00');

export const membershipCoupon = (over: Partial<MembershipCoupon> = {}): MembershipCoupon => ({
  couponNo: 'M-1',
  couponName: '3,000원 할인',
  benefitType: 'FLAT_DISCOUNT',
  discountAmount: 3000,
  discountRate: 0,
  maxDiscountAmount: 0,
  useEndsAt: '2024-12-31T23:59:59+09:00',
  isUsable: true,
  unUsableReason: null,
  benefitMenuInfo: null,
  ...over,
});

export const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  id: 1,
  voucherSn: 'V-1',
  price: 10_000,
  endDate: '2024-12-31',
  ...over,
});

export const priceCoupon = (over: Partial<PriceCoupon> = {}): PriceCoupon => ({
  id: 1,
  couponNo: 'P-1',
  couponName: '금액권',
  balance: 5_000,
  endDate: '2024-12-31',
  ...over,
});
