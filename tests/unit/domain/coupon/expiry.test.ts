import { describe, expect, it } from 'vitest';
import {
  isEndDateExpired,
  isEndInstantExpired,
  isMembershipCouponExpired,
  isWalletCouponExpired,
  seoulDayEndMs,
} from '../../../../src/domain/coupon/expiry';
import type { MembershipCoupon } from '../../../../src/domain/coupon/types';

const ms = (iso: string): number => Date.parse(iso);

describe('coupon expiry (Asia/Seoul, UTC+9)', () => {
  it('an end date is usable through its last Seoul minute', () => {
    expect(isEndDateExpired('2024-05-31', ms('2024-05-31T23:59:59.999+09:00'))).toBe(false);
    expect(isEndDateExpired('2024-05-31', ms('2024-05-31T14:59:59.999Z'))).toBe(false);
  });

  it('an end date is expired from the next Seoul midnight', () => {
    expect(isEndDateExpired('2024-05-31', ms('2024-06-01T00:00:00+09:00'))).toBe(true);
    expect(isEndDateExpired('2024-05-31', ms('2024-05-31T15:00:00Z'))).toBe(true);
  });

  it('an end instant is usable at that instant and expired after it', () => {
    expect(isEndInstantExpired('2024-05-31T18:00:00+09:00', ms('2024-05-31T09:00:00Z'))).toBe(false);
    expect(isEndInstantExpired('2024-05-31T18:00:00+09:00', ms('2024-05-31T09:00:00.001Z'))).toBe(true);
  });

  it('reads an instant without offset as Seoul time', () => {
    expect(isEndInstantExpired('2024-05-31T18:00:00', ms('2024-05-31T18:00:00+09:00'))).toBe(false);
    expect(isEndInstantExpired('2024-05-31T18:00:00', ms('2024-05-31T18:00:01+09:00'))).toBe(true);
  });

  it('reads a bare end date as the whole Seoul day', () => {
    expect(isEndInstantExpired('2024-05-31', ms('2024-05-31T23:00:00+09:00'))).toBe(false);
  });

  it('treats an unreadable or impossible date as expired', () => {
    expect(isEndDateExpired('2024-02-30', 0)).toBe(true);
    expect(isEndDateExpired('31.05.2024', 0)).toBe(true);
    expect(isEndInstantExpired('soon', 0)).toBe(true);
    expect(seoulDayEndMs('2024-13-01')).toBeNull();
  });

  it('treats a "now" that is not a number as expired', () => {
    expect(isEndDateExpired('2099-12-31', Number.NaN)).toBe(true);
    expect(isEndInstantExpired('2099-12-31T00:00:00Z', Number.NaN)).toBe(true);
  });

  it('applies to membership coupons (useEndsAt) and wallet coupons (endDate)', () => {
    const coupon = { useEndsAt: '2024-05-31T23:59:59+09:00' } as MembershipCoupon;
    expect(isMembershipCouponExpired(coupon, ms('2024-05-31T12:00:00+09:00'))).toBe(false);
    const voucher = { id: 1, voucherSn: 'V1', price: 10000, endDate: '2024-05-31' };
    expect(isWalletCouponExpired(voucher, ms('2024-06-01T00:00:00+09:00'))).toBe(true);
  });

  it('stays right across many distinct end dates (the remembered ends are bounded)', () => {
    for (let day = 0; day < 1_100; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      expect(isEndDateExpired(date, ms(`${date}T23:59:00+09:00`))).toBe(false);
      expect(isEndDateExpired(date, ms(`${date}T15:00:00Z`))).toBe(true);
    }
  });
});
