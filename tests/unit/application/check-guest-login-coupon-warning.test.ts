import { describe, expect, it } from 'vitest';
import { franchiseFixtures } from '../../../src/adapters/memory/fixtures';
import { CheckGuestLoginCouponWarning } from '../../../src/application/use-cases/check-guest-login-coupon-warning';
import type { MembershipCoupon } from '../../../src/domain/coupon/types';
import { type MemoryWorld, memoryWorld } from './memory-world';

const COUPON: MembershipCoupon = {
  couponNo: 'G-1',
  couponName: '비회원 웰컴 쿠폰',
  benefitType: 'FLAT_DISCOUNT',
  discountAmount: 1000,
  discountRate: 0,
  maxDiscountAmount: 1000,
  useEndsAt: '2026-12-31T23:59:59+09:00',
  isUsable: true,
  unUsableReason: null,
};

/** The fixtures with the guest holding one membership coupon. */
const guestWithCoupon = {
  ...franchiseFixtures,
  accounts: franchiseFixtures.accounts.map((a) => (a.type === 'guest' ? { ...a, membershipCoupons: [COUPON] } : a)),
};

const check = (world: MemoryWorld) =>
  new CheckGuestLoginCouponWarning(world.sessions, world.wallet, world.clock).execute();

describe('CheckGuestLoginCouponWarning', () => {
  it('a guest holding coupons is warned (쿠폰 알림) before member login', async () => {
    const world = memoryWorld(guestWithCoupon);
    await world.signInGuest();
    const result = await check(world);
    expect(result.kind).toBe('warn');
    expect(result.kind === 'warn' && result.warning.title).toBe('쿠폰 알림');
  });

  it('counts from the coupon book lists, not member info (which the server refuses a guest)', async () => {
    const world = memoryWorld(guestWithCoupon);
    await world.signInGuest();
    world.members.info = () => Promise.reject(new Error('403: members only'));
    expect((await check(world)).kind).toBe('warn');
  });

  it('a guest holding only a gift certificate (상품권) or only an e-coupon is warned too', async () => {
    const voucherHolder = memoryWorld();
    await voucherHolder.signInGuest();
    voucherHolder.backend
      .requireOwner()
      .vouchers.push({ id: 7, voucherSn: 'VC-7', price: 20_000, endDate: '2027-06-30' });
    expect((await check(voucherHolder)).kind).toBe('warn');

    const ecouponHolder = memoryWorld();
    await ecouponHolder.signInGuest();
    ecouponHolder.backend.requireOwner().ecoupons.push({
      id: 8,
      couponNo: 'EC-8',
      couponName: '교환권',
      menuId: 101,
      menuName: '치킨',
      endDate: '2027-06-30',
    });
    expect((await check(ecouponHolder)).kind).toBe('warn');
  });

  it('a membership coupon the book still shows after it ended is not counted', async () => {
    const ended = { ...COUPON, useEndsAt: '2026-11-01T00:00:00+09:00' };
    const world = memoryWorld({
      ...franchiseFixtures,
      accounts: franchiseFixtures.accounts.map((a) => (a.type === 'guest' ? { ...a, membershipCoupons: [ended] } : a)),
    });
    await world.signInGuest();
    expect(await world.wallet.membershipCoupons()).toHaveLength(1);
    expect(await check(world)).toEqual({ kind: 'proceed', to: '/member/login' });
  });

  it('a guest without coupons goes straight to member login', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    expect(await check(world)).toEqual({ kind: 'proceed', to: '/member/login' });
  });

  it('a member is never warned, coupons or not', async () => {
    const world = memoryWorld(guestWithCoupon);
    await world.signInMember();
    expect(await check(world)).toEqual({ kind: 'proceed', to: '/member/login' });
  });

  it('a signed-out visitor goes straight to member login', async () => {
    expect(await check(memoryWorld(guestWithCoupon))).toEqual({ kind: 'proceed', to: '/member/login' });
  });
});
