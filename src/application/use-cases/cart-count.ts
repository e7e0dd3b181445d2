import type { CartGateway } from '../ports/cart-gateway';

/**
 * The cart badge after a cart change, or null when it cannot be read: spec §8 says cart count failures are
 * ignored (the badge simply stays unknown), so they never turn a successful add or pay into a failure.
 */
export async function refreshedCartCount(cart: CartGateway): Promise<number | null> {
  try {
    return await cart.count();
  } catch {
    return null;
  }
}
