import { parseCartCode } from '../../domain/cart/cart-code';
import type { CartItem } from '../../domain/cart/types';
import { requireMealType } from '../../domain/navigation/meal-type';
import type { Agent } from '../../domain/shared/constants';
import { parseMealType } from '../../domain/shared/meal-type';
import type { Clock } from '../ports/clock';
import type { CheckoutData, OrderGateway } from '../ports/order-gateway';
import { SessionRequiredError } from '../ports/session-required-error';
import type { Query } from './query';

export interface StartCheckoutInput {
  /** The /checkout query: mealType (required), branchId (takeout), mc (the items; absent = the server cart). */
  readonly query: Query;
  readonly agent: Agent;
}

export type StartCheckoutResult =
  /** The snapshot, and the instant (epoch ms) it was taken: its coupons' expiry is judged at that instant. */
  | { readonly kind: 'ready'; readonly checkout: CheckoutData; readonly nowMs: number }
  | { readonly kind: 'meal-type-required'; readonly message: string }
  /** The `mc` of the link is not a cart code (refused before any call). */
  | { readonly kind: 'invalid-items'; readonly message: string }
  /** The server refused the snapshot (closed branch, below minimum, nothing orderable…), with its Korean message. */
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string }
  | { readonly kind: 'signed-out' };

/** A positive whole branch id from the query, else null (the server then picks the delivery branch). */
function branchIdOf(raw: string | undefined): number | null {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Spec §2 /checkout, §7 POST /order/init: snapshots the order to pay, from the link's `mc` items or else the server
 * cart, at the query's branch (takeout) or the one serving the default address (delivery). Outages throw.
 */
export class StartCheckout {
  constructor(
    private readonly orders: Pick<OrderGateway, 'init'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: StartCheckoutInput): Promise<StartCheckoutResult> {
    const mealType = requireMealType(parseMealType(input.query['mealType']));
    if (!mealType.ok) return { kind: 'meal-type-required', message: mealType.error.message };
    const code = input.query['mc'];
    let items: readonly CartItem[] | null = null;
    if (code !== undefined) {
      const parsed = parseCartCode(code);
      if (!parsed.ok) return { kind: 'invalid-items', message: parsed.error.message };
      items = parsed.value;
    }
    try {
      const result = await this.orders.init({
        mealType: mealType.value,
        branchId: branchIdOf(input.query['branchId']),
        items,
        agent: input.agent,
      });
      if (result.kind === 'rejected') return { kind: 'rejected', code: result.code, message: result.message };
      return { kind: 'ready', checkout: result.checkout, nowMs: this.clock.now() };
    } catch (error) {
      if (error instanceof SessionRequiredError) return { kind: 'signed-out' };
      throw error;
    }
  }
}
