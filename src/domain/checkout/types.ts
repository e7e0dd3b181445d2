import type { AppliedCouponAmounts, BenefitType, MembershipCoupon, PriceCoupon, Voucher } from '../coupon/types';
import type { MealType } from '../shared/meal-type';
import type { DomainError } from '../shared/result';

/**
 * One ordered line, either already priced (the server's totalMenuWithSubOptionAndQuantityPrice, spec §3) or as
 * its price parts, priced here as (menuPrice + Σ optionAddPrices) × quantity. All integer won; quantity 1..99.
 */
export type CheckoutLineInput =
  | { readonly menuId: number; readonly lineTotal: number }
  | {
      readonly menuId: number;
      readonly menuPrice: number;
      readonly optionAddPrices: readonly number[];
      readonly quantity: number;
    };

/** Happy Point (partner points, spec §2/§3): the points the customer asks to use and the partner balance, in P. */
export interface HappyPointInput {
  readonly use: number;
  readonly balance: number;
}

/** Everything the checkout price depends on (spec §3 checkoutData plus the customer's choices). */
export interface CheckoutInput {
  readonly lines: readonly CheckoutLineInput[];
  readonly mealType: MealType;
  /** The branch's delivery fee in won; charged only for DELIVERY. */
  readonly deliveryFee: number;
  /** The membership coupon chosen, or null. Checked against `membershipCoupons`, whose entry is the one used. */
  readonly membershipCoupon: MembershipCoupon | null;
  /** The membership coupons offered for this order (checkoutData.membershipCouponInfoList). */
  readonly membershipCoupons: readonly MembershipCoupon[];
  /** Paper vouchers chosen, in the order chosen. */
  readonly vouchers: readonly Voucher[];
  /** Price coupons chosen, in the order chosen: their balances are spent in this order. */
  readonly priceCoupons: readonly PriceCoupon[];
  /** The points as typed (text or number); cleaned by the spec §5 rules. */
  readonly pointsTyped: string | number;
  readonly pointBalance: number;
  /** Null when the customer has no Happy Point link (non-member, or no partner state). */
  readonly happyPoint: HappyPointInput | null;
  /** Epoch ms, for coupon expiry. */
  readonly nowMs: number;
}

export interface BreakdownLine {
  readonly menuId: number;
  readonly lineTotal: number;
}

/** A PRODUCT membership coupon's free menu: an extra line at 0 원. */
export interface BenefitLine {
  readonly couponNo: string;
  readonly menuName: string;
  readonly menuImage: string;
  readonly price: 0;
}

export interface MembershipCouponUse {
  readonly couponNo: string;
  readonly benefitType: BenefitType;
  /** Won taken off (0 for PRODUCT). */
  readonly amount: number;
}

export interface VoucherUse {
  readonly id: number;
  readonly voucherSn: string;
  readonly price: number;
  /** Won this voucher pays. */
  readonly amount: number;
  /** Face value not used: a voucher gives no change (price − amount). */
  readonly forfeited: number;
}

export interface PriceCouponUse {
  readonly id: number;
  readonly couponNo: string;
  /** Won spent from the balance: what the server deducts. */
  readonly amount: number;
  readonly balanceAfter: number;
}

/** The priced checkout. total = subtotal + deliveryFee − discountTotal − pointsUsed − happyPointsUsed. */
export interface CheckoutBreakdown {
  readonly lines: readonly BreakdownLine[];
  readonly benefitLines: readonly BenefitLine[];
  /** Food: the sum of line totals. */
  readonly subtotal: number;
  /** Charged fee: the branch fee for DELIVERY, 0 for TAKEOUT. */
  readonly deliveryFee: number;
  readonly membershipCoupon: MembershipCouponUse | null;
  readonly vouchers: readonly VoucherUse[];
  readonly priceCoupons: readonly PriceCouponUse[];
  /** Spec §3 AppliedCouponAmounts: one entry per kind chosen, in the order applied. */
  readonly appliedCouponAmounts: AppliedCouponAmounts;
  readonly discountTotal: number;
  /** What is left to pay before points: the base of the spec §5 clamp and the whole-amount toggle. */
  readonly payableBeforePoints: number;
  readonly pointsUsed: number;
  readonly happyPointsUsed: number;
  readonly total: number;
}

export type CheckoutErrorCode =
  | 'INVALID_AMOUNT'
  | 'MEMBERSHIP_COUPON_NOT_OFFERED'
  | 'MEMBERSHIP_COUPON_UNUSABLE'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_APPLICABLE'
  | 'DUPLICATE_COUPON'
  | 'VOUCHER_NOT_NEEDED';

/** A refused calculation; `couponRef` names the coupon at fault (couponNo or voucherSn) when there is one. */
export interface CheckoutError extends DomainError<CheckoutErrorCode> {
  readonly couponRef?: string;
}
