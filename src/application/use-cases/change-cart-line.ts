import type { CartLine } from '../../domain/cart/types';
import { isOrderLineQuantity, ORDER_LINE_QUANTITY_MESSAGE } from '../../domain/order/quantity';
import type { CartGateway, CartRejectionCode } from '../ports/cart-gateway';

export interface ChangeCartLineInput {
  readonly cartId: number;
  /** The new number of units (spec §5 stepper), 1..99. */
  readonly quantity: number;
}

export type ChangeCartLineResult =
  /** The line as the server now prices it (its total is the server's). */
  | { readonly kind: 'changed'; readonly line: CartLine }
  /** The line is no longer in the cart (removed in another tab). */
  | { readonly kind: 'not-found' }
  /** A quantity outside 1..99 (refused before any call) or a change the server refused; `message` is Korean. */
  | { readonly kind: 'rejected'; readonly code: CartRejectionCode; readonly message: string };

/**
 * Spec §5/§7 PATCH /cart/{id}: changes a cart line's quantity. The spec's cart call changes the quantity only; other
 * options are changed by adding the menu again (or, for an e-coupon line, by ChangeEcouponMenu). Outages throw.
 */
export class ChangeCartLine {
  constructor(private readonly cart: Pick<CartGateway, 'changeQuantity'>) {}

  async execute(input: ChangeCartLineInput): Promise<ChangeCartLineResult> {
    if (!isOrderLineQuantity(input.quantity)) {
      return { kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE', message: ORDER_LINE_QUANTITY_MESSAGE };
    }
    const result = await this.cart.changeQuantity(input.cartId, input.quantity);
    if (result.kind === 'changed') return { kind: 'changed', line: result.line };
    if (result.kind === 'not-found') return { kind: 'not-found' };
    return { kind: 'rejected', code: result.code, message: result.message };
  }
}
