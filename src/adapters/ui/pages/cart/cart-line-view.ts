import { ecouponChangePath } from '../../../../application/use-cases/change-ecoupon-menu';
import type { EcouponLineState } from '../../../../domain/cart/ecoupon-lines';
import type { CartLine } from '../../../../domain/cart/types';
import { formatWon } from '../../../../domain/money/format';
import { linkKeepingQuery } from '../../../../domain/navigation/query';

/** One cart line as the screen shows it: names, the options by group, the server's total, the request state. */
export interface CartLineView {
  readonly cartId: number;
  readonly name: string;
  readonly imageUrl: string;
  readonly productHref: string;
  /** What the stepper shows: the quantity being saved while a change runs, else the server's. */
  readonly quantity: number;
  readonly options: readonly { readonly group: string; readonly items: string }[];
  readonly total: string;
  readonly ecoupon: EcouponLineState;
  /** Coupon-change mode entry (spec §4) for an e-coupon line whose coupon is known; null otherwise. */
  readonly changeHref: string | null;
  readonly saving: boolean;
  readonly error: string | null;
}

/** A server cart line as shown: options by group, the server's total, its e-coupon state and request state. */
export function cartLineView(
  line: CartLine,
  state: {
    readonly ecoupon: EcouponLineState;
    /** The quantity being saved, if a change runs. */
    readonly pending: number | undefined;
    readonly error: string | null;
    readonly query: Readonly<Record<string, string>>;
  },
): CartLineView {
  const { ecoupon, pending, query } = state;
  return {
    cartId: line.cartId,
    name: line.mainMenuName,
    imageUrl: line.menuImageUrl,
    productHref: linkKeepingQuery(`/products/${line.mainMenuId}`, query),
    quantity: pending ?? line.quantity,
    options: line.subOptionHeadList.map((head) => ({
      group: head.subOptionName,
      items: head.subOptionDetailList.map((detail) => detail.subOptionDetailName).join(', '),
    })),
    total: formatWon(line.totalMenuWithSubOptionAndQuantityPrice),
    ecoupon,
    changeHref:
      ecoupon.kind === 'ecoupon' && ecoupon.couponNo !== null ? ecouponChangePath(ecoupon.couponNo, query) : null,
    saving: pending !== undefined,
    error: state.error,
  };
}
