import { describe, expect, it } from 'vitest';
import {
  chooseMealTypeTarget,
  highlightedMealTypeCard,
  mealTypeRequiredMessage,
  requireMealType,
} from '../../../../src/domain/navigation/meal-type';
import { parseQuery, splitUrl } from '../../../../src/domain/navigation/url';
import { isInArsFlow } from '../../../../src/domain/session/ars';

const queryOf = (url: string) => parseQuery(splitUrl(url).search);

describe('an order method is required', () => {
  it('alerts "배달인지 포장인지 먼저 선택해주세요." without one', () => {
    expect(requireMealType(null)).toEqual({
      ok: false,
      error: { code: 'MEAL_TYPE_REQUIRED', message: '배달인지 포장인지 먼저 선택해주세요.' },
    });
    expect(mealTypeRequiredMessage).toBe('배달인지 포장인지 먼저 선택해주세요.');
  });

  it('passes the chosen method through', () => {
    expect(requireMealType('TAKEOUT')).toEqual({ ok: true, value: 'TAKEOUT' });
  });
});

describe('the highlighted order-method card', () => {
  it('matches mealType case-insensitively', () => {
    expect(highlightedMealTypeCard('Delivery')).toBe('DELIVERY');
    expect(highlightedMealTypeCard('TAKEOUT')).toBe('TAKEOUT');
  });

  it('is none for a missing or unknown mealType', () => {
    expect(highlightedMealTypeCard(undefined)).toBeNull();
    expect(highlightedMealTypeCard('pickup')).toBeNull();
  });
});

describe('choosing delivery', () => {
  it('with a default address stays on the current product page with mealType=delivery', () => {
    expect(
      chooseMealTypeTarget({ mealType: 'DELIVERY', currentPath: '/products/7', hasDefaultAddress: true, query: {} }),
    ).toBe('/products/7?mealType=delivery');
  });

  it('from a page other than products or categories goes to /categories/1', () => {
    expect(
      chooseMealTypeTarget({ mealType: 'DELIVERY', currentPath: '/cart', hasDefaultAddress: true, query: {} }),
    ).toBe('/categories/1?mealType=delivery');
  });

  it('replaces a previous mealType and drops a takeout branch, keeping the other parameters', () => {
    const url = chooseMealTypeTarget({
      mealType: 'DELIVERY',
      currentPath: '/categories/3?mealType=takeout',
      hasDefaultAddress: true,
      query: { mealType: 'takeout', branchId: '9', ecoupons: 'E1', redirect_to: '/x' },
    });
    expect(splitUrl(url).pathname).toBe('/categories/3');
    expect(queryOf(url)).toEqual({ ecoupons: 'E1', mealType: 'delivery' });
  });

  it('without a default address goes to address permission, returning to the delivery page', () => {
    const url = chooseMealTypeTarget({
      mealType: 'DELIVERY',
      currentPath: '/products/7',
      hasDefaultAddress: false,
      query: {},
    });
    expect(url).toBe('/address/permission?redirect_to=%2Fproducts%2F7%3FmealType%3Ddelivery');
  });
});

describe('choosing takeout', () => {
  it('goes to the store map for takeout with the page to return to', () => {
    const url = chooseMealTypeTarget({
      mealType: 'TAKEOUT',
      currentPath: '/categories/2',
      hasDefaultAddress: true,
      query: { mealType: 'delivery', ecoupons: 'E1' },
    });
    expect(splitUrl(url).pathname).toBe('/stores/map');
    expect(queryOf(url)).toEqual({ for: 'takeout', redirect_to: '/categories/2?ecoupons=E1' });
  });

  it('returns to /categories/1 when chosen elsewhere', () => {
    const url = chooseMealTypeTarget({ mealType: 'TAKEOUT', currentPath: '/', hasDefaultAddress: false, query: {} });
    expect(queryOf(url)['redirect_to']).toBe('/categories/1');
  });

  it('in ARS mode with a stored branch goes straight to /categories/1 with that branch', () => {
    expect(
      chooseMealTypeTarget({
        mealType: 'TAKEOUT',
        currentPath: '/products/3',
        hasDefaultAddress: false,
        query: { mealType: 'delivery' },
        arsBranchId: '1234',
      }),
    ).toBe('/categories/1?mealType=takeout&branchId=1234');
  });

  it('in ARS mode never sends takeout to /stores/map, which is outside the ARS flow (desktop width included)', () => {
    for (const currentPath of ['/', '/ars', '/categories/3', '/products/3', '/cart']) {
      const to = chooseMealTypeTarget({
        mealType: 'TAKEOUT',
        currentPath,
        hasDefaultAddress: true,
        query: {},
        arsBranchId: '2',
      });
      expect(to).toBe('/categories/1?mealType=takeout&branchId=2');
      expect(isInArsFlow(to)).toBe(true);
    }
  });

  it('ignores a blank ARS branch (no call branch: the store finder as usual)', () => {
    const blank = chooseMealTypeTarget({
      mealType: 'TAKEOUT',
      currentPath: '/',
      hasDefaultAddress: true,
      query: {},
      arsBranchId: ' ',
    });
    expect(splitUrl(blank).pathname).toBe('/stores/map');
  });

  it('ignores the ARS branch when choosing delivery', () => {
    expect(
      chooseMealTypeTarget({
        mealType: 'DELIVERY',
        currentPath: '/',
        hasDefaultAddress: true,
        query: {},
        arsBranchId: '1234',
      }),
    ).toBe('/categories/1?mealType=delivery');
  });
});
