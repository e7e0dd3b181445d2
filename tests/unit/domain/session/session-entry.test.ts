import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  arsLinkToken,
  arsTakeoutPath,
  isArsLinkPending,
  signsInAsGuestOnArrival,
} from '../../../../src/domain/session/session-entry';

describe('signing in as a guest on arrival', () => {
  it('a visit to the shop pages without a session becomes an anonymous guest', () => {
    for (const path of ['/', '/categories/1?mealType=delivery', '/cart', '/member/login', '/reset', '/arsenal']) {
      expect(signsInAsGuestOnArrival(path), path).toBe(true);
    }
  });

  it('never on the ARS landing (a link becomes the ARS session) nor on the ARS forced-out landing', () => {
    for (const path of ['/ars', '/ars?token=abc', '/ars/x', '/sign/out']) {
      expect(signsInAsGuestOnArrival(path), path).toBe(false);
    }
  });
});

describe('the ARS link', () => {
  it('reads the token of /ars?token=…, decoded', () => {
    expect(arsLinkToken('/ars?token=a.b%2Bc')).toBe('a.b+c');
    expect(isArsLinkPending('/ars?token=a.b')).toBe(true);
  });

  it('has no token on other paths, without the parameter, or with a blank one', () => {
    for (const path of ['/ars', '/ars?token=', '/ars?token=%20', '/categories/1?token=abc', '/arsx?token=a']) {
      expect(arsLinkToken(path), path).toBeNull();
      expect(isArsLinkPending(path), path).toBe(false);
    }
  });

  it('takeout in the ARS flow goes to /categories/1 with the call branch, or nowhere without one', () => {
    expect(arsTakeoutPath(22)).toBe('/categories/1?mealType=takeout&branchId=22');
    expect(arsTakeoutPath(' 7 ')).toBe('/categories/1?mealType=takeout&branchId=7');
    expect(arsTakeoutPath(null)).toBeNull();
    expect(arsTakeoutPath('')).toBeNull();
  });
});

describe('where a login lands', () => {
  it('goes to the callbackUrl path, with its query', () => {
    expect(afterLoginPath('/cart?mealType=delivery')).toBe('/cart?mealType=delivery');
    expect(afterLoginPath('/mypage/coupons/3')).toBe('/mypage/coupons/3');
  });

  it('goes home without a callbackUrl, for another site, or back to login and the sign-out landings', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/member/login',
      '/member/join',
      '/reset',
      '/sign/out',
      '/ars',
    ]) {
      expect(afterLoginPath(raw), String(raw)).toBe('/');
    }
  });

  it('whatever the callbackUrl, the result is a same-site path', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const path = afterLoginPath(raw);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path.includes('\\')).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
