import { formatWon } from '../money/format';
import type { MealType } from '../shared/meal-type';
import type { BenefitType } from './types';

/** The order a membership coupon is judged against at checkout. */
export interface CouponOrderContext {
  readonly mealType: MealType;
  /** Food total in won (before the delivery fee). */
  readonly subtotal: number;
}

export const COUPON_DELIVERY_ONLY_REASON = '배달 주문에만 사용할 수 있는 쿠폰입니다.';

export function couponMinimumReason(minOrderAmount: number): string {
  return `${formatWon(minOrderAmount)} 이상 주문 시 사용할 수 있습니다.`;
}

/**
 * Spec §3 isUsable / unUsableReason of a membership coupon for an order (reasons ours): a delivery-fee coupon only on
 * a delivery, and the coupon's minimum food amount. Null when usable.
 */
export function membershipCouponUnusableReason(
  coupon: { readonly benefitType: BenefitType; readonly minOrderAmount: number },
  order: CouponOrderContext,
): string | null {
  if (coupon.benefitType === 'DELIVERY_FEE' && order.mealType !== 'DELIVERY') return COUPON_DELIVERY_ONLY_REASON;
  if (order.subtotal < coupon.minOrderAmount) return couponMinimumReason(coupon.minOrderAmount);
  return null;
}
