import { describe, expect, it } from 'vitest';
import { canRemoveWalletCoupon } from '../../../../src/domain/coupon/removal';

describe('removing a registered coupon from the wallet', () => {
  it('an unused e-coupon or voucher can be removed', () => {
    expect(canRemoveWalletCoupon({ usedByOrder: false, stored: null })).toBe(true);
  });

  it('a coupon an order holds cannot be removed, whatever its kind', () => {
    expect(canRemoveWalletCoupon({ usedByOrder: true, stored: null })).toBe(false);
    expect(canRemoveWalletCoupon({ usedByOrder: true, stored: { faceValue: 10_000, balance: 10_000 } })).toBe(false);
  });

  it('a price coupon with its whole face value left can be removed', () => {
    expect(canRemoveWalletCoupon({ usedByOrder: false, stored: { faceValue: 10_000, balance: 10_000 } })).toBe(true);
  });

  it('a price coupon partly or wholly spent cannot be removed', () => {
    expect(canRemoveWalletCoupon({ usedByOrder: false, stored: { faceValue: 10_000, balance: 9_999 } })).toBe(false);
    expect(canRemoveWalletCoupon({ usedByOrder: false, stored: { faceValue: 10_000, balance: 0 } })).toBe(false);
  });
});
