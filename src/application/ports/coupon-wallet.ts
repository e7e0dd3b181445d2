import type { Ecoupon, MembershipCoupon, PriceCoupon, Voucher } from '../../domain/coupon/types';

/** The coupons registered by number (spec §7: ecoupon, price-coupon and voucher each add, list and delete). */
export type WalletCouponKind = 'ecoupon' | 'price-coupon' | 'voucher';

export interface CouponRejection {
  readonly kind: 'rejected';
  readonly code: string;
  /** The server's Korean message; a members-only refusal contains 비회원 (spec §6). */
  readonly message: string;
}

export type CouponRegistrationResult = { readonly kind: 'registered' } | CouponRejection;
export type MembershipCouponIssueResult =
  | { readonly kind: 'issued'; readonly coupon: MembershipCoupon }
  | CouponRejection;
export type CouponRemovalResult =
  | { readonly kind: 'removed' }
  | { readonly kind: 'not-found' }
  /** Domain canRemoveWalletCoupon refused: an order used it, or a price coupon is partly spent (409 COUPON_IN_USE). */
  | { readonly kind: 'in-use'; readonly message: string };

/**
 * The customer's coupon book (spec §3 coupons, §7 Coupons). Refused registrations and issues are `rejected`
 * values carrying the server's message; removing a coupon that is not the customer's is `not-found`.
 * No session: SessionRequiredError. Outages throw.
 */
export interface CouponWallet {
  membershipCoupons(): Promise<readonly MembershipCoupon[]>;
  /** Issues a membership coupon from the franchise's template (POST /coupon/issue). */
  issueMembershipCoupon(templateId: number): Promise<MembershipCouponIssueResult>;
  register(kind: WalletCouponKind, couponNo: string): Promise<CouponRegistrationResult>;
  ecoupons(): Promise<readonly Ecoupon[]>;
  priceCoupons(): Promise<readonly PriceCoupon[]>;
  vouchers(): Promise<readonly Voucher[]>;
  remove(kind: WalletCouponKind, id: number): Promise<CouponRemovalResult>;
}
