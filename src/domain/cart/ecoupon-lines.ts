import type { CartLine } from './types';

/** An e-coupon the customer holds, reduced to what ties it to a cart line: its number and the menu it buys. */
export interface HeldEcoupon {
  readonly couponNo: string;
  readonly menuId: number;
}

/**
 * How a cart line relates to the customer's e-coupons (spec §3 isOnlyOrderWithEcoupon, §2/§4 ignoreEcoupons):
 * - `regular`: an ordinary line;
 * - `ecoupon`: an E-쿠폰 전용 line, with the held coupon that pays for it (null when none of the held coupons buys
 *   its menu, or the coupons could not be read);
 * - `ignored`: an E-쿠폰 전용 line whose only matching coupons are listed in ignoreEcoupons, i.e. the customer changed
 *   that coupon to another menu, so the coupon will not pay for this line at checkout.
 */
export type EcouponLineState =
  | { readonly kind: 'regular' }
  | { readonly kind: 'ecoupon'; readonly couponNo: string | null }
  | { readonly kind: 'ignored'; readonly couponNo: string };

/**
 * The e-coupon state of each line, by cartId. A cart line carries no coupon number (spec §3), so lines and coupons
 * are paired by menu: each E-쿠폰 전용 line, oldest first, takes the first unused held coupon for its menu, preferring
 * coupons not in `ignored`; a coupon pays for one line only. A line left with only ignored coupons is `ignored`.
 */
export function ecouponLineStates(
  lines: readonly CartLine[],
  held: readonly HeldEcoupon[],
  ignored: readonly string[],
): ReadonlyMap<number, EcouponLineState> {
  const ignoredSet = new Set(ignored);
  const used = new Set<number>();
  const take = (menuId: number, wantIgnored: boolean): HeldEcoupon | null => {
    const index = held.findIndex(
      (coupon, i) => !used.has(i) && coupon.menuId === menuId && ignoredSet.has(coupon.couponNo) === wantIgnored,
    );
    if (index < 0) return null;
    used.add(index);
    return held[index] ?? null;
  };
  const states = new Map<number, EcouponLineState>();
  for (const line of lines) {
    if (!line.isOnlyOrderWithEcoupon) {
      states.set(line.cartId, { kind: 'regular' });
      continue;
    }
    const usable = take(line.mainMenuId, false);
    if (usable !== null) {
      states.set(line.cartId, { kind: 'ecoupon', couponNo: usable.couponNo });
      continue;
    }
    const changed = take(line.mainMenuId, true);
    states.set(
      line.cartId,
      changed === null ? { kind: 'ecoupon', couponNo: null } : { kind: 'ignored', couponNo: changed.couponNo },
    );
  }
  return states;
}
