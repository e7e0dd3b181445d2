import { inSeoul } from '../money/seoul-time';
import { isEndDateExpired, isMembershipCouponExpired } from './expiry';
import type { Ecoupon, MembershipCoupon, PriceCoupon, Voucher } from './types';

/** The refusal and book note of a coupon past its end (spec §3 unUsableReason; wording the server's). */
export const COUPON_EXPIRED_MESSAGE = '사용 기간이 지난 쿠폰입니다.';

/** How long an ended membership coupon stays in the book, dimmed with its reason (ours: 30 days). */
export const RECENTLY_EXPIRED_DAYS = 30;

/**
 * A membership coupon as the coupon book shows it at `nowMs`: an unused coupon until RECENTLY_EXPIRED_DAYS after its
 * end; once ended it is not usable and says why. Null when it ended longer ago (it leaves the book).
 */
export function membershipCouponInBook(coupon: MembershipCoupon, nowMs: number): MembershipCoupon | null {
  if (!isMembershipCouponExpired(coupon, nowMs)) return coupon;
  const windowStartMs = inSeoul(nowMs).subtract(RECENTLY_EXPIRED_DAYS, 'day').valueOf();
  if (isMembershipCouponExpired(coupon, windowStartMs)) return null;
  return { ...coupon, isUsable: false, unUsableReason: COUPON_EXPIRED_MESSAGE };
}

/**
 * Whether a registered coupon is still held (spec §7 lists): its end date has not passed (Asia/Seoul, the end date
 * is the last usable day), and a price coupon still has a balance. A spent or ended coupon leaves the list.
 */
export function isWalletCouponHeld(coupon: Ecoupon | Voucher | PriceCoupon, nowMs: number): boolean {
  if (isEndDateExpired(coupon.endDate, nowMs)) return false;
  return !('balance' in coupon) || coupon.balance > 0;
}

/** One coupon of the book with whether it is past its end at the time the book was read. */
export interface BookEntry<C> {
  readonly coupon: C;
  readonly expired: boolean;
}

/**
 * The coupon book's tabs (spec §2 /mypage/coupons/1 membership coupons, /3 e-coupons; /2 금액권·상품권 is ours):
 * price coupons and vouchers share one tab.
 */
export interface CouponBook {
  readonly membership: readonly BookEntry<MembershipCoupon>[];
  readonly priceCoupons: readonly BookEntry<PriceCoupon>[];
  readonly vouchers: readonly BookEntry<Voucher>[];
  readonly ecoupons: readonly BookEntry<Ecoupon>[];
}

export const EMPTY_COUPON_BOOK: CouponBook = { membership: [], priceCoupons: [], vouchers: [], ecoupons: [] };

/** The book of what a customer holds, each coupon marked expired or not at `nowMs`. */
export function couponBookOf(
  held: {
    readonly membership: readonly MembershipCoupon[];
    readonly priceCoupons: readonly PriceCoupon[];
    readonly vouchers: readonly Voucher[];
    readonly ecoupons: readonly Ecoupon[];
  },
  nowMs: number,
): CouponBook {
  return {
    membership: held.membership.map((coupon) => ({ coupon, expired: isMembershipCouponExpired(coupon, nowMs) })),
    priceCoupons: held.priceCoupons.map((coupon) => ({ coupon, expired: isEndDateExpired(coupon.endDate, nowMs) })),
    vouchers: held.vouchers.map((coupon) => ({ coupon, expired: isEndDateExpired(coupon.endDate, nowMs) })),
    ecoupons: held.ecoupons.map((coupon) => ({ coupon, expired: isEndDateExpired(coupon.endDate, nowMs) })),
  };
}
