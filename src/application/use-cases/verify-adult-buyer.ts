import type { OrderGateway } from '../ports/order-gateway';

export type VerifyAdultBuyerResult =
  | { readonly kind: 'verified' }
  /** The proof was refused (under 19, or an identity check that is not valid any more); `message` is Korean. */
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Spec §4/§7 POST /delivery/pay/adult/ready: an order with an adult-only menu needs the buyer's age proved once,
 * with the ciToken the identity-verification popup returned. Outages throw.
 */
export class VerifyAdultBuyer {
  constructor(private readonly orders: Pick<OrderGateway, 'verifyAdult'>) {}

  async execute(input: { readonly ciToken: string }): Promise<VerifyAdultBuyerResult> {
    const result = await this.orders.verifyAdult(input.ciToken);
    return result.kind === 'verified' ? result : { kind: 'rejected', code: result.code, message: result.message };
  }
}
