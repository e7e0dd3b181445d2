import type { AddOrderFormToCartResult } from '../../../../application/use-cases/add-order-form-to-cart';
import type { PayNowResult } from '../../../../application/use-cases/pay-now';

/** Said when an add or pay throws (an outage): the server's own refusals show their message instead. */
export const REQUEST_FAILED_MESSAGE = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.';
export const EMPTY_ORDER_FORM_MESSAGE = '주문표에 담긴 메뉴가 없습니다.';

/** What the product page does with a cart use case's answer. */
export type CartOutcome =
  | { readonly kind: 'alert'; readonly message: string }
  /** Done: the badge takes the count, the configuration restarts, then the success popup or a new page. */
  | { readonly kind: 'done'; readonly cartCount: number | null; readonly navigateTo: string | null };

/**
 * Spec §4/§5/§8 outcomes: meal type missing and refusals alert (the server's message, or a fallback when it has
 * none); added opens the success popup, or in coupon-change mode goes to the cart; pay goes to the checkout.
 */
export function cartOutcomeOf(result: AddOrderFormToCartResult | PayNowResult): CartOutcome {
  switch (result.kind) {
    case 'meal-type-required':
      return { kind: 'alert', message: result.message };
    case 'empty':
      return { kind: 'alert', message: EMPTY_ORDER_FORM_MESSAGE };
    case 'invalid-options':
      return { kind: 'alert', message: `${result.menuName}: ${result.message}` };
    case 'failed':
      return { kind: 'alert', message: result.message === '' ? REQUEST_FAILED_MESSAGE : result.message };
    case 'added':
      return { kind: 'done', cartCount: result.cartCount, navigateTo: result.redirectTo };
    case 'checkout':
      return { kind: 'done', cartCount: result.cartCount, navigateTo: result.to };
  }
}
