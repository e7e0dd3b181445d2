import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyPageFrameViewModel } from '../../../../../src/adapters/ui/pages/mypage/frame/my-page-frame.view-model';
import '../../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../../support/app-harness';

describe('the my-page frame view-model', () => {
  it('lists the nine entries for a member and marks the coupon book on /mypage/coupons/3', () => {
    const frame = new MyPageFrameViewModel({ viewer: 'member', pathname: '/mypage/coupons/3' });
    expect(frame.entries.map((e) => e.label)).toEqual([
      '내 정보',
      '주문 이력 & 퀵오더 등록',
      '쿠폰북',
      '나의 포인트',
      '배송지 관리',
      '나의 문의',
      '이용 안내',
      '멤버십 안내',
      '대량 구매 안내',
    ]);
    expect(frame.entries.filter((e) => e.active).map((e) => e.key)).toEqual(['coupon']);
    expect(frame.currentLabel).toBe('쿠폰북');
  });

  it('hides the members-only entries from a guest and uses the guest label', () => {
    const frame = new MyPageFrameViewModel({ viewer: 'guest', pathname: '/mypage/orders' });
    expect(frame.entries.map((e) => e.key)).not.toContain('information');
    expect(frame.entries.map((e) => e.key)).not.toContain('point');
    expect(frame.entries.map((e) => e.key)).not.toContain('membership');
    expect(frame.entries[0]).toEqual({ key: 'order', label: '주문 이력', href: '/mypage/orders', active: true });
  });
});

describe('the my-page frame in the storefront', () => {
  it('wraps a /mypage page with the menu, the current entry marked', async () => {
    renderStorefront(await memoryServices('member'), '/mypage/address');
    const menu = await screen.findByRole('navigation', { name: '마이 페이지 메뉴' }, PAGE_LOAD);
    const links = within(menu).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(within(menu).getByRole('link', { name: '배송지 관리' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '내 정보' }).getAttribute('aria-current')).toBeNull();
  });

  it('is not drawn outside /mypage', async () => {
    renderStorefront(await memoryServices('member'), '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    expect(screen.queryByRole('navigation', { name: '마이 페이지 메뉴' })).toBeNull();
  });
});
