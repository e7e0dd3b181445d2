import { toAddToCartPayload } from '../../domain/menu/order-form';
import { cartPathAfterCouponChange, isCouponChangeMode } from '../../domain/navigation/coupon-change';
import { requireMealType } from '../../domain/navigation/meal-type';
import { parseMealType } from '../../domain/shared/meal-type';
import type { AddToCartResult, CartGateway } from '../ports/cart-gateway';
import type { Logger } from '../ports/logger';
import type { OrderFormRepository } from '../ports/order-form-repository';
import { refreshedCartCount } from './cart-count';
import { firstOrderFormProblem, type OrderFormProblem } from './order-form-check';
import type { Query } from './query';

/** Spec §8: the add-to-cart success popup text. */
export const ADDED_TO_CART_MESSAGE = '장바구니에 추가했습니다.';

export type AddOrderFormToCartResult =
  | { readonly kind: 'meal-type-required'; readonly message: string }
  | { readonly kind: 'empty' }
  | OrderFormProblem
  | {
      readonly kind: 'added';
      readonly message: typeof ADDED_TO_CART_MESSAGE;
      readonly cartCount: number | null;
      /** Coupon-change mode: the cart with the coupon added to ignoreEcoupons (spec §4); otherwise stay. */
      readonly redirectTo: string | null;
    }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Spec §4/§5 add to cart (and 이 메뉴로 변경하기): needs a meal type; sends ONE add call per order-form item, all in
 * parallel. On success the local form is cleared and the count refreshed. On a refusal the server's message is
 * reported (an outage rethrown) and only the items not accepted stay in the form, so trying again does not add the
 * accepted ones twice.
 */
export class AddOrderFormToCart {
  constructor(
    private readonly cart: CartGateway,
    private readonly orderForms: OrderFormRepository,
    /** Where a badge count that cannot be read is reported (spec §8); absent, it is ignored silently. */
    private readonly log?: Logger,
  ) {}

  async execute(input: { readonly query: Query }): Promise<AddOrderFormToCartResult> {
    const mealType = requireMealType(parseMealType(input.query['mealType']));
    if (!mealType.ok) return { kind: 'meal-type-required', message: mealType.error.message };
    const form = this.orderForms.load();
    if (form.length === 0) return { kind: 'empty' };
    const problem = firstOrderFormProblem(form);
    if (problem !== null) return problem;

    const settled = await Promise.allSettled(form.map((item) => this.cart.add(toAddToCartPayload(item))));
    const remaining = form.filter((_, i) => !isAdded(settled[i]));
    if (remaining.length > 0) {
      this.orderForms.save(remaining);
      for (const s of settled) if (s.status === 'rejected') throw s.reason;
      const refusals = settled.flatMap((s) =>
        s.status === 'fulfilled' && s.value.kind === 'rejected' ? [s.value] : [],
      );
      return { kind: 'failed', message: refusals[0]?.message ?? '' };
    }

    this.orderForms.clear();
    const redirectTo = isCouponChangeMode(input.query) ? this.leaveCouponChangeMode(input.query) : null;
    return {
      kind: 'added',
      message: ADDED_TO_CART_MESSAGE,
      cartCount: await refreshedCartCount(this.cart, this.log),
      redirectTo,
    };
  }

  /** Spec §4: the changed line's stored cartId becomes the removable one; the cart then shows the new menu. */
  private leaveCouponChangeMode(query: Query): string {
    const cartId = this.orderForms.cartId();
    if (cartId !== null) {
      this.orderForms.saveRemovableCartId(cartId);
      this.orderForms.saveCartId(null);
    }
    return cartPathAfterCouponChange(query);
  }
}

function isAdded(settled: PromiseSettledResult<AddToCartResult> | undefined): boolean {
  return settled?.status === 'fulfilled' && settled.value.kind === 'added';
}
