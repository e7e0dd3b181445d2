import type { CartGateway } from '../ports/cart-gateway';

/** Which lines go: the listed ones (one or several), or every line (장바구니 비우기). */
export type RemoveCartLinesInput = { readonly cartIds: readonly number[] } | { readonly all: true };

export type RemoveCartLinesResult =
  /**
   * The lines are out of the cart. `missing` lists the asked lines that were already gone (another tab removed
   * them): the wanted outcome too, reported for the record.
   */
  | { readonly kind: 'removed'; readonly removed: readonly number[]; readonly missing: readonly number[] }
  /** Every line was removed (DELETE /cart). */
  | { readonly kind: 'cleared' };

/**
 * Spec §4/§7 DELETE /cart/{id} and DELETE /cart: removes cart lines, one at a time in the order asked (so a failure
 * leaves the earlier ones removed and the later ones in place, and a retry removes only what is left). Outages throw.
 */
export class RemoveCartLines {
  constructor(private readonly cart: Pick<CartGateway, 'remove' | 'clear'>) {}

  async execute(input: RemoveCartLinesInput): Promise<RemoveCartLinesResult> {
    if ('all' in input) {
      await this.cart.clear();
      return { kind: 'cleared' };
    }
    const removed: number[] = [];
    const missing: number[] = [];
    for (const cartId of new Set(input.cartIds)) {
      const result = await this.cart.remove(cartId);
      (result.kind === 'removed' ? removed : missing).push(cartId);
    }
    return { kind: 'removed', removed, missing };
  }
}
