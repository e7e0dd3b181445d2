import type { CheckoutBreakdown } from '../../domain/checkout/types';
import { type CheckoutChoices, ORDER_REJECTION_CODES, type OrderGateway } from '../ports/order-gateway';

export type PriceCheckoutResult =
  /** The server's price of these choices (what paying will charge). */
  | { readonly kind: 'priced'; readonly breakdown: CheckoutBreakdown }
  /** The server refused these choices (an unusable coupon, a closed branch…), with its Korean message. */
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string }
  /** The server no longer knows the checkout (expired or lost): it must be snapshotted again. */
  | { readonly kind: 'checkout-lost'; readonly code: string; readonly message: string }
  /** A newer request was made before this answer arrived: this answer is stale and must not be shown. */
  | { readonly kind: 'superseded' };

/**
 * Spec §7 POST /order/calc: the server's price of the customer's coupon and point choices. Latest answer wins: the
 * answers may arrive in any order, and an answer (or failure) to a request older than the newest one is
 * `superseded`, so a slow old price can never overwrite the price of the choices on screen. One instance per
 * checkout screen (it remembers the newest request). Outages of the newest request throw.
 */
export class PriceCheckout {
  private latest = 0;

  constructor(private readonly orders: Pick<OrderGateway, 'calc'>) {}

  async execute(choices: CheckoutChoices): Promise<PriceCheckoutResult> {
    this.latest += 1;
    const request = this.latest;
    let result: Awaited<ReturnType<OrderGateway['calc']>>;
    try {
      result = await this.orders.calc(choices);
    } catch (error) {
      if (request !== this.latest) return { kind: 'superseded' };
      throw error;
    }
    if (request !== this.latest) return { kind: 'superseded' };
    if (result.kind === 'priced') return { kind: 'priced', breakdown: result.breakdown };
    const kind = result.code === ORDER_REJECTION_CODES.CHECKOUT_NOT_FOUND ? 'checkout-lost' : 'rejected';
    return { kind, code: result.code, message: result.message };
  }
}
