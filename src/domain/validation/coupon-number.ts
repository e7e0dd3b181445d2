/** Spec §5: the coupon-number register button is disabled when the number is empty or whitespace only. */
export function canRegisterCouponNumber(text: string): boolean {
  return text.trim() !== '';
}

/** The coupon number as sent (body couponNo, spec §7): surrounding spaces of a pasted number removed. */
export function normaliseCouponNumber(text: string): string {
  return text.trim();
}
