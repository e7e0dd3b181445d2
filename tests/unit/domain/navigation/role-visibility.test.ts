import { describe, expect, it } from 'vitest';
import {
  activeMyPageKey,
  canSee,
  DRAWER_ITEMS,
  drawerItems,
  MY_PAGE_MENU,
  myPageHome,
  myPageMenu,
  myPageRedirect,
  seesOwnRecords,
  showsStickyQuickOrder,
  viewerOf,
} from '../../../../src/domain/navigation/role-visibility';
import { aSession } from '../session/builders';

describe('who counts as a member', () => {
  it('only a member session is a member; guests, ARS callers and visitors see the guest menus', () => {
    expect(viewerOf(aSession('member'))).toBe('member');
    expect(viewerOf(aSession('guest'))).toBe('guest');
    expect(viewerOf(aSession('ars'))).toBe('guest');
    expect(viewerOf(null)).toBe('guest');
  });

  it('members-only entries show to members only, the rest to everyone', () => {
    expect(canSee('members', 'member')).toBe(true);
    expect(canSee('members', 'guest')).toBe(false);
    expect(canSee('everyone', 'guest')).toBe(true);
  });
});

describe('the my-page menu', () => {
  it('lists the nine entries of the spec with their labels and paths, in order', () => {
    expect(MY_PAGE_MENU.map((e) => [e.key, e.label, e.path])).toEqual([
      ['information', '내 정보', '/mypage'],
      ['order', '주문 이력 & 퀵오더 등록', '/mypage/orders'],
      ['coupon', '쿠폰북', '/mypage/coupons'],
      ['point', '나의 포인트', '/mypage/points'],
      ['address', '배송지 관리', '/mypage/address'],
      ['inquiry', '나의 문의', '/mypage/inquiry'],
      ['guide', '이용 안내', '/mypage/guide'],
      ['membership', '멤버십 안내', '/mypage/membership'],
      ['bulkpurchase', '대량 구매 안내', '/mypage/bulk-purchase'],
    ]);
  });

  it('shows a member every entry', () => {
    expect(myPageMenu('member').map((e) => e.key)).toEqual(MY_PAGE_MENU.map((e) => e.key));
    expect(myPageMenu('member')[1]?.label).toBe('주문 이력 & 퀵오더 등록');
  });

  it('hides my information, points and membership guide from a guest', () => {
    expect(myPageMenu('guest').map((e) => e.key)).toEqual([
      'order',
      'coupon',
      'address',
      'inquiry',
      'guide',
      'bulkpurchase',
    ]);
  });

  it('labels the order entry "주문 이력" for a guest', () => {
    expect(myPageMenu('guest')[0]).toEqual({ key: 'order', label: '주문 이력', path: '/mypage/orders' });
  });

  it('highlights the entry a path lies under', () => {
    expect(activeMyPageKey('/mypage/coupons/3')).toBe('coupon');
    expect(activeMyPageKey('/mypage')).toBe('information');
    expect(activeMyPageKey('/mypage/')).toBe('information');
    expect(activeMyPageKey('/mypage/unknown')).toBeNull();
    expect(activeMyPageKey('/cart')).toBeNull();
  });

  it('sends a guest opening /mypage to /mypage/orders', () => {
    expect(myPageRedirect('/mypage', 'guest')).toBe('/mypage/orders');
  });

  it('sends a guest opening points or the membership guide to login, coming back there afterwards', () => {
    expect(myPageRedirect('/mypage/points', 'guest')).toBe('/member/login?callbackUrl=%2Fmypage%2Fpoints');
    expect(myPageRedirect('/mypage/membership?tab=1', 'guest')).toBe(
      '/member/login?callbackUrl=%2Fmypage%2Fmembership%3Ftab%3D1',
    );
  });

  it('leads the my-page icons and the drawer item to 내 정보 for a member and to the order history for a guest', () => {
    expect(myPageHome('member')).toBe('/mypage');
    expect(myPageHome('guest')).toBe('/mypage/orders');
  });

  it('lets a guest open the entries for everyone, and a member open anything', () => {
    expect(myPageRedirect('/mypage/coupons/1', 'guest')).toBeNull();
    expect(myPageRedirect('/mypage/unknown', 'guest')).toBeNull();
    expect(myPageRedirect('/mypage', 'member')).toBeNull();
  });
});

describe('the navigation drawer items', () => {
  it('lists the eight items of the spec with their targets, in order', () => {
    expect(DRAWER_ITEMS.map((i) => [i.label, i.target])).toEqual([
      ['메뉴', { kind: 'internal', path: '/categories/1' }],
      ['매장 찾기', { kind: 'internal', path: '/stores/map' }],
      ['퀵오더', { kind: 'internal', path: '/quickorder' }],
      ['마이 페이지', { kind: 'internal', path: '/mypage' }],
      ['포인트', { kind: 'internal', path: '/mypage/points' }],
      ['쿠폰', { kind: 'internal', path: '/mypage/coupons' }],
      ['창업정보', { kind: 'external', link: 'franchise-info' }],
      ['이용안내', { kind: 'internal', path: '/faq' }],
    ]);
  });

  it('shows quick order and points to members only', () => {
    expect(drawerItems('member')).toHaveLength(8);
    expect(drawerItems('guest').map((i) => i.label)).toEqual([
      '메뉴',
      '매장 찾기',
      '마이 페이지',
      '쿠폰',
      '창업정보',
      '이용안내',
    ]);
  });
});

describe('the sticky quick-order button', () => {
  it('shows to members on ordinary pages', () => {
    expect(showsStickyQuickOrder('member', '/')).toBe(true);
    expect(showsStickyQuickOrder('member', '/categories/1')).toBe(true);
  });

  it('is hidden on checkout, products and cart paths', () => {
    for (const path of ['/checkout?mc=1', '/products/4', '/cart'])
      expect(showsStickyQuickOrder('member', path)).toBe(false);
  });

  it('never shows to guests', () => {
    expect(showsStickyQuickOrder('guest', '/')).toBe(false);
  });
});

describe('own orders and inquiries (spec §5 guest path)', () => {
  it('a member sees them at once; a guest once it has confirmed a phone', () => {
    expect(seesOwnRecords('member', null)).toBe(true);
    expect(seesOwnRecords('guest', null)).toBe(false);
    expect(seesOwnRecords('guest', '01098765432')).toBe(true);
  });
});
