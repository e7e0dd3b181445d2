import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

describe('the product page', { timeout: 20_000 }, () => {
  it('choose the required part, add to cart: the success popup, the badge, and 장바구니로 이동하기 keeps the query', async () => {
    const { router } = renderStorefront(await memoryServices('member'), '/products/101?mealType=delivery');
    await screen.findByRole('heading', { level: 1, name: '황금올리브치킨' }, PAGE_LOAD);
    const parts = screen.getByRole('group', { name: /부위 선택/ });
    expect(within(parts).getByText('필수')).toBeTruthy();
    fireEvent.click(within(parts).getByRole('radio', { name: /순살/ }));
    expect(screen.getByText('메뉴 금액').parentElement?.textContent).toBe('메뉴 금액22,000원');
    fireEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    const popup = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(popup).getByText('장바구니에 추가했습니다.')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: '계속 쇼핑하기' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: '장바구니, 1개 담김' }).length).toBeGreaterThan(0));
    fireEvent.click(within(popup).getByRole('button', { name: '장바구니로 이동하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?mealType=delivery');
  });

  it('without a meal type, 장바구니 담기 alerts 배달인지 포장인지 먼저 선택해주세요.', async () => {
    renderStorefront(await memoryServices('member'), '/products/301');
    await screen.findByRole('heading', { level: 1, name: '치즈볼' }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    const alert = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(alert).getByText('배달인지 포장인지 먼저 선택해주세요.')).toBeTruthy();
  });

  it('the nutrition and origin popup lists per-100 g values, the origin and the allergy text', async () => {
    renderStorefront(await memoryServices(), '/products/101');
    await screen.findByRole('heading', { level: 1, name: '황금올리브치킨' }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: /영양성분/ }));
    const popup = await screen.findByRole('dialog', { name: '영양성분 및 원산지' });
    expect(within(popup).getByRole('rowheader', { name: '나트륨' }).nextElementSibling?.textContent).toBe('480 mg');
    expect(within(popup).getByText('국내산')).toBeTruthy();
    expect(within(popup).getByText('밀, 대두, 닭고기 함유')).toBeTruthy();
  });

  it('an adult-only menu carries the 19 mark and the note', async () => {
    renderStorefront(await memoryServices(), '/products/303');
    const heading = await screen.findByRole('heading', { level: 1, name: /생맥주 500cc/ }, PAGE_LOAD);
    expect(within(heading).getByRole('img', { name: '19세 이상 구매 가능' })).toBeTruthy();
    expect(screen.getByText(/19세 미만 청소년은 구매할 수 없는 상품입니다/)).toBeTruthy();
  });

  it('coupon-change mode shows only 이 메뉴로 변경하기', async () => {
    renderStorefront(
      await memoryServices('member'),
      '/products/201?mealType=delivery&ecouponAction=change&ecouponActionValue=EC1',
    );
    await screen.findByRole('heading', { level: 1, name: '양념치킨' }, PAGE_LOAD);
    expect(screen.getByRole('button', { name: '이 메뉴로 변경하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '바로 주문하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /주문표에 담기/ })).toBeNull();
  });
});
