import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { InMemoryOrderTracker } from '../../../../src/adapters/memory/in-memory-order-tracker';
import { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { ManualScheduler } from '../../../../src/adapters/memory/local/manual-scheduler';
import { TrackOrderViewModel } from '../../../../src/adapters/ui/pages/track/track-order.view-model';
import type { OrderStatus, PlacedOrder } from '../../../../src/application/ports/order-gateway';
import type { OrderTracker } from '../../../../src/application/ports/order-tracker';
import { FollowTrackedOrder } from '../../../../src/application/use-cases/follow-tracked-order';
import { EMPTY_REQUEST } from '../mypage/orders-world';

const ORDERED_AT = '2026-11-20T03:05:00Z';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Order 7, a takeout of two lines (23,500원), as the memory backend keeps it; `move` is the branch. */
function trackedWorld() {
  const clock = new ManualClock(Date.parse(ORDERED_AT));
  let order: PlacedOrder = {
    id: 7,
    orderId: 'ORD7',
    status: 'PAID',
    statusHistory: [{ status: 'PAID', at: ORDERED_AT }],
    cancellable: true,
    mealType: 'TAKEOUT',
    branchName: '문정법조단지점',
    branchTel: '02-400-0001',
    deliveryInfo: null,
    orderedAt: ORDERED_AT,
    paymentMethod: 'CARD',
    paymentMethodName: '신용카드',
    agent: 'MOBILEWEB',
    subtotal: 23_500,
    deliveryFee: 0,
    discountTotal: 0,
    pointsUsed: 0,
    happyPointsUsed: 0,
    totalPrice: 23_500,
    request: EMPTY_REQUEST,
    orderMenuList: [
      {
        menuImageUrl: '/images/menus/101.png',
        menuName: '황금올리브치킨',
        quantity: 1,
        orderSubOptionList: [
          { orderSubOptionItemList: [{ subOptionItemName: '한마리', menuAndSubOptionAndQuantityPrice: 20_000 }] },
          { orderSubOptionItemList: [{ subOptionItemName: '콜라 1.25L', menuAndSubOptionAndQuantityPrice: 1_000 }] },
        ],
      },
      { menuImageUrl: '/images/menus/301.png', menuName: '치즈볼', quantity: 2, orderSubOptionList: [] },
    ],
  };
  const tracker = new InMemoryOrderTracker((id) => (id === order.id ? order : null), clock);
  const move = (status: OrderStatus) => {
    order = {
      ...order,
      status,
      statusHistory: [...order.statusHistory, { status, at: new Date(clock.now()).toISOString() }],
    };
    tracker.changed(order.id);
  };
  const scheduler = new ManualScheduler();
  const viewModel = (port: OrderTracker = tracker) =>
    new TrackOrderViewModel({ followTracked: new FollowTrackedOrder(port, scheduler), log: () => undefined });
  return { clock, tracker, move, scheduler, viewModel, token: tracker.tokenFor(7) };
}

describe('the tracking page', () => {
  it('shows the branch, the items with their options and quantities, the amount in won and the current step', async () => {
    const { viewModel, token } = trackedWorld();
    const vm = viewModel();
    await vm.follow(token);
    expect(vm.status).toBe('ready');
    expect(vm.order?.branchName).toBe('문정법조단지점');
    expect(vm.mealTypeLabel).toBe('포장 주문');
    expect(vm.orderedAt).toBe('2026.11.20 12:05');
    expect(vm.items).toEqual([
      { key: '0-황금올리브치킨', name: '황금올리브치킨', options: '한마리, 콜라 1.25L', quantity: '1개' },
      { key: '1-치즈볼', name: '치즈볼', options: '', quantity: '2개' },
    ]);
    expect(vm.paidTotal).toBe('23,500원');
    expect(vm.statusLabel).toBe('주문완료');
    expect(vm.steps.map((s) => [s.label, s.state])).toEqual([
      ['주문완료', 'current'],
      ['주문접수', 'upcoming'],
      ['조리중', 'upcoming'],
      ['픽업대기', 'upcoming'],
      ['픽업완료', 'upcoming'],
    ]);
    expect(vm.live).toBe(true);
    expect(vm.linkNotice).toBe('이 링크는 주문이 끝나고 24시간까지 볼 수 있어요.');
    vm.stop();
  });

  it('shows each pushed status at once; once the order ended it tells until when the link works', async () => {
    const { viewModel, token, tracker, move, clock } = trackedWorld();
    const vm = viewModel();
    await vm.follow(token);
    await vi.waitFor(() => expect(tracker.openCount).toBe(1));
    move('ACCEPTED');
    await vi.waitFor(() => expect(vm.statusLabel).toBe('주문접수'));
    move('COOKING');
    move('READY_FOR_PICKUP');
    clock.advance(30 * 60 * 1000);
    move('COMPLETED');
    await vi.waitFor(() => expect(vm.statusLabel).toBe('픽업완료'));
    expect(vm.steps.every((s) => s.state !== 'upcoming')).toBe(true);
    expect(vm.live).toBe(false);
    expect(vm.linkNotice).toBe('이 링크는 2026.11.21 12:35까지 볼 수 있어요.');
  });

  it('a cancelled order shows its status without progress steps', async () => {
    const { viewModel, token, move } = trackedWorld();
    move('CANCELLED');
    const vm = viewModel();
    await vm.follow(token);
    expect([vm.statusLabel, vm.steps.length, vm.live]).toEqual(['주문취소', 0, false]);
  });

  it('a forged link and a link past its 24 hours each get their own page', async () => {
    const { viewModel, token, move, clock } = trackedWorld();
    const forged = viewModel();
    await forged.follow(`${token}9`);
    expect(forged.status).toBe('invalid');
    move('COMPLETED');
    clock.advance(DAY_MS);
    const late = viewModel();
    await late.follow(token);
    expect(late.status).toBe('expired');
  });

  it('a failed first read shows the failure; 다시 시도 reads again', async () => {
    const { viewModel, token, tracker } = trackedWorld();
    let down = true;
    const flaky: OrderTracker = {
      read: async (t) => {
        if (down) throw new Error('network down');
        return tracker.read(t);
      },
      follow: (input) => tracker.follow(input),
    };
    const vm = viewModel(flaky);
    await vm.follow(token);
    expect(vm.status).toBe('failed');
    down = false;
    await vm.retry();
    expect(vm.status).toBe('ready');
    vm.stop();
  });
});
