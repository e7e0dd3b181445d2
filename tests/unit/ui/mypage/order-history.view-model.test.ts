import { describe, expect, it, vi } from 'vitest';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import { ORDER_REFUSALS } from '../../../../src/adapters/memory/in-memory-order-gateway';
import { InMemoryOrderStatusStream } from '../../../../src/adapters/memory/in-memory-order-status-stream';
import { QUICK_ORDER_REFUSALS } from '../../../../src/adapters/memory/in-memory-quick-order-book';
import { memoryGuestToken } from '../../../../src/adapters/memory/in-memory-session-gateway';
import { ManualScheduler } from '../../../../src/adapters/memory/local/manual-scheduler';
import type { OrdersPreload } from '../../../../src/adapters/ui/pages/mypage/orders/mypage-orders.loader';
import { MypageOrdersViewModel } from '../../../../src/adapters/ui/pages/mypage/orders/mypage-orders.view-model';
import {
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_REFRESH_MS,
  type OrderHistoryDeps,
  OrderHistoryViewModel,
} from '../../../../src/adapters/ui/pages/mypage/orders/order-history.view-model';
import type { OrderGateway } from '../../../../src/application/ports/order-gateway';
import { ListOrderHistory } from '../../../../src/application/use-cases/list-order-history';
import { RefreshOrderHistory } from '../../../../src/application/use-cases/refresh-order-history';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import { formatSeoulDateTime, formatSeoulTime } from '../../../../src/domain/money/calendar';
import { QUICK_ORDER_PRICE_WARNING } from '../../../../src/domain/validation/quick-order';
import { GUEST_PHONE, MEMBER } from '../../application/memory-world';
import { advanceOrder, CHEESE_BALLS, OLIVE_WHOLE, orderStreamOf, placeOrder } from './orders-world';

/** 2026-11-20 12:00 Asia/Seoul: the memory clock's start, when every test order is placed. */
const PLACED_AT = '2026.11.20 12:00';

async function signedIn(visitor: 'member' | 'guest'): Promise<Resolve> {
  const get = resolverOf(createContainer(memoryModules));
  const sessions = get(TOKENS.SessionGateway);
  if (visitor === 'member') {
    await sessions.signIn({ provider: 'member', ...MEMBER });
  } else {
    const guest = { name: '비회원', phoneNumber: GUEST_PHONE };
    await get(TOKENS.PhoneVerification).create(guest);
    await get(TOKENS.PhoneVerification).confirm({ ...guest, authCode: franchiseFixtures.verificationCode });
    await sessions.signIn({ provider: 'guest', guestToken: memoryGuestToken(GUEST_PHONE) });
  }
  return get;
}

/** The memory family's scheduler: time moves only when a test advances it. */
function schedulerOf(get: Resolve): ManualScheduler {
  const scheduler = get(TOKENS.Scheduler);
  if (!(scheduler instanceof ManualScheduler)) throw new Error('the memory modules bind a ManualScheduler');
  return scheduler;
}

/** What reads the history's pages for the page's route loader (ListOrderHistory). */
type HistoryReader = Pick<ListOrderHistory, 'execute'>;

/**
 * The history of the /mypage/orders page: `load(page)` is what its route loader does for `?page=` (read the page, an
 * outage as null) followed by the page presenting the answer; another page and 다시 시도 go through it.
 */
function history(get: Resolve, overrides: Partial<OrderHistoryDeps> & { listHistory?: HistoryReader } = {}) {
  const logs: unknown[][] = [];
  const { listHistory = get(TOKENS.ListOrderHistory), ...deps } = overrides;
  const load = async (page: number): Promise<void> => {
    try {
      vm.present(page, await listHistory.execute({ page }));
    } catch (error) {
      logs.push(['the order history could not be read', error]);
      vm.present(page, null);
    }
  };
  const vm: OrderHistoryViewModel = new OrderHistoryViewModel({
    goToPage: (page) => void load(page),
    readAgain: () => load(vm.page),
    readOrder: get(TOKENS.ReadOrder),
    cancelOrder: get(TOKENS.CancelOrder),
    saveQuickOrder: get(TOKENS.SaveQuickOrder),
    refreshHistory: get(TOKENS.RefreshOrderHistory),
    log: (...args) => logs.push(args),
    ...deps,
  });
  return { vm, scheduler: schedulerOf(get), logs, load };
}

