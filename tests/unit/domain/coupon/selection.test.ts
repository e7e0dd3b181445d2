import { describe, expect, it } from 'vitest';
import {
  EMPTY_COUPON_SELECTION,
  membershipCouponChoices,
  priceCouponChoices,
  resolveCouponSelection,
  toggleMembershipCoupon,
  togglePriceCoupon,
  toggleVoucher,
  voucherChoices,
} from '../../../../src/domain/coupon/selection';
import { membershipCoupon, NOW, priceCoupon, voucher } from './builders';

const unusable = membershipCoupon({ couponNo: 'M-X', isUsable: false, unUsableReason: '최소 주문 금액 미달' });
const expired = membershipCoupon({ couponNo: 'M-E', useEndsAt: '2024-05-01T00:00:00+09:00' });

describe('membership coupon: single choice (spec §5)', () => {
  it('selects a usable coupon', () => {
    const r = toggleMembershipCoupon(EMPTY_COUPON_SELECTION, membershipCoupon(), NOW);
    expect(r.ok && r.value.membershipCouponNo).toBe('M-1');
  });

  it('replaces the previous choice', () => {
    const first = { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-1' };
    const r = toggleMembershipCoupon(first, membershipCoupon({ couponNo: 'M-2' }), NOW);
    expect(r.ok && r.value.membershipCouponNo).toBe('M-2');
  });

  it('clears the choice when the chosen one is chosen again', () => {
    const first = { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-1' };
    const r = toggleMembershipCoupon(first, membershipCoupon(), NOW);
    expect(r.ok && r.value.membershipCouponNo).toBeNull();
  });

  it('refuses an unusable coupon with its reason', () => {
    const r = toggleMembershipCoupon(EMPTY_COUPON_SELECTION, unusable, NOW);
    expect(r.ok ? null : r.error).toEqual({ code: 'COUPON_UNUSABLE', message: '최소 주문 금액 미달' });
  });

  it('refuses an unusable coupon without a reason with a general one', () => {
    const r = toggleMembershipCoupon(EMPTY_COUPON_SELECTION, { ...unusable, unUsableReason: null }, NOW);
    expect(r.ok ? null : r.error.message).toBe('사용할 수 없는 쿠폰입니다.');
  });

  it('refuses an expired coupon', () => {
    const r = toggleMembershipCoupon(EMPTY_COUPON_SELECTION, expired, NOW);
    expect(r.ok ? null : r.error.code).toBe('COUPON_EXPIRED');
  });

  it('lists unusable and expired coupons dimmed with the reason', () => {
    const selection = { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-1' };
    const rows = membershipCouponChoices([membershipCoupon(), unusable, expired], selection, NOW);
    expect(rows.map((r) => [r.coupon.couponNo, r.selected, r.selectable, r.reason])).toEqual([
      ['M-1', true, true, null],
      ['M-X', false, false, '최소 주문 금액 미달'],
      ['M-E', false, false, '사용 기간이 지난 쿠폰입니다.'],
    ]);
  });
});

describe('vouchers and price coupons: multi choice (spec §5)', () => {
  it('adds several vouchers and removes one chosen again', () => {
    let s = EMPTY_COUPON_SELECTION;
    for (const v of [voucher({ id: 1 }), voucher({ id: 2 }), voucher({ id: 1 })]) {
      const r = toggleVoucher(s, v, NOW);
      if (r.ok) s = r.value;
    }
    expect(s.voucherIds).toEqual([2]);
  });

  it('keeps price coupons in the order chosen', () => {
    let s = EMPTY_COUPON_SELECTION;
    for (const id of [3, 1, 2]) {
      const r = togglePriceCoupon(s, priceCoupon({ id }), NOW);
      if (r.ok) s = r.value;
    }
    expect(s.priceCouponIds).toEqual([3, 1, 2]);
  });

  it('refuses an expired voucher or price coupon', () => {
    expect(toggleVoucher(EMPTY_COUPON_SELECTION, voucher({ endDate: '2024-05-14' }), NOW).ok).toBe(false);
    expect(togglePriceCoupon(EMPTY_COUPON_SELECTION, priceCoupon({ endDate: '2024-05-14' }), NOW).ok).toBe(false);
  });

  it('still lets a chosen coupon that has since expired be removed', () => {
    const s = { ...EMPTY_COUPON_SELECTION, voucherIds: [1], priceCouponIds: [1] };
    const v = toggleVoucher(s, voucher({ endDate: '2024-05-14' }), NOW);
    const p = togglePriceCoupon(s, priceCoupon({ endDate: '2024-05-14' }), NOW);
    expect(v.ok && v.value.voucherIds).toEqual([]);
    expect(p.ok && p.value.priceCouponIds).toEqual([]);
  });

  it('lists expired wallet coupons dimmed', () => {
    const s = { ...EMPTY_COUPON_SELECTION, voucherIds: [2], priceCouponIds: [1] };
    const vs = voucherChoices([voucher({ id: 1, endDate: '2024-01-01' }), voucher({ id: 2 })], s, NOW);
    expect(vs.map((r) => [r.selectable, r.selected])).toEqual([
      [false, false],
      [true, true],
    ]);
    const ps = priceCouponChoices([priceCoupon({ id: 1 })], s, NOW);
    expect(ps[0]).toMatchObject({ selected: true, selectable: true, reason: null });
  });
});

describe('resolving a selection for the calculation', () => {
  it('returns the chosen coupons, price coupons in the order chosen, dropping ids no longer held', () => {
    const wallet = {
      membershipCoupons: [membershipCoupon()],
      vouchers: [voucher({ id: 1 }), voucher({ id: 2 })],
      priceCoupons: [priceCoupon({ id: 1 }), priceCoupon({ id: 2 })],
    };
    const resolved = resolveCouponSelection(
      { membershipCouponNo: 'M-1', voucherIds: [2, 9], priceCouponIds: [2, 1] },
      wallet,
    );
    expect(resolved.membershipCoupon?.couponNo).toBe('M-1');
    expect(resolved.vouchers.map((v) => v.id)).toEqual([2]);
    expect(resolved.priceCoupons.map((c) => c.id)).toEqual([2, 1]);
    expect(resolveCouponSelection(EMPTY_COUPON_SELECTION, wallet).membershipCoupon).toBeNull();
  });
});
