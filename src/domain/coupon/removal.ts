/** The refusal of deleting a coupon an order used or partly spent (the server's wording, 409 COUPON_IN_USE). */
export const COUPON_IN_USE_MESSAGE = '주문에 사용된 쿠폰은 삭제할 수 없습니다.';

/** What decides whether a registered coupon (e-coupon, price coupon, voucher) may leave the customer's wallet. */
export interface WalletCouponUse {
  /** An order that is not cancelled holds the coupon (a voucher or e-coupon spent, a price coupon paid with). */
  readonly usedByOrder: boolean;
  /** A price coupon's value when registered and its balance now, integer won; null for vouchers and e-coupons. */
  readonly stored: { readonly faceValue: number; readonly balance: number } | null;
}

/**
 * Ours (spec §7 lists DELETE /{id} without conditions): a coupon an order used, or a price coupon whose balance is no
 * longer its face value, stays in the wallet. Cancelling that order gives the coupon or the spent balance back to this
 * wallet, and a deleted coupon's number can be registered again (by anyone) with value already spent.
 */
export function canRemoveWalletCoupon(use: WalletCouponUse): boolean {
  if (use.usedByOrder) return false;
  return use.stored === null || use.stored.balance === use.stored.faceValue;
}