/** Moves time by one refresh interval and waits until the refresh has gone round (the next one is scheduled). */
async function nextRefresh(scheduler: ManualScheduler): Promise<void> {
  scheduler.advance(ORDER_REFRESH_MS);
  await vi.waitFor(() => expect(scheduler.pending).toBe(1));
}

describe('order times', () => {
  it('are shown on the Asia/Seoul wall clock as YYYY.MM.DD HH:mm', () => {
    expect(formatSeoulDateTime('2026-11-20T03:00:00.000Z')).toBe('2026.11.20 12:00');
    expect(formatSeoulDateTime('2026-11-20T15:30:00Z')).toBe('2026.11.21 00:30');
    expect(formatSeoulTime('2026-12-31T14:59:00Z')).toBe('23:59');
  });
});

describe('the order history', () => {
  it('lists orders newest first with date, status, meal type, branch, first menu and total', async () => {
    const get = await signedIn('member');
    await placeOrder(get);
    await placeOrder(get, { items: [CHEESE_BALLS, OLIVE_WHOLE], mealType: 'TAKEOUT', branchId: 4 });
    const { vm, load } = history(get);
    await load(1);

    expect(vm.status).toBe('ready');
    expect(
      vm.rows.map((r) => [r.orderedAt, r.statusLabel, r.tone, r.mealType, r.branchName, r.menuSummary, r.total]),
    ).toEqual([
      [PLACED_AT, '주문완료', 'progress', '포장', '강남역점', '치즈볼 외 1건', '30,000원'],
      [PLACED_AT, '주문완료', 'progress', '배달', '문정법조타운점', '황금올리브치킨', '23,000원'],
    ]);
  });

  it('pages 10 orders at a time', async () => {
    const get = await signedIn('member');
    const placed = [];
    for (let i = 0; i < ORDER_HISTORY_PAGE_SIZE + 2; i += 1) placed.push(await placeOrder(get));
    const { vm, load } = history(get);
    await load(1);
    expect(vm.rows).toHaveLength(10);
    expect(vm.totalPages).toBe(2);
    expect(vm.rows[0]?.id).toBe(placed.at(-1)?.id);

    vm.goTo(2);
    await vi.waitFor(() => expect(vm.page).toBe(2));
    expect(vm.status).toBe('ready');
    expect(vm.rows.map((r) => r.id)).toEqual([placed[1]?.id, placed[0]?.id]);
  });

  it('is empty for a customer without orders', async () => {
    const { vm, load } = history(await signedIn('member'));
    await load(1);
    expect(vm.isEmpty).toBe(true);
    expect(vm.totalPages).toBe(0);
  });

  it('a read that fails shows the retry state, and retrying reads again', async () => {
    const get = await signedIn('member');
    await placeOrder(get);
    const real = get(TOKENS.OrderGateway);
    let fail = true;
    const listHistory = new ListOrderHistory({
      history: (page, size) => (fail ? Promise.reject(new Error('down')) : real.history(page, size)),
    });
    const { vm, logs, load } = history(get, { listHistory });
    await load(1);
    expect(vm.status).toBe('failed');
    expect(logs).toHaveLength(1);
    fail = false;
    await vm.retry();
    expect(vm.status).toBe('ready');
    expect(vm.rows).toHaveLength(1);
  });

  it('the detail shows the delivery progress with the current step, the menus, the amounts and the address', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get, {
      items: [{ ...OLIVE_WHOLE, subOptionIds: [10012, 10021] }],
      points: 1000,
      request: {
        orderMessage: '바삭하게 부탁드려요',
        orderMessageExcludeRadish: true,
        orderMessageExcludeBeverage: false,
        orderMessageExcludeDisposableProducts: true,
        deliveryMessage: '문 앞에 놓아주세요',
      },
    });
    const { vm, load } = history(get);
    await load(1);
    await vm.toggle(order.id);
    const detail = vm.expanded;

    expect(detail?.orderId).toBe(order.orderId);
    expect(detail?.steps.map((s) => [s.label, s.state, s.time])).toEqual([
      ['주문완료', 'current', '12:00'],
      ['주문접수', 'upcoming', null],
      ['조리중', 'upcoming', null],
      ['배달중', 'upcoming', null],
      ['배달완료', 'upcoming', null],
    ]);
    expect(detail?.items).toEqual([
      { key: '0-황금올리브치킨', name: '황금올리브치킨', quantity: '1개', options: ['순살', '콜라 1.25L'] },
    ]);
    expect(detail?.amounts.map((a) => [a.label, a.value])).toEqual([
      ['상품 금액', '24,500원'],
      ['배달비', '3,000원'],
      ['포인트 사용', '-1,000P'],
      ['결제 금액', '26,500원'],
      ['결제 수단', '신용카드'],
    ]);
    expect(detail?.place).toEqual([
      { label: '배달 주소', value: '서울특별시 송파구 문정로 11 101동 1001호' },
      { label: '배달 매장', value: '문정법조타운점 (02-400-0001)' },
    ]);
    expect(detail?.requests).toEqual([
      { label: '매장 요청', value: '바삭하게 부탁드려요' },
      { label: '제외 요청', value: '치킨무 빼주세요, 일회용 수저, 포크 빼주세요' },
      { label: '배달 요청', value: '문 앞에 놓아주세요' },
    ]);
    expect(detail?.cancellable).toBe(true);

    await vm.toggle(order.id);
    expect(vm.expanded).toBeNull();
  });

  it('a takeout order shows the pickup steps and the pickup branch; reached steps are done with their times', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get, { mealType: 'TAKEOUT', branchId: 1 });
    advanceOrder(get, order.id, 'ACCEPTED', '2026-11-20T03:02:00Z');
    advanceOrder(get, order.id, 'COOKING', '2026-11-20T03:05:00Z');
    const { vm, load } = history(get);
    await load(1);
    await vm.toggle(order.id);

    expect(vm.expanded?.steps.map((s) => [s.label, s.state, s.time])).toEqual([
      ['주문완료', 'done', '12:00'],
      ['주문접수', 'done', '12:02'],
      ['조리중', 'current', '12:05'],
      ['픽업대기', 'upcoming', null],
      ['픽업완료', 'upcoming', null],
    ]);
    expect(vm.expanded?.place).toEqual([{ label: '포장 매장', value: '문정법조타운점 (02-400-0001)' }]);
    expect(vm.expanded?.amounts.map((a) => a.label)).not.toContain('배달비');
    expect(vm.expanded?.cancellable).toBe(false);
  });

  it('opening a detail reads the order again', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    const { vm, load } = history(get);
    await load(1);
    advanceOrder(get, order.id, 'ACCEPTED', '2026-11-20T03:01:00Z');
    await vm.toggle(order.id);
    expect(vm.rows[0]?.statusLabel).toBe('주문접수');
  });

  it('cancelling after the confirmation shows the result, marks the order cancelled and gives the points back', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get, { points: 1000 });
    const points = get(TOKENS.PointLedger);
    const before = (await points.status()).currentPoint;
    const afterCancel = vi.fn(async () => undefined);
    const { vm, load } = history(get, { afterCancel });
    await load(1);
    await vm.toggle(order.id);

    vm.askCancel(order.id);
    expect(vm.cancelling?.id).toBe(order.id);
    await vm.confirmCancel();
    expect(afterCancel).toHaveBeenCalledTimes(1);

    expect(vm.cancelling).toBeNull();
    expect(vm.alert).toBe('주문이 취소되었습니다.');
    expect(vm.rows[0]).toMatchObject({ statusLabel: '주문취소', tone: 'cancelled', cancellable: false });
    expect(vm.expanded?.cancellable).toBe(false);
    expect(vm.expanded?.cancelledAt).toBe('12:00');
    expect(vm.expanded?.steps[0]?.state).toBe('done');
    expect((await points.status()).currentPoint).toBe(before + 1000);
  });

  it('a cancel the branch refuses shows its message and the order as it now is', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    const afterCancel = vi.fn(async () => undefined);
    const { vm, load } = history(get, { afterCancel });
    await load(1);
    advanceOrder(get, order.id, 'COOKING', '2026-11-20T03:04:00Z');

    vm.askCancel(order.id);
    await vm.confirmCancel();
    expect(afterCancel).not.toHaveBeenCalled();

    expect(vm.alert).toBe(ORDER_REFUSALS.notCancellable);
    expect(vm.rows[0]).toMatchObject({ statusLabel: '조리중', cancellable: false });
    vm.dismissAlert();
    expect(vm.alert).toBeNull();
  });

  it('only a cancellable order can be asked to cancel', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    advanceOrder(get, order.id, 'COOKING', '2026-11-20T03:04:00Z');
    const { vm, load } = history(get);
    await load(1);
    vm.askCancel(order.id);
    expect(vm.cancelling).toBeNull();
  });

  it('each status change an order in progress gets shows at once, pushed by its stream, without reading the page', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    const real = get(TOKENS.OrderGateway);
    const read = vi.fn((page: number, size: number) => real.history(page, size));
    const stream = orderStreamOf(get);
    const { vm, scheduler, load } = history(get, { listHistory: new ListOrderHistory({ history: read }) });
    const stop = vm.start();
    await load(1);
    await vm.toggle(order.id);
    await vi.waitFor(() => expect(stream.openCount).toBe(1));

    advanceOrder(get, order.id, 'ACCEPTED', '2026-11-20T03:01:00Z');
    await vi.waitFor(() => expect(vm.rows[0]?.statusLabel).toBe('주문접수'));
    advanceOrder(get, order.id, 'COOKING', '2026-11-20T03:05:00Z');
    await vi.waitFor(() => expect(vm.rows[0]).toMatchObject({ statusLabel: '조리중', cancellable: false }));
    // The open detail follows too: its progress marks COOKING as the current step.
    expect(vm.expanded?.steps.find((step) => step.state === 'current')).toMatchObject({ label: '조리중' });
    expect(vm.expanded?.cancellable).toBe(false);
    await nextRefresh(scheduler);
    advanceOrder(get, order.id, 'CANCELLED', '2026-11-20T03:06:00Z');
    await vi.waitFor(() => expect(stream.openCount).toBe(0));
    expect(vm.rows[0]?.statusLabel).toBe('주문취소');
    expect(read).toHaveBeenCalledTimes(1);

    stop();
    expect(scheduler.pending).toBe(0);
  });

  it('orders in progress are read again every 15 s while their stream cannot connect, until the page stops it', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    orderStreamOf(get).unreachable = true;
    const { vm, scheduler, load } = history(get);
    await load(1);
    const stop = vm.start();

    advanceOrder(get, order.id, 'ACCEPTED', '2026-11-20T03:01:00Z');
    scheduler.advance(ORDER_REFRESH_MS - 1);
    expect(vm.rows[0]?.statusLabel).toBe('주문완료');
    scheduler.advance(1);
    await vi.waitFor(() => expect(vm.rows[0]?.statusLabel).toBe('주문접수'));
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));

    advanceOrder(get, order.id, 'COOKING', '2026-11-20T03:05:00Z');
    await nextRefresh(scheduler);
    expect(vm.rows[0]?.statusLabel).toBe('조리중');

    stop();
    expect(scheduler.pending).toBe(0);
  });

  it('a page without orders in progress is not read again', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    advanceOrder(get, order.id, 'CANCELLED', '2026-11-20T03:01:00Z');
    const real = get(TOKENS.OrderGateway);
    const read = vi.fn((page: number, size: number) => real.history(page, size));
    const { vm, scheduler, load } = history(get, {
      listHistory: new ListOrderHistory({ history: read }),
      refreshHistory: new RefreshOrderHistory({ history: read }, orderStreamOf(get), schedulerOf(get)),
    });
    await load(1);
    vm.start();
    await nextRefresh(scheduler);
    await nextRefresh(scheduler);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('no refresh replaces the page while a cancel is being confirmed', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    orderStreamOf(get).unreachable = true;
    const { vm, scheduler, load } = history(get);
    await load(1);
    vm.start();
    vm.askCancel(order.id);
    advanceOrder(get, order.id, 'ACCEPTED', '2026-11-20T03:01:00Z');
    await nextRefresh(scheduler);
    expect(vm.rows[0]?.statusLabel).toBe('주문완료');

    vm.dismissCancel();
    await nextRefresh(scheduler);
    expect(vm.rows[0]?.statusLabel).toBe('주문접수');
  });

  it('a refresh that answers after the customer went to another page does not bring the old page back', async () => {
    const get = await signedIn('member');
    for (let i = 0; i < ORDER_HISTORY_PAGE_SIZE + 1; i += 1) await placeOrder(get);
    const real = get(TOKENS.OrderGateway);
    let hold: (() => void) | null = null;
    const held: Pick<OrderGateway, 'history'> = {
      history: async (page, size) => {
        await new Promise<void>((release) => {
          hold = release;
        });
        return real.history(page, size);
      },
    };
    orderStreamOf(get).unreachable = true;
    const { vm, scheduler, load } = history(get, {
      refreshHistory: new RefreshOrderHistory(held, orderStreamOf(get), schedulerOf(get)),
    });
    await load(1);
    vm.start();
    scheduler.advance(ORDER_REFRESH_MS);
    await vi.waitFor(() => expect(hold).not.toBeNull());

    vm.goTo(2);
    await vi.waitFor(() => expect(vm.page).toBe(2));
    const secondPage = vm.rows.map((r) => r.id);
    expect(secondPage).toHaveLength(1);
    (hold as unknown as () => void)();
    await vi.waitFor(() => expect(scheduler.pending).toBe(1));
    expect(vm.page).toBe(2);
    expect(vm.rows.map((r) => r.id)).toEqual(secondPage);
  });
});

