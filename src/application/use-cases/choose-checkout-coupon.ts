import {
  type CouponSelection,
  toggleMembershipCoupon,
  togglePriceCoupon,
  toggleVoucher,
} from '../../domain/coupon/selection';
import type { MembershipCoupon, PriceCoupon, Voucher } from '../../domain/coupon/types';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';

/** A tap in one of the checkout's coupon choosers: a membership coupon (null = 선택 안함), a voucher or price coupon. */
export type CouponPick =
  | { readonly kind: 'membership'; readonly couponNo: string | null }
  | { readonly kind: 'voucher'; readonly id: number }
  | { readonly kind: 'priceCoupon'; readonly id: number };

export interface ChooseCheckoutCouponInput {
  /** The coupons the checkout offers (checkoutData's three lists). */
  readonly offered: {
    readonly membershipCoupons: readonly MembershipCoupon[];
    readonly vouchers: readonly Voucher[];
    readonly priceCoupons: readonly PriceCoupon[];
  };
  readonly selection: CouponSelection;
  readonly pick: CouponPick;
}

export type ChooseCheckoutCouponResult =
  /** The new selection, and the instant (epoch ms) its coupons were checked against (their expiry). */
  | { readonly kind: 'chosen'; readonly selection: CouponSelection; readonly nowMs: number }
  /** The pick changes nothing: the coupon is already the chosen one, or is not offered by this checkout. */
  | { readonly kind: 'unchanged' }
  /** Spec §5: an unusable or expired coupon is refused with its reason. */
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/**
 * Spec §4/§5 choosing coupons at checkout: one membership coupon at most (a pick replaces it), vouchers and price
 * coupons toggled (multi choice, chosen order kept). Usability and expiry are the domain's rules, at the clock's now.
 */
export class ChooseCheckoutCoupon {
  constructor(private readonly clock: Clock) {}

  execute(input: ChooseCheckoutCouponInput): ChooseCheckoutCouponResult {
    const nowMs = this.clock.now();
    const changed = this.apply(input, nowMs);
    if (changed === null) return { kind: 'unchanged' };
    if (!changed.ok) return { kind: 'refused', code: changed.error.code, message: changed.error.message };
    return { kind: 'chosen', selection: changed.value, nowMs };
  }

  private apply(
    { offered, selection, pick }: ChooseCheckoutCouponInput,
    nowMs: number,
  ): Result<CouponSelection, { readonly code: string; readonly message: string }> | null {
    switch (pick.kind) {
      case 'membership': {
        if (pick.couponNo === null) {
          if (selection.membershipCouponNo === null) return null;
          return { ok: true, value: { ...selection, membershipCouponNo: null } };
        }
        if (selection.membershipCouponNo === pick.couponNo) return null;
        const coupon = offered.membershipCoupons.find((c) => c.couponNo === pick.couponNo);
        return coupon === undefined ? null : toggleMembershipCoupon(selection, coupon, nowMs);
      }
      case 'voucher': {
        const voucher = offered.vouchers.find((v) => v.id === pick.id);
        return voucher === undefined ? null : toggleVoucher(selection, voucher, nowMs);
      }
      case 'priceCoupon': {
        const coupon = offered.priceCoupons.find((c) => c.id === pick.id);
        return coupon === undefined ? null : togglePriceCoupon(selection, coupon, nowMs);
      }
    }
  }
}
