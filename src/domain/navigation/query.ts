import { isCouponChangeMode } from './coupon-change-mode';
import { isUnderPath, parseQuery, pathnameOf, splitUrl, withQuery } from './url';

/** Spec §2: the parameters kept across navigation in general. */
export const KEPT_QUERY_KEYS = ['mealType', 'branchId', 'ecoupons', 'ignoreEcoupons'] as const;

/** Spec §2: the encoded cart (`mc`) only travels to the checkout. */
export const CHECKOUT_ONLY_QUERY_KEYS = ['mc'] as const;

/** Spec §2/§4: the coupon-change parameters, carried between products/categories pages while changing. */
export const COUPON_CHANGE_QUERY_KEYS = ['ecouponAction', 'ecouponActionValue'] as const;

/** Spec §2: the products and categories pages, where coupon-change mode lives. */
export function isMenuPage(path: string): boolean {
  return isUnderPath(path, '/products') || isUnderPath(path, '/categories');
}

/**
 * The query parameters that survive navigation to `path` (spec §2): mealType, branchId, ecoupons and
 * ignoreEcoupons always; mc only when going to /checkout; ecouponAction and ecouponActionValue only in
 * coupon-change mode and only towards a products/categories page. Empty values are dropped: an empty
 * parameter means "not chosen".
 */
export function keepQuery(path: string, current: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  const copy = (key: string): void => {
    const value = Object.hasOwn(current, key) ? current[key] : undefined;
    if (value !== undefined && value !== '') out[key] = value;
  };
  for (const key of KEPT_QUERY_KEYS) copy(key);
  if (pathnameOf(path) === '/checkout') for (const key of CHECKOUT_ONLY_QUERY_KEYS) copy(key);
  if (isCouponChangeMode(current) && isMenuPage(path)) for (const key of COUPON_CHANGE_QUERY_KEYS) copy(key);
  return out;
}

/**
 * A link to `path` carrying the kept parameters of the current query (spec §2). Parameters already written
 * in `path` win over kept ones: the link states them on purpose.
 */
export function linkKeepingQuery(path: string, current: Readonly<Record<string, string | undefined>>): string {
  const own = parseQuery(splitUrl(path).search);
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(keepQuery(path, current))) {
    if (!Object.hasOwn(own, key)) extra[key] = value;
  }
  return withQuery(path, extra);
}
