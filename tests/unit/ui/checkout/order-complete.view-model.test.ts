import { observable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { InMemoryOrderStatusStream } from '../../../../src/adapters/memory/in-memory-order-status-stream';
import { TimerScheduler } from '../../../../src/adapters/storage/timer-scheduler';
import {
  ORDER_POLL_MS,
  OrderCompleteViewModel,
} from '../../../../src/adapters/ui/pages/checkout/complete/order-complete.view-model';
import type { OrderStatus, PlacedOrder } from '../../../../src/application/ports/order-gateway';
import { FollowOrderStatus } from '../../../../src/application/use-cases/follow-order-status';
import { formatSeoulDateTime } from '../../../../src/domain/money/calendar';
import type { Loadable, Session } from '../../../../src/domain/session/types';

const SESSION = { type: 'member', accessToken: 't' } as unknown as Session;

function sessionOf(value: Session | null) {
  const state = observable({ session: { status: 'loaded', value } as Loadable<Session> });
  return {
    get session() {
      return state.session;
    },
    get current() {
      return value;
    },
  };
}

/** A status stream that cannot connect: the page falls back to reading the order every ORDER_POLL_MS. */
function unreachableStream(): InMemoryOrderStatusStream {
  const stream = new InMemoryOrderStatusStream(() => null);
  stream.unreachable = true;
  return stream;
}

/**
 * The complete page's follow over a `complete` call and `stream` (default: one that cannot connect), on the machine's
 * (here: faked) timers.
 */
function following(
  complete: (orderId: string) => Promise<PlacedOrder | null>,
  stream: InMemoryOrderStatusStream = unreachableStream(),
) {
  return new FollowOrderStatus({ complete, historyDetail: async () => null }, stream, new TimerScheduler());
}

function order(status: OrderStatus, mealType: 'DELIVERY' | 'TAKEOUT' = 'DELIVERY'): PlacedOrder {
  return {
    id: 7,
    orderId: 'ORD7',
    status,
    statusHistory: [{ status: 'PAID', at: '2026-11-20T03:05:00Z' }],
    cancellable: status === 'PAID',
    mealType,
    branchName: '문정법조타운점',
    branchTel: '02-400-0001',
    deliveryInfo:
      mealType === 'DELIVERY'
        ? { deliveryFullAddress: '서울특별시 송파구 문정로 11', deliveryDetailAddress: '101동 1001호' }
        : null,
    orderedAt: '2026-11-20T03:05:00Z',
    paymentMethod: 'CARD',
    paymentMethodName: '신용카드',
    agent: 'DESKTOPWEB',
    subtotal: 20_000,
    deliveryFee: 3_000,
    discountTotal: 3_000,
    pointsUsed: 12_300,
    happyPointsUsed: 0,
    totalPrice: 7_700,
    request: {
      orderMessage: '',
      orderMessageExcludeRadish: false,
      orderMessageExcludeBeverage: false,
      orderMessageExcludeDisposableProducts: false,
      deliveryMessage: '',
    },
    orderMenuList: [
      {
        menuImageUrl: '/images/menus/101.png',
        menuName: '황금올리브치킨',
        quantity: 1,
        orderSubOptionList: [
          { orderSubOptionItemList: [{ subOptionItemName: '한마리', menuAndSubOptionAndQuantityPrice: 20_000 }] },
        ],
      },
    ],
  };
}

describe('the order-complete page', () => {
  it('shows the order with its status, the current progress step, the amounts in won and the time in Seoul', async () => {
    const complete = vi.fn(async () => order('ACCEPTED'));
    const vm = new OrderCompleteViewModel({ followOrder: following(complete), session: sessionOf(SESSION) });
    vm.setSearch('?orderId=ORD7');
    await vm.load();
    expect(complete).toHaveBeenCalledWith('ORD7');
    expect(vm.status).toBe('ready');
    expect(vm.statusLabel).toBe('주문접수');
    expect(vm.orderedAt).toBe('2026.11.20 12:05');
    expect(vm.steps.map((s) => [s.label, s.state])).toEqual([
      ['주문완료', 'done'],
      ['주문접수', 'current'],
      ['조리중', 'upcoming'],
      ['배달중', 'upcoming'],
      ['배달완료', 'upcoming'],
    ]);
    expect(vm.amounts.map((row) => [row.label, row.value])).toEqual([
      ['주문금액', '20,000원'],
      ['배달팁', '3,000원'],
      ['할인', '-3,000원'],
      ['포인트', '-12,300원'],
    ]);
    expect(vm.paidTotal).toBe('7,700원');
    expect(vm.items).toEqual([{ key: '0-황금올리브치킨', name: '황금올리브치킨', options: '한마리', quantity: '1개' }]);
  });

  it('shows each status the stream pushes at once, without reading the order again, until it is completed', async () => {
    const history: { status: OrderStatus; at: string }[] = [{ status: 'PAID', at: '2026-11-20T03:05:00Z' }];
    const stream = new InMemoryOrderStatusStream((id) => (id === 7 ? history : null));
    const complete = vi.fn(async () => order('PAID'));
    const vm = new OrderCompleteViewModel({ followOrder: following(complete, stream), session: sessionOf(SESSION) });
    const stop = vm.start();
    vm.setSearch('orderId=ORD7');
    await vm.load();
    await vi.waitFor(() => expect(stream.openCount).toBe(1));
    for (const [status, label] of [
      ['ACCEPTED', '주문접수'],
      ['COOKING', '조리중'],
      ['DELIVERING', '배달중'],
      ['COMPLETED', '배달완료'],
    ] as const) {
      history.push({ status, at: '2026-11-20T03:10:00Z' });
      stream.changed(7);
      await vi.waitFor(() => expect(vm.statusLabel).toBe(label));
    }
    expect(vm.steps.every((step) => step.state === 'done' || step.status === 'COMPLETED')).toBe(true);
    expect(vm.order?.cancellable).toBe(false);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(stream.openCount).toBe(0);
    stop();
  });

  it('reads the status again every 10 s while the stream cannot connect, and stops when the page leaves', async () => {
    vi.useFakeTimers();
    const answers: OrderStatus[] = ['PAID', 'COOKING', 'COMPLETED'];
    const complete = vi.fn(async () => order(answers.shift() ?? 'COMPLETED'));
    const vm = new OrderCompleteViewModel({ followOrder: following(complete), session: sessionOf(SESSION) });
    const stop = vm.start();
    vm.setSearch('orderId=ORD7');
    await vm.load();
    expect(vm.statusLabel).toBe('주문완료');
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    expect(vm.statusLabel).toBe('조리중');
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    expect(vm.statusLabel).toBe('배달완료');
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    expect(complete).toHaveBeenCalledTimes(3);
    stop();

    const again = vi.fn(async () => order('PAID'));
    const other = new OrderCompleteViewModel({ followOrder: following(again), session: sessionOf(SESSION) });
    const stopOther = other.start();
    other.setSearch('orderId=ORD7');
    await other.load();
    stopOther();
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('an unknown or missing orderId is not found', async () => {
    const complete = vi.fn(async () => null);
    const vm = new OrderCompleteViewModel({ followOrder: following(complete), session: sessionOf(SESSION) });
    vm.setSearch('orderId=NOPE');
    await vm.load();
    expect(vm.status).toBe('not-found');
    vm.setSearch('');
    await vm.load();
    expect(vm.status).toBe('not-found');
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('a cancelled takeout order shows its label and no progress', async () => {
    const vm = new OrderCompleteViewModel({
      followOrder: following(async () => order('CANCELLED', 'TAKEOUT')),
      session: sessionOf(SESSION),
    });
    vm.setSearch('orderId=ORD7');
    await vm.load();
    expect(vm.statusLabel).toBe('주문취소');
    expect(vm.steps).toEqual([]);
    expect(vm.amounts.map((row) => row.label)).not.toContain('배달팁');
  });

  it('formats instants on the Seoul wall clock', () => {
    expect(formatSeoulDateTime('2026-11-20T15:30:00Z')).toBe('2026.11.21 00:30');
    expect(formatSeoulDateTime('2026-11-20T09:07:00+09:00')).toBe('2026.11.20 09:07');
  });
});