describe('quick-order registration from an order', () => {
  it('needs a non-blank name; saving closes the popup and says 추가했습니다.', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get, { items: [OLIVE_WHOLE, CHEESE_BALLS] });
    const { vm, load } = history(get);
    await load(1);

    vm.openQuickOrder(order.id);
    const form = vm.quickOrderForm;
    expect(form).not.toBeNull();
    expect(vm.quickOrderLead).toBe('황금올리브치킨 외 1건');
    expect(QUICK_ORDER_PRICE_WARNING).toContain('정상가');
    expect(form?.canSave).toBe(false);
    form?.setTitle('   ');
    form?.blur();
    expect(form?.canSave).toBe(false);
    expect(form?.message).toBe('퀵오더 이름을 입력해주세요.');
    expect(await form?.save()).toBe(false);

    form?.setTitle('  우리집 단골  ');
    expect(form?.canSave).toBe(true);
    expect(form?.message).toBeNull();
    expect(await form?.save()).toBe(true);
    vm.quickOrderSaved();

    expect(vm.quickOrderForm).toBeNull();
    expect(vm.alert).toBe('추가했습니다.');
    const saved = await get(TOKENS.QuickOrderBook).list();
    expect(saved.map((q) => [q.quickOrderTitle, q.items.map((i) => i.menuName)])).toEqual([
      ['우리집 단골', ['황금올리브치킨', '치즈볼']],
    ]);
  });

  it('a name longer than the limit is cut at 30 characters', async () => {
    const get = await signedIn('member');
    const order = await placeOrder(get);
    const { vm, load } = history(get);
    await load(1);
    vm.openQuickOrder(order.id);
    vm.quickOrderForm?.setTitle('가'.repeat(40));
    expect(vm.quickOrderForm?.length).toBe(30);
  });

  it('a refusal stays in the popup with its message', async () => {
    const get = await signedIn('guest');
    const order = await placeOrder(get, { mealType: 'TAKEOUT', branchId: 1 });
    const { vm, load } = history(get);
    await load(1);
    vm.openQuickOrder(order.id);
    vm.quickOrderForm?.setTitle('비회원 퀵오더');
    expect(await vm.quickOrderForm?.save()).toBe(false);
    expect(vm.quickOrderForm?.message).toBe(QUICK_ORDER_REFUSALS.membersOnly);
    expect(vm.alert).toBeNull();
    vm.closeQuickOrder();
    expect(vm.quickOrderForm).toBeNull();
  });
});

