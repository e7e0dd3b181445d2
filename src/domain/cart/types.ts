/** Spec §3 Sidebar cart item (kept in local storage) and the unit of the compact serialisation / `mc`. */
export interface CartItem {
  readonly menuId: number;
  readonly quantity: number;
  readonly subOptionIds: readonly number[];
}

/** Spec §3 add-to-cart payload. */
export interface AddToCartPayload {
  readonly mainMenuId: number;
  readonly quantity: number;
  readonly subOptionItemIdSet: readonly number[];
}

export interface CartSubOptionDetail {
  readonly subOptionDetailId: number;
  readonly subOptionDetailName: string;
}

export interface CartSubOptionHead {
  readonly subOptionName: string;
  readonly subOptionDetailList: readonly CartSubOptionDetail[];
}

/**
 * Spec §3 Cart line (checkout). `cartId` is ours: the spec's PATCH/DELETE /cart/{id} need the line's id.
 * The line total is computed by the server: (menu price + option add prices) × quantity.
 */
export interface CartLine {
  readonly cartId: number;
  readonly mainMenuId: number;
  readonly mainMenuName: string;
  readonly quantity: number;
  readonly menuImageUrl: string;
  readonly isOnlyOrderWithEcoupon: boolean;
  readonly subOptionHeadList: readonly CartSubOptionHead[];
  readonly totalMenuWithSubOptionAndQuantityPrice: number;
}

export interface CartSummary {
  readonly responseList: readonly CartLine[];
  readonly totalPrice: number;
}
