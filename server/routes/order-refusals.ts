import { DomainHttpError } from '../http/domain-http-error';
import type { OrderRefusal, OrderRefusalCode } from '../services/orders/order-errors';

/**
 * The one table from an order refusal to its HTTP status (ARCHITECTURE "Errors"): 422 for an order the rules
 * refuse as asked (including every domain checkout rule), 409 for a state that moved on, 404 for what is not the
 * caller's, 400 for a malformed field, 402/504 for the card gateway's answers.
 */
export const ORDER_REFUSAL_STATUS: Readonly<Record<OrderRefusalCode, 400 | 402 | 403 | 404 | 409 | 422 | 504>> = {
  ADDRESS_REQUIRED: 422,
  NO_DELIVERY_BRANCH: 422,
  BRANCH_REQUIRED: 422,
  BRANCH_NOT_FOUND: 422,
  BRANCH_CLOSED: 422,
  EMPTY_ORDER: 422,
  MENU_UNAVAILABLE: 422,
  BELOW_MINIMUM_ORDER: 422,
  COUPON_NOT_FOUND: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  NOTHING_TO_REORDER: 422,
  INVALID_AMOUNT: 422,
  MEMBERSHIP_COUPON_NOT_OFFERED: 422,
  MEMBERSHIP_COUPON_UNUSABLE: 422,
  COUPON_EXPIRED: 422,
  COUPON_NOT_APPLICABLE: 422,
  DUPLICATE_COUPON: 422,
  VOUCHER_NOT_NEEDED: 422,
  CHECKOUT_NOT_FOUND: 404,
  ELEMENT_NOT_FOUND: 404,
  CHECKOUT_USED: 409,
  ORDER_IN_FLIGHT: 409,
  ORDER_FAILED: 409,
  PRICE_CHANGED: 409,
  ALREADY_CANCELLED: 409,
  NOT_CANCELLABLE: 409,
  BENEFIT_ALREADY_USED: 409,
  ADULT_VERIFICATION_REQUIRED: 403,
  MEMBERS_ONLY: 403,
  NOT_ADULT: 403,
  ADULT_TOKEN_INVALID: 400,
  CI_INVALID: 400,
  PAYMENT_METHOD_UNKNOWN: 400,
  CARD_NUMBER_INVALID: 400,
  PAYMENT_DECLINED: 402,
  PAYMENT_TIMEOUT: 504,
};

/** The HTTP answer of a refusal. */
export function orderRefusalError(refused: OrderRefusal): DomainHttpError {
  const { code, message, field } = refused;
  const status = ORDER_REFUSAL_STATUS[code] ?? 422;
  return new DomainHttpError(field === undefined ? { status, code, message } : { status, code, message, field });
}