describe('the /mypage/orders screen', () => {
  const EMPTY_PAGE = { kind: 'page', orders: [], page: 1, totalCount: 0, totalPages: 0 } as const;

  /** The page's view-model over a loader answer (`preload`), its orders in progress refreshed on `scheduler`. */
  function screenFor(preload: OrdersPreload) {
    const read = vi.fn(async (page: number, size: number) => ({ items: [], page, size, totalCount: 0 }));
    const scheduler = new ManualScheduler();
    const readPageAgain = vi.fn(async () => undefined);
    const historyVm = new OrderHistoryViewModel({
      goToPage: () => undefined,
      readAgain: readPageAgain,
      readOrder: { execute: async () => ({ kind: 'not-found' }) },
      cancelOrder: { execute: async () => ({ kind: 'not-found' }) },
      saveQuickOrder: { execute: async () => ({ kind: 'rejected', code: 'X', message: 'x' }) },
      refreshHistory: new RefreshOrderHistory({ history: read }, new InMemoryOrderStatusStream(() => null), scheduler),
    });
    const phones: string[] = [];
    const readAgain = vi.fn(async () => undefined);
    const vm = new MypageOrdersViewModel(
      { confirmPhone: (phone) => void phones.push(phone), readAgain },
      historyVm,
      preload,
    );
    return { vm, scheduler, phones, readAgain, readPageAgain };
  }

  it('a member: the loader’s page shows, quick orders are offered, and the refresh runs until the page stops', () => {
    const { vm, scheduler } = screenFor({
      view: 'history',
      viewer: 'member',
      confirmedPhone: null,
      page: 1,
      result: EMPTY_PAGE,
    });
    expect([vm.view, vm.title, vm.offersQuickOrder, vm.maskedPhone]).toEqual([
      'history',
      '주문 이력 & 퀵오더 등록',
      true,
      null,
    ]);
    expect(vm.history.isEmpty).toBe(true);
    const stop = vm.start();
    expect(scheduler.pending).toBe(1);
    stop();
    expect(scheduler.pending).toBe(0);
  });

  it('a guest confirms a phone first: it is recorded and the loader runs again, whose answer shows the history', async () => {
    const { vm, phones, readAgain } = screenFor({ view: 'guest-unconfirmed', viewer: 'guest' });
    expect([vm.view, vm.title, vm.offersQuickOrder]).toEqual(['guest-unconfirmed', '주문 이력', false]);
    await vm.confirmed({ kind: 'recorded', phoneNumber: '01055665678' });
    expect(phones).toEqual(['01055665678']);
    expect(readAgain).toHaveBeenCalledTimes(1);

    vm.present({ view: 'history', viewer: 'guest', confirmedPhone: '01055665678', page: 1, result: EMPTY_PAGE });
    expect([vm.view, vm.maskedPhone, vm.offersQuickOrder]).toEqual(['history', '010-****-5678', false]);
  });

  it('a page that could not be read offers 다시 시도, which asks the loader again', async () => {
    const { vm, readPageAgain } = screenFor({
      view: 'history',
      viewer: 'member',
      confirmedPhone: null,
      page: 2,
      result: null,
    });
    expect([vm.history.status, vm.history.page, vm.history.isEmpty]).toEqual(['failed', 2, false]);
    await vm.history.retry();
    expect(readPageAgain).toHaveBeenCalledTimes(1);
  });
});
