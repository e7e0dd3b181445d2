import { formatCouponCount, formatWon } from '../money/format';
import type { BenefitType } from './types';

export const COUPON_APPLIED_TEXT = '쿠폰 적용 완료';
export const NO_COUPON_TEXT = '(없음)';

/** One discount-coupon row of the checkout (spec §2 할인쿠폰): its right-hand text and whether it opens a chooser. */
export interface CouponRow {
  readonly text: string;
  readonly clickable: boolean;
}

/**
 * Spec §4 coupon rows: a row opens its chooser only when the customer holds at least one coupon of that kind,
 * otherwise it shows (없음). Held but none applied shows how many are held ("2장", spec §9 unit for coupons held:
 * the spec gives no text for this state, this is ours).
 */
function heldRow(count: number, appliedText: string | null): CouponRow {
  if (!(count > 0)) return { text: NO_COUPON_TEXT, clickable: false };
  return { text: appliedText ?? formatCouponCount(count), clickable: true };
}

/**
 * Spec §4 membership coupon row: a PRODUCT coupon applied shows 쿠폰 적용 완료 (its benefit is a menu, not an
 * amount); any other applied membership coupon shows its discount as a negative amount ("-3,000원").
 */
export function membershipCouponRow(input: {
  readonly count: number;
  readonly applied: { readonly benefitType: BenefitType; readonly amount: number } | null;
}): CouponRow {
  const { applied } = input;
  if (applied === null) return heldRow(input.count, null);
  return heldRow(input.count, applied.benefitType === 'PRODUCT' ? COUPON_APPLIED_TEXT : formatWon(-applied.amount));
}

/**
 * Spec §4 voucher and price coupon rows: with coupons of the kind chosen, the negative sum they discount
 * ("-13,000원"); `discount` is null when none is chosen.
 */
export function discountCouponRow(input: { readonly count: number; readonly discount: number | null }): CouponRow {
  return heldRow(input.count, input.discount === null ? null : formatWon(-input.discount));
}
