import type { CheckoutErrorCode } from '../../../src/domain/checkout/types';

/**
 * Why an order call was refused. The fixed reasons of the order services, plus the codes of the domain's checkout
 * rules (coupon, points and minimum-order refusals, src/domain/checkout), which pass through as they are. The HTTP
 * status of each is the routes' business (server/routes/order-refusals.ts), not the services'.
 */
export type OrderRefusalCode =
  | 'ADDRESS_REQUIRED'
  | 'NO_DELIVERY_BRANCH'
  | 'BRANCH_REQUIRED'
  | 'BRANCH_NOT_FOUND'
  | 'BRANCH_CLOSED'
  | 'EMPTY_ORDER'
  | 'MENU_UNAVAILABLE'
  | 'CHECKOUT_NOT_FOUND'
  | 'CHECKOUT_USED'
  | 'COUPON_NOT_FOUND'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'ORDER_IN_FLIGHT'
  | 'ORDER_FAILED'
  | 'ADULT_VERIFICATION_REQUIRED'
  | 'ADULT_TOKEN_INVALID'
  | 'CI_INVALID'
  | 'NOT_ADULT'
  | 'PAYMENT_METHOD_UNKNOWN'
  | 'CARD_NUMBER_INVALID'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_TIMEOUT'
  | 'PRICE_CHANGED'
  | 'ALREADY_CANCELLED'
  | 'NOT_CANCELLABLE'
  | 'BENEFIT_ALREADY_USED'
  | 'MEMBERS_ONLY'
  | 'ELEMENT_NOT_FOUND'
  | 'NOTHING_TO_REORDER'
  | 'BELOW_MINIMUM_ORDER'
  | CheckoutErrorCode;

/** A refusal of an order call: a stable code (a fixed reason or a domain rule's), the Korean message, the field. */
export interface OrderRefusal {
  readonly kind: 'refused';
  readonly code: OrderRefusalCode;
  readonly message: string;
  readonly field?: string;
}

export function refusal(code: OrderRefusal['code'], message: string, field?: string): OrderRefusal {
  return field === undefined ? { kind: 'refused', code, message } : { kind: 'refused', code, message, field };
}

export function isRefusal(value: unknown): value is OrderRefusal {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'refused';
}

/** Thrown inside the order transaction to roll it back with a refusal. */
export class OrderConflict extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.message);
  }
}

export const ORDER_TEXT = {
  branchRequired: '포장할 매장을 먼저 선택해주세요.',
  branchNotFound: '매장 정보를 찾을 수 없습니다.',
  addressRequired: '배송지를 먼저 등록해주세요.',
  noDeliveryBranch: '배달 가능한 매장이 없습니다. 배송지를 확인하거나 포장으로 주문해주세요.',
  emptyOrder: '주문할 메뉴가 없습니다.',
  checkoutNotFound: '주문 정보를 찾을 수 없습니다. 다시 주문해주세요.',
  checkoutUsed: '이미 처리된 주문입니다.',
  couponNotFound: '사용할 수 없는 쿠폰입니다.',
  adultRequired: '성인 인증이 필요한 메뉴가 있습니다. 본인 인증 후 주문해주세요.',
  adultRefused: '만 19세 이상만 주문할 수 있는 메뉴입니다.',
  ciInvalid: '본인 인증 정보를 확인할 수 없습니다. 다시 인증해주세요.',
  notCancellable: '조리가 시작된 주문은 취소할 수 없습니다. 매장으로 문의해주세요.',
  alreadyCancelled: '이미 취소된 주문입니다.',
  noPaymentNeeded: '결제할 금액이 없습니다.',
} as const;

export function branchClosedMessage(opensAt: string, closesAt: string): string {
  return `지금은 주문할 수 없는 매장입니다. (영업시간 ${opensAt}~${closesAt})`;
}
