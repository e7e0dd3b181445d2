import { isCouponChangeMode } from './coupon-change-mode';
import { keepQuery } from './query';
import { withQuery } from './url';

export { isCouponChangeMode } from './coupon-change-mode';

/** Spec §4: in coupon-change mode the cart buttons show only this one. */
export const COUPON_CHANGE_BUTTON_LABEL = '이 메뉴로 변경하기';

/** The order-form buttons under a product: add to cart, pay now, or (coupon-change mode) change the coupon menu. */
export type CartButton = 'add-to-cart' | 'pay' | 'change';

/** Spec §4: which cart buttons show: add-to-cart and pay normally, only change in coupon-change mode. */
export function cartButtons(query: Readonly<Record<string, string | undefined>>): readonly CartButton[] {
  return isCouponChangeMode(query) ? ['change'] : ['add-to-cart', 'pay'];
}

/**
 * Spec §2: ignoreEcoupons is a comma-separated list of e-coupon values. Blank entries are dropped and
 * repeats kept once, in first-seen order.
 */
export function parseIgnoreEcoupons(raw: string | null | undefined): readonly string[] {
  if (raw == null) return [];
  const seen: string[] = [];
  for (const entry of raw.split(',')) {
    const value = entry.trim();
    if (value !== '' && !seen.includes(value)) seen.push(value);
  }
  return seen;
}

/**
 * Spec §4: adds a coupon value to the ignoreEcoupons list without duplicates (a value holding commas adds each
 * part). Applying it twice with the same value gives the same list.
 */
export function appendIgnoreEcoupon(raw: string | null | undefined, value: string): string {
  const list = [...parseIgnoreEcoupons(raw)];
  for (const entry of parseIgnoreEcoupons(value)) if (!list.includes(entry)) list.push(entry);
  return list.join(',');
}

/**
 * Spec §4: after the replacement menu is added in coupon-change mode, the cart with ecouponActionValue
 * appended to ignoreEcoupons, plus the other parameters kept towards /cart.
 */
export function cartPathAfterCouponChange(query: Readonly<Record<string, string | undefined>>): string {
  const ignoreEcoupons = appendIgnoreEcoupon(query['ignoreEcoupons'], query['ecouponActionValue'] ?? '');
  const { ignoreEcoupons: _previous, ...kept } = keepQuery('/cart', query);
  return withQuery('/cart', { ignoreEcoupons: ignoreEcoupons === '' ? undefined : ignoreEcoupons, ...kept });
}
