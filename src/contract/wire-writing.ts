import type { CheckoutChoices, CheckoutInit, OrderSubmission } from '../application/ports/order-gateway';
import { wholePoints } from '../domain/points/points-input';

// What the application ports' values are sent as (this contract's request bodies). Shared by the two families that
// send them: the Axios adapters (over HTTP) and the server's in-process adapters (server/in-process, which check them
// with the routes' schemas), so both hand the server the same bodies.

/** Spec §7 POST /order/init's body. */
export function toCheckoutInitBody(input: CheckoutInit) {
  return { mealType: input.mealType, branchId: input.branchId, items: input.items === null ? null : [...input.items] };
}

/** Spec §7 POST /order/calc's body. */
export function toCheckoutChoicesBody(choices: CheckoutChoices) {
  return {
    checkoutId: choices.checkoutId,
    coupons: {
      membershipCouponNo: choices.coupons.membershipCouponNo,
      voucherIds: [...choices.coupons.voucherIds],
      priceCouponIds: [...choices.coupons.priceCouponIds],
    },
    points: wholePoints(choices.points),
    happyPoints: wholePoints(choices.happyPoints),
  };
}

/** Spec §7 POST /order/process's body (its agent and idempotency key go as headers). */
export function toOrderProcessBody(submission: OrderSubmission) {
  return {
    ...toCheckoutChoicesBody(submission),
    paymentMethod: submission.paymentMethod,
    cardNumber: submission.cardNumber,
    request: submission.request,
  };
}
