import { describe, expect, it } from 'vitest';
import {
  activeDesktopMenuItem,
  addressPin,
  cartLink,
  DESKTOP_HEADER_MENU,
  GUEST_HEADER_LINKS,
  MEMBER_HEADER_LINKS,
  storeFinderLink,
} from '../../../../src/domain/navigation/header';

describe('the desktop header menu', () => {
  it('lists 메뉴, 매장 찾기, 이벤트, 비비큐 스토리, 창업 문의', () => {
    expect(DESKTOP_HEADER_MENU.map((i) => i.label)).toEqual([
      '메뉴',
      '매장 찾기',
      '이벤트',
      '비비큐 스토리',
      '창업 문의',
    ]);
  });

  it('highlights the item whose first path segment matches the route', () => {
    expect(activeDesktopMenuItem('/categories/5')?.label).toBe('메뉴');
    expect(activeDesktopMenuItem('/stores/map?for=takeout')?.label).toBe('매장 찾기');
    expect(activeDesktopMenuItem('/events/3')?.label).toBe('이벤트');
    expect(activeDesktopMenuItem('/story/videos')?.label).toBe('비비큐 스토리');
  });

  it('highlights nothing on the home page or an unrelated route', () => {
    expect(activeDesktopMenuItem('/')).toBeNull();
    expect(activeDesktopMenuItem('/cart')).toBeNull();
  });
});

describe('the store-finder link', () => {
  it('carries redirect_to with the current path on cart and checkout paths', () => {
    expect(storeFinderLink('/cart?ignoreEcoupons=E1')).toBe('/stores/map?redirect_to=%2Fcart%3FignoreEcoupons%3DE1');
    expect(storeFinderLink('/checkout?mc=1-1-')).toBe('/stores/map?redirect_to=%2Fcheckout%3Fmc%3D1-1-');
  });

  it('is the plain store map elsewhere', () => {
    expect(storeFinderLink('/categories/1')).toBe('/stores/map');
  });
});

describe('the address pin', () => {
  it('goes to address search with a default address, without a badge', () => {
    expect(addressPin(true, '/products/2?mealType=delivery')).toEqual({
      path: '/address/search?redirect_to=%2Fproducts%2F2%3FmealType%3Ddelivery',
      badge: null,
    });
  });

  it('goes to address permission with a "?" badge without a default address', () => {
    expect(addressPin(false, '/')).toEqual({ path: '/address/permission?redirect_to=%2F', badge: '?' });
  });
});

describe('the header links', () => {
  it('the cart icon keeps the current query', () => {
    expect(cartLink({ mealType: 'delivery', mc: 'x' })).toBe('/cart?mealType=delivery');
  });

  it('member figures link to their my-page screens', () => {
    expect(MEMBER_HEADER_LINKS).toEqual({
      grade: '/mypage/membership',
      address: '/mypage/address',
      points: '/mypage/points',
      membershipCoupons: '/mypage/coupons/1',
      ecoupons: '/mypage/coupons/3',
    });
  });

  it('the guest person icon opens /mypage', () => {
    expect(GUEST_HEADER_LINKS.myPage).toBe('/mypage');
  });
});
