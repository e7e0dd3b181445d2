import { type DomainError, err, ok, type Result } from '../shared/result';
import { isMembershipCouponExpired, isWalletCouponExpired } from './expiry';
import type { MembershipCoupon, PriceCoupon, Voucher } from './types';

/**
 * Spec §5 coupon selection at checkout: one membership coupon at most (single choice), any number of vouchers and
 * price coupons (multi choice, each at most once). Price coupons keep the order they were chosen in: that is the
 * order their balances are spent (checkout/calculate.ts).
 */
export interface CouponSelection {
  readonly membershipCouponNo: string | null;
  readonly voucherIds: readonly number[];
  readonly priceCouponIds: readonly number[];
}

export const EMPTY_COUPON_SELECTION: CouponSelection = { membershipCouponNo: null, voucherIds: [], priceCouponIds: [] };

/** Shown for a coupon past its end (the spec gives no text; this is ours). */
export const COUPON_EXPIRED_REASON = '사용 기간이 지난 쿠폰입니다.';
/** Shown for an unusable membership coupon that carries no reason of its own. */
export const COUPON_UNUSABLE_FALLBACK_REASON = '사용할 수 없는 쿠폰입니다.';

export type CouponChoiceError = DomainError<'COUPON_UNUSABLE' | 'COUPON_EXPIRED'>;

/** One coupon as the chooser lists it: dimmed ones cannot be selected and show their reason (spec §5). */
export interface CouponChoice<C> {
  readonly coupon: C;
  readonly selected: boolean;
  readonly selectable: boolean;
  readonly reason: string | null;
}

/** Why a membership coupon cannot be chosen now, or null when it can: the server's reason first, then expiry. */
export function membershipCouponBlock(coupon: MembershipCoupon, nowMs: number): CouponChoiceError | null {
  if (!coupon.isUsable) {
    return { code: 'COUPON_UNUSABLE', message: coupon.unUsableReason || COUPON_UNUSABLE_FALLBACK_REASON };
  }
  if (isMembershipCouponExpired(coupon, nowMs)) return { code: 'COUPON_EXPIRED', message: COUPON_EXPIRED_REASON };
  return null;
}

/** Why a voucher or price coupon cannot be chosen now (only expiry), or null. */
export function walletCouponBlock(coupon: Voucher | PriceCoupon, nowMs: number): CouponChoiceError | null {
  return isWalletCouponExpired(coupon, nowMs) ? { code: 'COUPON_EXPIRED', message: COUPON_EXPIRED_REASON } : null;
}

/**
 * Spec §5 single choice: choosing a membership coupon replaces the previous one; choosing the selected one again
 * clears it. An unusable or expired coupon is refused with the reason to show.
 */
export function toggleMembershipCoupon(
  selection: CouponSelection,
  coupon: MembershipCoupon,
  nowMs: number,
): Result<CouponSelection, CouponChoiceError> {
  if (selection.membershipCouponNo === coupon.couponNo) return ok({ ...selection, membershipCouponNo: null });
  const block = membershipCouponBlock(coupon, nowMs);
  return block ? err(block) : ok({ ...selection, membershipCouponNo: coupon.couponNo });
}

function toggleId(ids: readonly number[], id: number): readonly number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** Spec §5 multi choice: a voucher is added (if not expired) or, when already chosen, removed. */
export function toggleVoucher(
  selection: CouponSelection,
  voucher: Voucher,
  nowMs: number,
): Result<CouponSelection, CouponChoiceError> {
  const chosen = selection.voucherIds.includes(voucher.id);
  const block = chosen ? null : walletCouponBlock(voucher, nowMs);
  return block ? err(block) : ok({ ...selection, voucherIds: toggleId(selection.voucherIds, voucher.id) });
}

/** Spec §5 multi choice: a price coupon is appended (spent in that order) or, when already chosen, removed. */
export function togglePriceCoupon(
  selection: CouponSelection,
  coupon: PriceCoupon,
  nowMs: number,
): Result<CouponSelection, CouponChoiceError> {
  const chosen = selection.priceCouponIds.includes(coupon.id);
  const block = chosen ? null : walletCouponBlock(coupon, nowMs);
  return block ? err(block) : ok({ ...selection, priceCouponIds: toggleId(selection.priceCouponIds, coupon.id) });
}

/** Spec §5: the membership coupons as listed in the chooser, unusable and expired ones dimmed with the reason. */
export function membershipCouponChoices(
  coupons: readonly MembershipCoupon[],
  selection: CouponSelection,
  nowMs: number,
): readonly CouponChoice<MembershipCoupon>[] {
  return coupons.map((coupon) => {
    const block = membershipCouponBlock(coupon, nowMs);
    return {
      coupon,
      selected: block === null && selection.membershipCouponNo === coupon.couponNo,
      selectable: block === null,
      reason: block?.message ?? null,
    };
  });
}

/** The vouchers as listed in the chooser; expired ones dimmed with the reason. */
export function voucherChoices(
  vouchers: readonly Voucher[],
  selection: CouponSelection,
  nowMs: number,
): readonly CouponChoice<Voucher>[] {
  return walletChoices(vouchers, selection.voucherIds, nowMs);
}

/** The price coupons as listed in the chooser; expired ones dimmed with the reason. */
export function priceCouponChoices(
  coupons: readonly PriceCoupon[],
  selection: CouponSelection,
  nowMs: number,
): readonly CouponChoice<PriceCoupon>[] {
  return walletChoices(coupons, selection.priceCouponIds, nowMs);
}

function walletChoices<C extends Voucher | PriceCoupon>(
  coupons: readonly C[],
  chosenIds: readonly number[],
  nowMs: number,
): readonly CouponChoice<C>[] {
  return coupons.map((coupon) => {
    const block = walletCouponBlock(coupon, nowMs);
    return {
      coupon,
      selected: block === null && chosenIds.includes(coupon.id),
      selectable: block === null,
      reason: block?.message ?? null,
    };
  });
}

/**
 * The chosen coupons as objects for the calculation, dropping ids no longer in the lists (a coupon removed from
 * the wallet meanwhile). Price coupons come out in the order chosen.
 */
export function resolveCouponSelection(
  selection: CouponSelection,
  wallet: {
    readonly membershipCoupons: readonly MembershipCoupon[];
    readonly vouchers: readonly Voucher[];
    readonly priceCoupons: readonly PriceCoupon[];
  },
): {
  readonly membershipCoupon: MembershipCoupon | null;
  readonly vouchers: readonly Voucher[];
  readonly priceCoupons: readonly PriceCoupon[];
} {
  const pick = <C extends { readonly id: number }>(ids: readonly number[], list: readonly C[]): C[] =>
    ids.flatMap((id) => list.filter((c) => c.id === id).slice(0, 1));
  return {
    membershipCoupon: wallet.membershipCoupons.find((c) => c.couponNo === selection.membershipCouponNo) ?? null,
    vouchers: pick(selection.voucherIds, wallet.vouchers),
    priceCoupons: pick(selection.priceCouponIds, wallet.priceCoupons),
  };
}
