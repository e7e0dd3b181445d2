import { describe, expect, it } from 'vitest';
import { cartCountBadge, EMPTY_MEMBER_SUMMARY, memberSummary } from '../../../../src/domain/session/member-summary';
import { aMember } from './builders';

describe('member figures shown in the header', () => {
  it('are the member’s own once loaded', () => {
    expect(memberSummary({ status: 'loaded', value: aMember() })).toEqual({
      pointAmount: 3500,
      membershipCouponCount: 2,
      ecouponCount: 1,
      grade: { name: 'VIP', iconUrl: '/img/vip.png' },
    });
  });

  it('default to 0 points, 0 coupons and no grade when loaded but empty', () => {
    expect(memberSummary({ status: 'loaded', value: null })).toEqual({
      pointAmount: 0,
      membershipCouponCount: 0,
      ecouponCount: 0,
      grade: null,
    });
    expect(EMPTY_MEMBER_SUMMARY.pointAmount).toBe(0);
  });

  it('keep a missing grade as null', () => {
    expect(memberSummary({ status: 'loaded', value: aMember({ grade: null }) })?.grade).toBeNull();
  });

  it('are not shown while loading', () => {
    expect(memberSummary({ status: 'loading' })).toBeNull();
  });
});

describe('the cart count badge', () => {
  it('shows the loaded count', () => {
    expect(cartCountBadge({ status: 'loaded', value: 3 })).toBe(3);
  });

  it('is null while loading or when loaded empty', () => {
    expect(cartCountBadge({ status: 'loading' })).toBeNull();
    expect(cartCountBadge({ status: 'loaded', value: null })).toBeNull();
  });
});
