import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendIgnoreEcoupon,
  COUPON_CHANGE_BUTTON_LABEL,
  cartButtons,
  cartPathAfterCouponChange,
  isCouponChangeMode,
  parseIgnoreEcoupons,
} from '../../../../src/domain/navigation/coupon-change';
import { parseQuery, splitUrl } from '../../../../src/domain/navigation/url';

describe('coupon-change mode', () => {
  it('is active when ecouponAction is change and ecouponActionValue is non-empty', () => {
    expect(isCouponChangeMode({ ecouponAction: 'change', ecouponActionValue: 'E1' })).toBe(true);
  });

  it('is inactive without a value, with a blank value or with another action', () => {
    expect(isCouponChangeMode({ ecouponAction: 'change' })).toBe(false);
    expect(isCouponChangeMode({ ecouponAction: 'change', ecouponActionValue: '  ' })).toBe(false);
    expect(isCouponChangeMode({ ecouponAction: 'CHANGE', ecouponActionValue: 'E1' })).toBe(false);
    expect(isCouponChangeMode({})).toBe(false);
  });

  it('shows only "이 메뉴로 변경하기" among the cart buttons', () => {
    expect(COUPON_CHANGE_BUTTON_LABEL).toBe('이 메뉴로 변경하기');
    expect(cartButtons({ ecouponAction: 'change', ecouponActionValue: 'E1' })).toEqual(['change']);
  });

  it('shows add-to-cart and pay outside coupon-change mode', () => {
    expect(cartButtons({ mealType: 'delivery' })).toEqual(['add-to-cart', 'pay']);
  });
});

describe('the ignoreEcoupons list', () => {
  it('reads a comma-separated list, trimming and dropping blanks and repeats', () => {
    expect(parseIgnoreEcoupons(' A, B,,A ,C ')).toEqual(['A', 'B', 'C']);
  });

  it('is empty when absent', () => {
    expect(parseIgnoreEcoupons(null)).toEqual([]);
    expect(parseIgnoreEcoupons(undefined)).toEqual([]);
    expect(parseIgnoreEcoupons('')).toEqual([]);
  });

  it('gains a coupon value at its end', () => {
    expect(appendIgnoreEcoupon('A,B', 'C')).toBe('A,B,C');
    expect(appendIgnoreEcoupon(undefined, 'C')).toBe('C');
  });

  it('does not gain a coupon value it already holds', () => {
    expect(appendIgnoreEcoupon('A,B', 'A')).toBe('A,B');
  });

  it('ignores a blank coupon value', () => {
    expect(appendIgnoreEcoupon('A', ' ')).toBe('A');
  });

  it('is idempotent: appending the same value twice equals appending it once', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.string(), (raw, value) => {
        const once = appendIgnoreEcoupon(raw, value);
        expect(appendIgnoreEcoupon(once, value)).toBe(once);
        expect(new Set(parseIgnoreEcoupons(once)).size).toBe(parseIgnoreEcoupons(once).length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('after changing the coupon menu', () => {
  it('goes to the cart with the coupon value appended to ignoreEcoupons, keeping the general parameters', () => {
    const url = cartPathAfterCouponChange({
      ecouponAction: 'change',
      ecouponActionValue: 'E9',
      ignoreEcoupons: 'E1',
      mealType: 'takeout',
      branchId: '5',
      mc: 'x',
    });
    expect(url.startsWith('/cart?ignoreEcoupons=')).toBe(true);
    expect(parseQuery(splitUrl(url).search)).toEqual({ ignoreEcoupons: 'E1,E9', mealType: 'takeout', branchId: '5' });
  });

  it('goes to the plain cart when there is no coupon value to ignore', () => {
    expect(cartPathAfterCouponChange({})).toBe('/cart');
  });
});
