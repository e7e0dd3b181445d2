import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BULK_ORDER_MESSAGES } from '../../../../src/domain/validation/bulk-order';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

function form(): HTMLElement {
  return screen.getByRole('region', { name: '단체 주문 문의하기' });
}

function type(label: string, value: string): void {
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
}

describe('/mypage/guide 이용 안내', () => {
  it('shows the guide from the content store with a table of contents linking to each section', async () => {
    renderStorefront(await memoryServices(), '/mypage/guide');
    expect(await screen.findByRole('heading', { level: 1, name: '이용 안내' }, PAGE_LOAD)).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: '목차' });
    const link = within(toc).getByRole('link', { name: '쿠폰 사용' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target).not.toBeNull();
    expect(within(target as HTMLElement).getByRole('heading', { level: 2, name: '쿠폰 사용' })).toBeTruthy();
  });
});

describe('/mypage/bulk-purchase 대량 구매 안내', () => {
  it('a first-time visitor files a request as a guest, sees it confirmed and listed under the form', async () => {
    renderStorefront(await memoryServices(), '/mypage/bulk-purchase');
    expect(await screen.findByRole('heading', { level: 1, name: '대량 구매 안내' }, PAGE_LOAD)).toBeTruthy();
    expect(await screen.findByText('아직 접수한 단체 주문 문의가 없어요.')).toBeTruthy();
    type('이름', '김단체');
    type('휴대폰 번호', '010-1234-5678');
    type('단체명', '치킨초등학교');
    type('희망 날짜', '2026-11-25');
    type('수량 (개)', '150');
    fireEvent.click(within(form()).getByRole('button', { name: '문의 접수' }));
    const confirmation = await screen.findByRole('status', {}, PAGE_LOAD);
    await waitFor(() => expect(confirmation.textContent).toContain('단체 주문 문의가 접수됐습니다.'));
    expect(confirmation.textContent).toContain('2026.11.25');
    expect(confirmation.textContent).toContain('01012345678');
    const list = screen.getByRole('region', { name: '나의 단체 주문 문의' });
    expect(await within(list).findByRole('heading', { level: 3, name: '치킨초등학교' })).toBeTruthy();
    expect(within(list).getByText('접수 완료')).toBeTruthy();
  });

  it('an incomplete form sends nothing and names each field in Korean', async () => {
    renderStorefront(await memoryServices(), '/mypage/bulk-purchase');
    await screen.findByRole('heading', { level: 1, name: '대량 구매 안내' }, PAGE_LOAD);
    type('수량 (개)', '5');
    type('희망 날짜', '2026-11-21');
    fireEvent.click(within(form()).getByRole('button', { name: '문의 접수' }));
    expect(await within(form()).findByText(BULK_ORDER_MESSAGES.quantityInvalid)).toBeTruthy();
    expect(within(form()).getByText(BULK_ORDER_MESSAGES.dateTooSoon)).toBeTruthy();
    expect(within(form()).getByText(BULK_ORDER_MESSAGES.organisationRequired)).toBeTruthy();
    expect(screen.queryByText('단체 주문 문의가 접수됐습니다.')).toBeNull();
  });

  it('a branch found by name is named on the request', async () => {
    renderStorefront(await memoryServices('member'), '/mypage/bulk-purchase');
    await screen.findByRole('heading', { level: 1, name: '대량 구매 안내' }, PAGE_LOAD);
    type('매장 이름', '점');
    fireEvent.click(within(form()).getByRole('button', { name: '검색' }));
    const results = await within(form()).findByRole('list', { name: /매장 검색 결과/ }, PAGE_LOAD);
    const first = within(results).getAllByRole('button', { name: /선택$/ })[0] as HTMLElement;
    const name = (first.getAttribute('aria-label') ?? '').replace(/ 선택$/, '');
    fireEvent.click(first);
    expect(within(form()).getByText(name)).toBeTruthy();
    type('이름', '김치킨');
    type('휴대폰 번호', '01011112222');
    type('단체명', '치킨 동호회');
    type('희망 날짜', '2026-12-01');
    type('수량 (개)', '40');
    fireEvent.click(within(form()).getByRole('button', { name: '문의 접수' }));
    const confirmation = await screen.findByRole('status', {}, PAGE_LOAD);
    await waitFor(() => expect(confirmation.textContent).toContain(name));
  });
});
