import { describe, expect, it } from 'vitest';
import {
  GUEST_LOGIN_WARNING,
  guestLoginChoiceOutcome,
  needsGuestLoginCouponWarning,
} from '../../../../src/domain/session/guest-login-warning';

describe('a guest logging in with registered coupons is warned first', () => {
  it('warns a guest holding membership coupons or e-coupons', () => {
    expect(needsGuestLoginCouponWarning({ membershipCouponCount: 1, ecouponCount: 0 }, 'guest')).toBe(true);
    expect(needsGuestLoginCouponWarning({ membershipCouponCount: 0, ecouponCount: 2 }, 'guest')).toBe(true);
  });

  it('does not warn a guest without coupons, or before the counts are known', () => {
    expect(needsGuestLoginCouponWarning({ membershipCouponCount: 0, ecouponCount: 0 }, 'guest')).toBe(false);
    expect(needsGuestLoginCouponWarning(null, 'guest')).toBe(false);
  });

  it('does not warn members, ARS callers or visitors', () => {
    const counts = { membershipCouponCount: 3, ecouponCount: 3 };
    expect(needsGuestLoginCouponWarning(counts, 'member')).toBe(false);
    expect(needsGuestLoginCouponWarning(counts, 'ars')).toBe(false);
    expect(needsGuestLoginCouponWarning(counts, null)).toBe(false);
  });

  it('uses the title 쿠폰 알림 and the two choices of the spec', () => {
    expect(GUEST_LOGIN_WARNING.title).toBe('쿠폰 알림');
    expect(GUEST_LOGIN_WARNING.useCouponsLabel).toBe('쿠폰 사용하고 로그인할게요');
    expect(GUEST_LOGIN_WARNING.loginAnywayLabel).toBe('그냥 로그인할게요');
    expect(GUEST_LOGIN_WARNING.text).toContain('E-쿠폰');
    expect(GUEST_LOGIN_WARNING.text).toContain('상품권');
  });

  it('"쿠폰 사용하고 로그인할게요" closes the warning and "그냥 로그인할게요" goes to login', () => {
    expect(guestLoginChoiceOutcome('use-coupons')).toEqual({ kind: 'close' });
    expect(guestLoginChoiceOutcome('login-anyway')).toEqual({ kind: 'go', to: '/member/login' });
  });
});
