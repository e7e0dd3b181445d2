/**
 * Spec §5/§9: one ordered line holds 1..99 units of its menu (0 would be a deletion, not a quantity). This is the
 * order's own limit, checked by the cart, the checkout and the server alike; the UI stepper is bounded by it, not
 * the other way round.
 */
export const ORDER_LINE_QUANTITY_MIN = 1;
export const ORDER_LINE_QUANTITY_MAX = 99;

/** The refusal of a quantity outside 1..99 (the server's wording, contract CART_MESSAGES.quantityOutOfRange). */
export const ORDER_LINE_QUANTITY_MESSAGE = '수량은 1~99 사이로 입력해주세요.';

/** Whether `quantity` is a whole number of units one order line may hold. */
export function isOrderLineQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= ORDER_LINE_QUANTITY_MIN && quantity <= ORDER_LINE_QUANTITY_MAX;
}
