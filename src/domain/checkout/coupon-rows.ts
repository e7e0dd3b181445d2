import { type CouponRow, discountCouponRow, membershipCouponRow } from '../coupon/checkout-rows';
import type { CheckoutBreakdown } from './types';

/** How many coupons of each kind the customer holds for this order (checkoutData lists). */
export interface HeldCouponCounts {
  readonly membershipCoupons: number;
  readonly vouchers: number;
  readonly priceCoupons: number;
}

export interface CheckoutCouponRows {
  readonly membershipCoupon: CouponRow;
  readonly voucher: CouponRow;
  readonly priceCoupon: CouponRow;
}

/** Spec §4: the three coupon rows of the checkout's 할인쿠폰 section for a priced breakdown (null: not priced yet). */
export function checkoutCouponRows(breakdown: CheckoutBreakdown | null, held: HeldCouponCounts): CheckoutCouponRows {
  const sumOrNull = (uses: readonly { readonly amount: number }[] | undefined): number | null =>
    uses && uses.length > 0 ? uses.reduce((t, u) => t + u.amount, 0) : null;
  return {
    membershipCoupon: membershipCouponRow({
      count: held.membershipCoupons,
      applied: breakdown?.membershipCoupon ?? null,
    }),
    voucher: discountCouponRow({ count: held.vouchers, discount: sumOrNull(breakdown?.vouchers) }),
    priceCoupon: discountCouponRow({ count: held.priceCoupons, discount: sumOrNull(breakdown?.priceCoupons) }),
  };
}
