import { membershipCouponBlock } from '../coupon/selection';
import type { MembershipCoupon } from '../coupon/types';
import { isWon, percentOf } from '../money/money';
import type { MealType } from '../shared/meal-type';
import { type Err, err, ok, type Result } from '../shared/result';
import { CHECKOUT_MESSAGES } from './messages';
import type { BenefitLine, CheckoutError, MembershipCouponUse } from './types';

/** What a membership coupon is priced against: the food subtotal and the charged delivery fee, in won. */
export interface OrderTotals {
  readonly mealType: MealType;
  readonly subtotal: number;
  readonly deliveryFee: number;
  readonly nowMs: number;
}

export interface MembershipBenefit {
  readonly use: MembershipCouponUse;
  readonly benefitLine: BenefitLine | null;
}

function refusal(code: CheckoutError['code'], message: string, couponRef: string): Err<CheckoutError> {
  return err({ code, message, field: 'membershipCoupon', couponRef });
}

/** The offered coupon with this number; the offered list is the authority over a chosen copy's amounts. */
function offeredCoupon(offered: readonly MembershipCoupon[], couponNo: string): MembershipCoupon | null {
  for (const coupon of offered) if (coupon.couponNo === couponNo) return coupon;
  return null;
}

/** The won a discount coupon takes off, or a refusal (amounts that are not whole won, fee coupon on takeout). */
function discountOf(coupon: MembershipCoupon, order: OrderTotals): number | Err<CheckoutError> {
  const ref = coupon.couponNo;
  switch (coupon.benefitType) {
    case 'FLAT_DISCOUNT':
      if (!isWon(coupon.discountAmount)) return refusal('INVALID_AMOUNT', CHECKOUT_MESSAGES.invalidAmount, ref);
      return Math.min(coupon.discountAmount, order.subtotal);
    case 'RATE_DISCOUNT': {
      const rate = coupon.discountRate;
      if (!Number.isInteger(rate) || rate < 0 || rate > 100 || !isWon(coupon.maxDiscountAmount)) {
        return refusal('INVALID_AMOUNT', CHECKOUT_MESSAGES.invalidAmount, ref);
      }
      const byRate = percentOf(order.subtotal, rate);
      const cap = coupon.maxDiscountAmount > 0 ? coupon.maxDiscountAmount : byRate;
      return Math.min(byRate, cap, order.subtotal);
    }
    case 'DELIVERY_FEE': {
      if (!isWon(coupon.discountAmount)) return refusal('INVALID_AMOUNT', CHECKOUT_MESSAGES.invalidAmount, ref);
      if (order.mealType !== 'DELIVERY') {
        return refusal('COUPON_NOT_APPLICABLE', CHECKOUT_MESSAGES.deliveryFeeCouponOnTakeout, ref);
      }
      const limit = coupon.discountAmount > 0 ? coupon.discountAmount : order.deliveryFee;
      return Math.min(limit, order.deliveryFee);
    }
    default:
      return refusal('INVALID_AMOUNT', CHECKOUT_MESSAGES.invalidAmount, ref);
  }
}

/**
 * Spec §3 membership coupon benefits, in won, each capped at what it discounts:
 * - FLAT_DISCOUNT: discountAmount off the food subtotal, at most the subtotal;
 * - RATE_DISCOUNT: discountRate % of the food subtotal rounded down to the won, at most maxDiscountAmount
 *   (a maxDiscountAmount of 0 means "no cap": the field is required and coupons without a cap carry 0), and
 *   never more than the subtotal;
 * - DELIVERY_FEE: the delivery fee off, at most the fee; a positive discountAmount limits it (a "2,000원 off
 *   delivery" coupon), 0 means the whole fee. On TAKEOUT there is no fee, so the coupon is refused rather than
 *   spent for nothing;
 * - PRODUCT: the benefit menu added at 0 원 as an extra line; no price change. Refused without benefitMenuInfo.
 */
export function membershipBenefit(
  chosen: MembershipCoupon,
  offered: readonly MembershipCoupon[],
  order: OrderTotals,
): Result<MembershipBenefit, CheckoutError> {
  const couponNo = chosen.couponNo;
  const coupon = offeredCoupon(offered, couponNo);
  if (coupon === null) {
    return refusal('MEMBERSHIP_COUPON_NOT_OFFERED', CHECKOUT_MESSAGES.couponNotOffered, couponNo);
  }
  const block = membershipCouponBlock(coupon, order.nowMs);
  if (block !== null) {
    const code = block.code === 'COUPON_UNUSABLE' ? 'MEMBERSHIP_COUPON_UNUSABLE' : 'COUPON_EXPIRED';
    return refusal(code, block.message, couponNo);
  }
  const { benefitType } = coupon;
  if (benefitType === 'PRODUCT') {
    const menu = coupon.benefitMenuInfo;
    if (!menu) return refusal('COUPON_NOT_APPLICABLE', CHECKOUT_MESSAGES.productCouponWithoutMenu, couponNo);
    return ok({
      use: { couponNo, benefitType, amount: 0 },
      benefitLine: { couponNo, menuName: menu.menuName, menuImage: menu.menuImage, price: 0 },
    });
  }
  const amount = discountOf(coupon, order);
  if (typeof amount !== 'number') return amount;
  return ok({ use: { couponNo, benefitType, amount }, benefitLine: null });
}
