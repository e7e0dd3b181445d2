import type { OrderForm } from '../../domain/menu/types';

/**
 * The sidebar order form kept on this device (spec §2/§3), plus the cart line ids of coupon-change mode (spec §4):
 * load returns an empty form when nothing, or nothing readable, is stored; ids read null when absent.
 */
export interface OrderFormRepository {
  load(): OrderForm;
  save(form: OrderForm): void;
  clear(): void;
  /** The cart line whose e-coupon menu is being changed (set by the cart page). */
  cartId(): number | null;
  saveCartId(cartId: number | null): void;
  /** The cart line the cart page removes once the replacement menu is in the cart. */
  removableCartId(): number | null;
  saveRemovableCartId(cartId: number | null): void;
}
