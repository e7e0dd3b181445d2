import type { SessionType } from './types';

/** Spec §5/§6: the modal shown before a guest with registered coupons goes to member login. */
export const GUEST_LOGIN_WARNING = {
  title: '쿠폰 알림',
  text: '로그인하시면 기존에 등록된 E-쿠폰 및 상품권 정보가 초기화되어 다시 등록하셔야 합니다.',
  useCouponsLabel: '쿠폰 사용하고 로그인할게요',
  loginAnywayLabel: '그냥 로그인할게요',
} as const;

/** Spec §2: the member login page. */
export const MEMBER_LOGIN_PATH = '/member/login';

/** What a guest holds: membership coupons, e-coupons and gift certificates (상품권: vouchers and price coupons). */
export interface GuestCouponCounts {
  readonly membershipCouponCount: number;
  readonly ecouponCount: number;
  /** Spec §6: the warning names 상품권 too; absent reads 0. */
  readonly giftCertificateCount?: number;
}

/**
 * Spec §5/§6: a guest session holding registered membership coupons, e-coupons or gift certificates (a count above
 * 0) sees the warning before login, since logging in resets them. Unknown counts (not loaded) do not warn.
 */
export function needsGuestLoginCouponWarning(
  counts: GuestCouponCounts | null,
  sessionType: SessionType | null,
): boolean {
  if (sessionType !== 'guest' || counts === null) return false;
  return counts.membershipCouponCount > 0 || counts.ecouponCount > 0 || (counts.giftCertificateCount ?? 0) > 0;
}

/** The two answers to the warning. */
export type GuestLoginChoice = 'use-coupons' | 'login-anyway';

/** Spec §6: '쿠폰 사용하고 로그인할게요' closes the warning; '그냥 로그인할게요' goes to member login. */
export function guestLoginChoiceOutcome(
  choice: GuestLoginChoice,
): { readonly kind: 'close' } | { readonly kind: 'go'; readonly to: string } {
  return choice === 'use-coupons' ? { kind: 'close' } : { kind: 'go', to: MEMBER_LOGIN_PATH };
}
