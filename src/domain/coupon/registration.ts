/**
 * Spec §2: "the target after coupon registration" is /mypage/coupons/3 (the e-coupon book), whatever kind was
 * registered and wherever (the sidebar popup or the coupon book's form).
 */
export const COUPON_REGISTRATION_TARGET = '/mypage/coupons/3';

/** Spec §8: the alert after a coupon or voucher number is registered. */
export const COUPON_REGISTERED_MESSAGE = '쿠폰이 등록되었습니다.';

/** Spec §6: the notice shown instead of the server's message when a guest tries to register a coupon. */
export const MEMBERS_ONLY_NOTICE = 'E-쿠폰, 상품권 등록은 비비큐 회원만 가능합니다';

/** Spec §6: the word in a server message that marks a members-only refusal. */
const NON_MEMBER_WORD = '비회원';

export type CouponRegistrationOutcome =
  | { readonly kind: 'members-only'; readonly notice: 'E-쿠폰, 상품권 등록은 비비큐 회원만 가능합니다' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Spec §6/§8: a failed registration whose server message contains 비회원 opens the members-only popup; any other
 * failure shows the server's message as it is.
 */
export function couponRegistrationOutcome(serverMessage: string): CouponRegistrationOutcome {
  if (serverMessage.includes(NON_MEMBER_WORD)) return { kind: 'members-only', notice: MEMBERS_ONLY_NOTICE };
  return { kind: 'failed', message: serverMessage };
}
