import { keepQuery } from '../../domain/navigation/query';
import { withQuery } from '../../domain/navigation/url';
import { DEFAULT_CATEGORY_PATH } from '../../domain/shared/constants';
import type { OrderFormRepository } from '../ports/order-form-repository';
import type { Query } from './query';

export interface ChangeEcouponMenuInput {
  /** The E-쿠폰 전용 cart line whose coupon is spent on another menu instead. */
  readonly cartId: number;
  /** The held coupon paying for that line. */
  readonly couponNo: string;
  /** The cart page's query (its kept parameters, spec §2, carry on to the menus). */
  readonly query: Query;
}

/** Where a line's coupon-change entry leads (its link): the default category in change mode, keeping the query. */
export function ecouponChangePath(couponNo: string, query: Query): string {
  return withQuery(DEFAULT_CATEGORY_PATH, {
    ...keepQuery(DEFAULT_CATEGORY_PATH, query),
    ecouponAction: 'change',
    ecouponActionValue: couponNo,
  });
}

export type ChangeEcouponMenuResult = { readonly kind: 'started'; readonly to: string };

/**
 * Spec §4 coupon-change mode, its first step: the cart line is remembered (cartId) and the customer browses the
 * menus with ecouponAction=change and the coupon number. AddOrderFormToCart ends the mode (the remembered line
 * becomes the removable one and the coupon is listed in ignoreEcoupons); LoadCart deletes that line on arrival.
 */
export class ChangeEcouponMenu {
  constructor(private readonly orderForms: Pick<OrderFormRepository, 'saveCartId'>) {}

  execute(input: ChangeEcouponMenuInput): ChangeEcouponMenuResult {
    this.orderForms.saveCartId(input.cartId);
    return { kind: 'started', to: ecouponChangePath(input.couponNo, input.query) };
  }
}
