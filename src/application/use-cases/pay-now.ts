import { checkoutPath } from '../../domain/cart/cart-code';
import { toCartItem } from '../../domain/menu/order-form';
import { requireMealType } from '../../domain/navigation/meal-type';
import { keepQuery } from '../../domain/navigation/query';
import { withQuery } from '../../domain/navigation/url';
import { parseMealType } from '../../domain/shared/meal-type';
import type { CartGateway } from '../ports/cart-gateway';
import type { Logger } from '../ports/logger';
import type { OrderFormRepository } from '../ports/order-form-repository';
import { refreshedCartCount } from './cart-count';
import { firstOrderFormProblem, type OrderFormProblem } from './order-form-check';
import type { Query } from './query';

export type PayNowResult =
  | { readonly kind: 'meal-type-required'; readonly message: string }
  | { readonly kind: 'empty' }
  | OrderFormProblem
  | { readonly kind: 'checkout'; readonly to: string; readonly cartCount: number | null };

/**
 * Spec §4/§5 바로 주문: needs a meal type; goes to /checkout with the order form encoded in `mc` (plus the kept
 * parameters such as mealType and branchId, spec §2), then clears the local form and refreshes the cart count.
 */
export class PayNow {
  constructor(
    private readonly cart: CartGateway,
    private readonly orderForms: OrderFormRepository,
    /** Where a badge count that cannot be read is reported (spec §8); absent, it is ignored silently. */
    private readonly log?: Logger,
  ) {}

  async execute(input: { readonly query: Query }): Promise<PayNowResult> {
    const mealType = requireMealType(parseMealType(input.query['mealType']));
    if (!mealType.ok) return { kind: 'meal-type-required', message: mealType.error.message };
    const form = this.orderForms.load();
    if (form.length === 0) return { kind: 'empty' };
    const problem = firstOrderFormProblem(form);
    if (problem !== null) return problem;

    const { mc: _staleCart, ...kept } = keepQuery('/checkout', input.query);
    const to = withQuery(checkoutPath(form.map(toCartItem)), kept);
    this.orderForms.clear();
    return { kind: 'checkout', to, cartCount: await refreshedCartCount(this.cart, this.log) };
  }
}
