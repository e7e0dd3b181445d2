import type { AddToCartPayload, CartLine, CartSummary } from '../../domain/cart/types';

/** Why the server refused a cart change; `message` is the Korean text a customer sees. */
export type CartRejectionCode =
  | 'MENU_NOT_FOUND'
  | 'OPTION_UNKNOWN'
  | 'OPTION_BELOW_MIN'
  | 'OPTION_ABOVE_MAX'
  | 'QUANTITY_OUT_OF_RANGE';

export interface CartRejection {
  readonly kind: 'rejected';
  readonly code: CartRejectionCode;
  readonly message: string;
}

export type AddToCartResult = { readonly kind: 'added'; readonly cartId: number } | CartRejection;

export type ChangeCartQuantityResult =
  | { readonly kind: 'changed'; readonly line: CartLine }
  | { readonly kind: 'not-found' }
  | CartRejection;

export type RemoveCartLineResult = { readonly kind: 'removed' } | { readonly kind: 'not-found' };

/**
 * The server cart of the signed-in customer (spec §7 Cart calls). Totals are integer won computed by the server;
 * quantities 1..99. Refusals (unknown menu or option, quantity out of range) are `rejected` values; a cart line
 * that is not the customer's is `not-found`. No session: SessionRequiredError. Outages throw.
 */
export interface CartGateway {
  list(): Promise<CartSummary>;
  /** The number of cart lines (the header badge). */
  count(): Promise<number>;
  add(payload: AddToCartPayload): Promise<AddToCartResult>;
  changeQuantity(cartId: number, quantity: number): Promise<ChangeCartQuantityResult>;
  remove(cartId: number): Promise<RemoveCartLineResult>;
  clear(): Promise<void>;
}
