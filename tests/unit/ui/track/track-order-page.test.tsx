import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import type { InMemoryOrderTracker } from '../../../../src/adapters/memory/in-memory-order-tracker';
import { MEMORY_BACKEND } from '../../../../src/composition/memory-backend-module';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import type { OrderStatus } from '../../../../src/domain/order/status';
import { advanceOrder, CHEESE_BALLS, placeOrder } from '../mypage/orders-world';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

/** The branch moves order `id` on; the order's status streams and the tracker's are told. */
function move(get: Resolve, id: number, status: OrderStatus): void {
  advanceOrder(get, id, status, get(MEMORY_BACKEND).nowIso());
  (get(TOKENS.OrderTracker) as InMemoryOrderTracker).changed(id);
}

describe('the tracking page', { timeout: 30_000 }, () => {
  it('shows the branch, items, amount and status of the link’s order, and announces each change', async () => {
    const get = await memoryServices('member');
    // 치즈볼 × 2, takeout at branch 1, paid by the sandbox card.
    const order = await placeOrder(get, { mealType: 'TAKEOUT', items: [CHEESE_BALLS] });
    const token = (get(TOKENS.OrderTracker) as InMemoryOrderTracker).tokenFor(order.id);
    renderStorefront(get, `/track/${token}`);

    const card = (await screen.findByRole('heading', { level: 1, name: order.branchName }, PAGE_LOAD)).closest(
      'article',
    );
    if (card === null) throw new Error('no card');
    const items = within(within(card).getByRole('region', { name: '주문 메뉴' })).getByRole('list');
    expect(within(items).getByText('치즈볼')).toBeTruthy();
    expect(within(items).getByText('2개')).toBeTruthy();
    expect(within(card).getByText('결제금액').nextElementSibling?.textContent).toBe('10,000원');
    const status = within(card).getByRole('status');
    expect(status.textContent).toBe('주문완료');
    expect(within(card).getByRole('list', { name: '주문 진행 상황' })).toBeTruthy();
    expect(card.textContent).not.toContain(order.branchTel);

    move(get, order.id, 'ACCEPTED');
    await waitFor(() => expect(status.textContent).toBe('주문접수'));
    expect(within(card).getByText('주문접수', { selector: '[aria-current="step"] *' })).toBeTruthy();
  });

  it('a tampered link shows the Korean page, not an error', async () => {
    const get = await memoryServices();
    renderStorefront(get, '/track/memory-track-999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: '유효하지 않은 주문 조회 링크입니다.' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });
});
