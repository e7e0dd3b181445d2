import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import { PAYMENT_MESSAGES } from '../../../../src/contract/payment';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';
import { APPROVED_CARD, DECLINED_CARD } from './checkout-world';

/** 황금올리브치킨 (한마리) 20,000원 delivered from branch 1 (3,000원 fee) to the member's default address. */
const OLIVE_DELIVERY = '/checkout?mealType=delivery&mc=101-1-10011';

async function openCheckout(path = OLIVE_DELIVERY) {
  const view = renderStorefront(await memoryServices('member'), path);
  await screen.findByRole('heading', { level: 2, name: '배달로 받을게요' }, PAGE_LOAD);
  return view;
}

function typeCard(card: string) {
  fireEvent.change(screen.getByRole('textbox', { name: '카드번호' }), { target: { value: card } });
}

describe('the checkout journey', { timeout: 30_000 }, () => {
  it('a member pays a delivery from mc with a membership coupon and points by card, landing on the complete page', async () => {
    const { router } = await openCheckout();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '배달로 받을게요',
      '배송지 설정',
      '주문 요청 사항',
      '주문 상품',
      '할인쿠폰',
      '포인트',
      '해피포인트',
      '결제수단',
      '결제 금액',
    ]);
    expect(screen.getByText('서울특별시 송파구 문정로 11')).toBeTruthy();
    const products = screen.getByRole('list', { name: '주문 상품' });
    expect(within(products).getByText('황금올리브치킨')).toBeTruthy();
    expect(within(products).getByText('20,000원')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /멤버십 쿠폰/ }));
    const chooser = await screen.findByRole('dialog', { name: '멤버십 쿠폰 선택' });
    expect((within(chooser).getByRole('radio', { name: /10% 할인/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(chooser).getByText('2만원 이상 주문 시 사용 가능')).toBeTruthy();
    fireEvent.click(within(chooser).getByRole('radio', { name: /3,000원 할인/ }));
    fireEvent.click(within(chooser).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '멤버십 쿠폰 선택' })).toBeNull());
    expect(screen.getByRole('button', { name: /멤버십 쿠폰/ }).textContent).toContain('-3,000원');

    fireEvent.click(screen.getByRole('button', { name: '전액 사용' }));
    expect((screen.getByRole('textbox', { name: '사용할 포인트' }) as HTMLInputElement).value).toBe('12300');
    expect(screen.getByText('최종 결제금액').nextElementSibling?.textContent).toBe('7,700원');
    expect((screen.getByRole('radio', { name: '신용카드' }) as HTMLInputElement).checked).toBe(true);

    typeCard(APPROVED_CARD);
    fireEvent.click(screen.getByRole('button', { name: '7,700원 결제하기' }));

    expect(await screen.findByRole('heading', { level: 1, name: '주문이 완료되었습니다' }, PAGE_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/complete');
    const orderId = new URLSearchParams(router.state.location.search).get('orderId');
    expect(orderId).toMatch(/^ORD\d+$/);
    expect(screen.getByText(orderId ?? '')).toBeTruthy();
    expect(screen.getByText('주문 상태').nextElementSibling?.textContent).toBe('주문완료');
    expect(
      screen.getByRole('list', { name: '주문 진행 상황' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('주문완료');
    expect(screen.getByText('결제금액').nextElementSibling?.textContent).toBe('7,700원');
    expect(screen.getByText('결제수단').nextElementSibling?.textContent).toBe('신용카드');
    expect(screen.getByRole('link', { name: '주문 내역 보기' }).getAttribute('href')).toBe('/mypage/orders');
    expect(screen.getByRole('link', { name: '메뉴 더 보기' }).getAttribute('href')).toBe('/categories/1');
  });

  it('a declined card keeps the customer on the checkout with the alert and the coupon still applied', async () => {
    const { router } = await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: /멤버십 쿠폰/ }));
    const chooser = await screen.findByRole('dialog', { name: '멤버십 쿠폰 선택' });
    fireEvent.click(within(chooser).getByRole('radio', { name: /3,000원 할인/ }));
    fireEvent.click(within(chooser).getByRole('button', { name: '확인' }));
    typeCard(DECLINED_CARD);
    fireEvent.click(screen.getByRole('button', { name: '20,000원 결제하기' }));

    const alert = await screen.findByRole('alertdialog', { name: '결제 실패' }, PAGE_LOAD);
    expect(alert.textContent).toContain(PAYMENT_MESSAGES.declined);
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: /멤버십 쿠폰/ }).textContent).toContain('-3,000원');
    expect((screen.getByRole('button', { name: '20,000원 결제하기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an adult-only order opens the identity popup on paying (loaded then); its verification pays the order', async () => {
    renderStorefront(await memoryServices('member'), '/checkout?mealType=TAKEOUT&branchId=4&mc=303-1');
    await screen.findByRole('heading', { level: 2, name: '포장할게요' }, PAGE_LOAD);
    expect(screen.queryByRole('dialog', { name: '성인 인증' })).toBeNull();
    typeCard(APPROVED_CARD);
    fireEvent.click(await screen.findByRole('button', { name: /원 결제하기$/ }));
    const popup = await screen.findByRole('dialog', { name: '성인 인증' }, PAGE_LOAD);
    const frame = within(popup).getByTitle('성인 인증') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toContain('verifyType=ADULT_VERIFY');
    // The identity service's page answers its parent with the marked callback (spec §7 Other).
    const data = `CI_CALLBACK:${JSON.stringify({ token: 'ci-token', verifyType: 'ADULT_VERIFY' })}`;
    window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
    expect(await screen.findByRole('heading', { level: 1, name: '주문이 완료되었습니다' }, PAGE_LOAD)).toBeTruthy();
  });

  it('without a meal type the checkout asks for one and links to the menu', async () => {
    renderStorefront(await memoryServices('member'), '/checkout?mc=101-1-10011');
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert.textContent).toContain('배달인지 포장인지 먼저 선택해주세요.');
    expect(within(alert).getByRole('link', { name: '메뉴 보러 가기' }).getAttribute('href')).toBe('/categories/1');
  });

  it('takeout shows the pickup place only and the request section without the delivery message', async () => {
    renderStorefront(await memoryServices('member'), '/checkout?mealType=TAKEOUT&branchId=4&mc=302-1');
    await screen.findByRole('heading', { level: 2, name: '포장할게요' }, PAGE_LOAD);
    expect(screen.getByText('픽업 매장')).toBeTruthy();
    expect(screen.queryByText('도착')).toBeNull();
    expect(screen.getByText('강남역점')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '배달 요청 사항' })).toBeNull();
    expect(screen.queryByText('배달팁')).toBeNull();
  });

  it('the delivery message option 직접 입력 reveals a free-text box; 선택 안함 clears the exclusions', async () => {
    await openCheckout();
    const select = screen.getByRole('combobox', { name: '배달 요청 사항' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('선택해주세요');
    expect(screen.queryByRole('textbox', { name: '배달 요청 사항 직접 입력' })).toBeNull();
    const etc = [...select.options].find((option) => option.textContent === '직접 입력');
    fireEvent.change(select, { target: { value: etc?.value } });
    expect(screen.getByRole('textbox', { name: '배달 요청 사항 직접 입력' })).toBeTruthy();

    const none = screen.getByRole('checkbox', { name: '선택 안함' }) as HTMLInputElement;
    const radish = screen.getByRole('checkbox', { name: '치킨무 빼주세요' }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    fireEvent.click(radish);
    expect(radish.checked).toBe(true);
    expect(none.checked).toBe(false);
    fireEvent.click(none);
    expect(radish.checked).toBe(false);
    expect(none.checked).toBe(true);
  });

  it('an unknown order shows the empty state', async () => {
    renderStorefront(await memoryServices('member'), '/checkout/complete?orderId=ORD0');
    expect(
      await screen.findByRole('heading', { level: 1, name: '주문 정보를 찾을 수 없습니다.' }, PAGE_LOAD),
    ).toBeTruthy();
  });
});
