import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import type { InMemoryOrderTracker } from '../../../../src/adapters/memory/in-memory-order-tracker';
import type { MemoryBackend } from '../../../../src/adapters/memory/memory-backend';
import type { PlacedOrder } from '../../../../src/application/ports/order-gateway';
import { MEMORY_BACKEND } from '../../../../src/composition/memory-backend-module';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import type { OrderStatus } from '../../../../src/domain/order/status';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

/** 치즈볼 × 2, takeout at branch 1, paid by the sandbox card. */
async function placeTakeout(get: Resolve): Promise<PlacedOrder> {
  const orders = get(TOKENS.OrderGateway);
  const init = await orders.init({
    mealType: 'TAKEOUT',
    branchId: 1,
    items: [{ menuId: 301, quantity: 2, subOptionIds: [] }],
    agent: 'DESKTOPWEB',
  });
  if (init.kind !== 'ready') throw new Error(init.message);
  const placed = await orders.process({
    checkoutId: init.checkout.checkoutId,
    coupons: { membershipCouponNo: null, voucherIds: [], priceCouponIds: [] },
    points: 0,
    happyPoints: 0,
    idempotencyKey: 'track-page-order-1',
    paymentMethod: 'CARD',
    cardNumber: '4242424242424242',
    request: {
      orderMessage: '',
      orderMessageExcludeRadish: false,
      orderMessageExcludeBeverage: false,
      orderMessageExcludeDisposableProducts: false,
      deliveryMessage: '',
    },
    agent: 'DESKTOPWEB',
  });
  if (placed.kind !== 'placed') throw new Error(placed.message);
  return placed.order;
}

/** The branch moves order `id` on; the tracker's open streams are told. */
function move(get: Resolve, id: number, status: OrderStatus): void {
  const backend: MemoryBackend = get(MEMORY_BACKEND);
  for (const owner of backend.owners.values()) {
    const record = owner.orders.find((r) => r.order.id === id);
    if (record === undefined) continue;
    const at = backend.nowIso();
    record.order = { ...record.order, status, statusHistory: [...record.order.statusHistory, { status, at }] };
  }
  (get(TOKENS.OrderTracker) as InMemoryOrderTracker).changed(id);
}

describe('the tracking page', { timeout: 30_000 }, () => {
  it('shows the branch, items, amount and status of the link’s order, and announces each change', async () => {
    const get = await memoryServices('member');
    const order = await placeTakeout(get);
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
