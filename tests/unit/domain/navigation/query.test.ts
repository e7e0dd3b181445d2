import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ONLY_QUERY_KEYS,
  COUPON_CHANGE_QUERY_KEYS,
  isMenuPage,
  KEPT_QUERY_KEYS,
  keepQuery,
  linkKeepingQuery,
} from '../../../../src/domain/navigation/query';

/** Every key keepQuery may return (spec §2/§4): the kept keys, mc for the checkout, and the coupon-change keys. */
const ALLOWED_QUERY_KEYS: readonly string[] = [
  ...KEPT_QUERY_KEYS,
  ...CHECKOUT_ONLY_QUERY_KEYS,
  ...COUPON_CHANGE_QUERY_KEYS,
];

const everything = {
  mealType: 'delivery',
  branchId: '12',
  ecoupons: 'E1',
  ignoreEcoupons: 'E2,E3',
  mc: '1-2-',
  ecouponAction: 'change',
  ecouponActionValue: 'E9',
  redirect_to: '/cart',
  utm_source: 'mail',
};

describe('only some parameters survive navigation', () => {
  it('keeps mealType, branchId, ecoupons and ignoreEcoupons in general', () => {
    expect(keepQuery('/events', everything)).toEqual({
      mealType: 'delivery',
      branchId: '12',
      ecoupons: 'E1',
      ignoreEcoupons: 'E2,E3',
    });
  });

  it('drops redirect_to and unknown parameters', () => {
    const kept = keepQuery('/categories/2', everything);
    expect(kept).not.toHaveProperty('redirect_to');
    expect(kept).not.toHaveProperty('utm_source');
  });

  it('carries mc only to the checkout', () => {
    expect(keepQuery('/checkout', everything)['mc']).toBe('1-2-');
    expect(keepQuery('/checkout?x=1', everything)['mc']).toBe('1-2-');
    expect(keepQuery('/cart', everything)).not.toHaveProperty('mc');
  });

  it('carries the coupon-change parameters between products and categories pages in coupon-change mode', () => {
    expect(keepQuery('/products/7', everything)).toMatchObject({ ecouponAction: 'change', ecouponActionValue: 'E9' });
    expect(keepQuery('/categories/3', everything)).toMatchObject({ ecouponAction: 'change', ecouponActionValue: 'E9' });
  });

  it('drops the coupon-change parameters on the way to any other page', () => {
    expect(keepQuery('/cart', everything)).not.toHaveProperty('ecouponAction');
    expect(keepQuery('/checkout', everything)).not.toHaveProperty('ecouponActionValue');
  });

  it('drops the coupon-change parameters when not in coupon-change mode', () => {
    expect(keepQuery('/products/7', { ecouponAction: 'change', ecouponActionValue: '' })).toEqual({});
    expect(keepQuery('/products/7', { ecouponAction: 'add', ecouponActionValue: 'E9' })).toEqual({});
  });

  it('drops empty values: an empty parameter means not chosen', () => {
    expect(keepQuery('/cart', { mealType: '', branchId: undefined, ecoupons: 'E1' })).toEqual({ ecoupons: 'E1' });
  });

  it('recognises products and categories pages by whole path segments', () => {
    expect(isMenuPage('/products/1')).toBe(true);
    expect(isMenuPage('/categories')).toBe(true);
    expect(isMenuPage('/productsx')).toBe(false);
  });

  it('never returns a key outside the allowed set', () => {
    const key = fc.oneof(
      fc.constantFrom(...ALLOWED_QUERY_KEYS, 'redirect_to', '__proto__', 'constructor'),
      fc.string(),
    );
    const path = fc.oneof(
      fc.constantFrom('/checkout', '/cart', '/products/1', '/categories/2', '/', '/mypage'),
      fc.string().map((s) => `/${s}`),
    );
    fc.assert(
      fc.property(path, fc.dictionary(key, fc.option(fc.string(), { nil: undefined })), (p, current) => {
        for (const k of Object.keys(keepQuery(p, current))) expect(ALLOWED_QUERY_KEYS).toContain(k);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('links keep the current query', () => {
  it('adds the kept parameters to the link', () => {
    expect(linkKeepingQuery('/cart', { mealType: 'takeout', branchId: '4', q: 'x' })).toBe(
      '/cart?mealType=takeout&branchId=4',
    );
  });

  it('lets parameters written in the link win over kept ones', () => {
    expect(linkKeepingQuery('/cart?mealType=delivery', { mealType: 'takeout', branchId: '4' })).toBe(
      '/cart?mealType=delivery&branchId=4',
    );
  });
});
