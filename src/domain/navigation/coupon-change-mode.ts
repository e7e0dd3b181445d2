/**
 * Spec §4: coupon-change mode is active when ecouponAction is 'change' and ecouponActionValue is non-empty
 * (a value of only spaces counts as empty: it names no coupon).
 */
export function isCouponChangeMode(query: Readonly<Record<string, string | undefined>>): boolean {
  return query['ecouponAction'] === 'change' && (query['ecouponActionValue'] ?? '').trim() !== '';
}
