import type { CouponSelection } from '../coupon/selection';
import type { MembershipCoupon, PriceCoupon, Voucher } from '../coupon/types';
import { formatWon } from '../money/format';
import type { MealType } from '../shared/meal-type';
import type { DomainError } from '../shared/result';
import type { AvailableType } from '../store/types';
import type { CheckoutBreakdown } from './types';

/**
 * Whether a checkout may be taken at all, the rules the server (server/services/orders) and the memory backend
 * both apply before pricing: the branch takes orders, a delivery reaches the branch's minimum order, the coupons
 * chosen are still held, and what a takeout order carries.
 */

export type BelowMinimumOrder = DomainError<'BELOW_MINIMUM_ORDER'>;

/**
 * Spec §3/§4: a DELIVERY whose food subtotal (integer won, before fee and discounts) is below the branch's minimum
 * order amount is refused with the amount to reach; TAKEOUT has no minimum. Null when the order may go on.
 */
export function minimumOrderRefusal(order: {
  readonly mealType: MealType;
  readonly subtotal: number;
  readonly minimumOrderAmount: number;
}): BelowMinimumOrder | null {
  if (order.mealType !== 'DELIVERY' || order.subtotal >= order.minimumOrderAmount) return null;
  return { code: 'BELOW_MINIMUM_ORDER', message: `최소 주문 금액은 ${formatWon(order.minimumOrderAmount)}입니다.` };
}

/** Spec §4: a branch 영업종료 (FAMILY_CLOSED) or 주문불가 (NOT_AVAILABLE) takes no order; HIDDEN/SOLD_OUT do. */
export function branchTakesOrders(availableType: AvailableType): boolean {
  return availableType !== 'FAMILY_CLOSED' && availableType !== 'NOT_AVAILABLE';
}

/** The refusal of a branch that takes no order now, naming its opening hours (HH:mm, Asia/Seoul). */
export function branchClosedMessage(opensAt: string, closesAt: string): string {
  return `지금은 주문할 수 없는 매장입니다. (영업시간 ${opensAt}~${closesAt})`;
}

/**
 * A selection names a coupon the customer no longer holds (spent by another order, deleted, or never theirs):
 * `chosen` is resolveCouponSelection's answer over the customer's wallet of this moment.
 */
export function selectsCouponsNotHeld(
  selection: CouponSelection,
  chosen: {
    readonly membershipCoupon: MembershipCoupon | null;
    readonly vouchers: readonly Voucher[];
    readonly priceCoupons: readonly PriceCoupon[];
  },
): boolean {
  return (
    (selection.membershipCouponNo !== null && chosen.membershipCoupon === null) ||
    chosen.vouchers.length !== selection.voucherIds.length ||
    chosen.priceCoupons.length !== selection.priceCouponIds.length
  );
}

/** The amounts an order keeps of its priced checkout, in won (what its detail and history show). */
export interface OrderAmounts {
  readonly subtotal: number;
  readonly deliveryFee: number;
  readonly discountTotal: number;
  readonly pointsUsed: number;
  readonly happyPointsUsed: number;
  /** What was paid: the breakdown's total. */
  readonly totalPrice: number;
}

export function orderAmountsOf(breakdown: CheckoutBreakdown): OrderAmounts {
  const { subtotal, deliveryFee, discountTotal, pointsUsed, happyPointsUsed, total } = breakdown;
  return { subtotal, deliveryFee, discountTotal, pointsUsed, happyPointsUsed, totalPrice: total };
}

/** Spec §3 requestState: the delivery message is for the rider, so a TAKEOUT order keeps none. */
export function requestForMealType<R extends { readonly deliveryMessage: string }>(request: R, mealType: MealType): R {
  return mealType === 'DELIVERY' ? request : { ...request, deliveryMessage: '' };
}
