import type { CartGateway } from '../ports/cart-gateway';
import { failureDetail, type Logger } from '../ports/logger';

/** The event a cart count that could not be read is logged under (spec §8). */
export const CART_COUNT_UNAVAILABLE = 'cart-count.unavailable';

/**
 * The cart badge after a cart change, or null when it cannot be read: spec §8 says cart count failures are logged
 * and ignored (the badge simply stays unknown), so they never turn a successful add or pay into a failure.
 */
export async function refreshedCartCount(cart: Pick<CartGateway, 'count'>, log?: Logger): Promise<number | null> {
  try {
    return await cart.count();
  } catch (error) {
    log?.warn(CART_COUNT_UNAVAILABLE, failureDetail(error));
    return null;
  }
}
