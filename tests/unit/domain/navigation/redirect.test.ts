import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath, storeChoiceReturnUrl } from '../../../../src/domain/navigation/redirect';

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

describe('redirect_to is followed only to a same-site relative path', () => {
  it('follows a relative path with its query', () => {
    expect(safeRedirectPath('/cart?ignoreEcoupons=E1')).toBe('/cart?ignoreEcoupons=E1');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a relative path without a leading slash', 'cart'],
    ['an empty value', ''],
  ])('falls back to /categories/1 for %s', (_name, raw) => {
    expect(safeRedirectPath(raw)).toBe('/categories/1');
  });

  it('falls back when redirect_to is absent, or to the given fallback', () => {
    expect(safeRedirectPath(null)).toBe('/categories/1');
    expect(safeRedirectPath(undefined, '/cart')).toBe('/cart');
  });

  it('never yields a URL starting with "//" or a scheme', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.string().map((s) => `/${s}`),
      fc.string().map((s) => `//${s}`),
      fc.string().map((s) => `/\\${s}`),
      fc.constantFrom('https://a.b', 'javascript:x', '/\t/a.b', '/\n/a.b', '\\\\a.b'),
    );
    fc.assert(
      fc.property(raw, fc.nat(), (r, branch) => {
        for (const url of [
          safeRedirectPath(r),
          storeChoiceReturnUrl({ redirectTo: r, branchId: branch, mealType: 'TAKEOUT' }),
        ]) {
          expect(url.startsWith('/')).toBe(true);
          expect(url.startsWith('//')).toBe(false);
          expect(url.startsWith('/\\')).toBe(false);
          expect(SCHEME.test(url)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('after choosing a store the customer returns to redirect_to', () => {
  it('with the chosen branch and meal type', () => {
    expect(storeChoiceReturnUrl({ redirectTo: '/categories/2', branchId: 77, mealType: 'TAKEOUT' })).toBe(
      '/categories/2?branchId=77&mealType=takeout',
    );
  });

  it('replacing a previous branch and meal type, keeping other parameters and the fragment', () => {
    expect(
      storeChoiceReturnUrl({
        redirectTo: '/cart?branchId=1&mealType=delivery&ignoreEcoupons=E1#list',
        branchId: '8',
        mealType: 'TAKEOUT',
      }),
    ).toBe('/cart?ignoreEcoupons=E1&branchId=8&mealType=takeout#list');
  });

  it('to /categories/1 when redirect_to is unsafe', () => {
    expect(storeChoiceReturnUrl({ redirectTo: '//evil.example/x', branchId: 3, mealType: 'DELIVERY' })).toBe(
      '/categories/1?branchId=3&mealType=delivery',
    );
  });
});
