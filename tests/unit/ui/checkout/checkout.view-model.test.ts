import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { checkoutLoader } from '../../../../src/adapters/ui/pages/checkout/checkout.loader';
import { PointFieldViewModel } from '../../../../src/adapters/ui/pages/checkout/points/point-field.view-model';
import type { OrderPlaceResult } from '../../../../src/application/ports/order-gateway';
import { TOKENS } from '../../../../src/composition-root';
import { PAYMENT_MESSAGES } from '../../../../src/contract/payment';
import type { Loadable, Session } from '../../../../src/domain/session/types';
import { stubMatchMedia } from '../support/dom';
import { APPROVED_CARD, checkoutScreen, DECLINED_CARD, settled } from './checkout-world';

/** Menu 101 황금올리브치킨 20,000원 at branch 1 (delivery fee 3,000원); the member holds 12,300 P and M-3000. */
const OLIVE_DELIVERY = 'mealType=DELIVERY&mc=101-1-10011';

describe('the checkout price', { timeout: 20_000 }, () => {
  it('starts from init and updates at once on every choice, then the server confirms it', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY);
    expect(vm.status).toBe('ready');
    expect(vm.pricing.summary.map((row) => [row.label, row.value])).toEqual([
      ['주문금액', '20,000원'],
      ['배달팁', '3,000원'],
      ['할인', '0원'],
      ['포인트', '0원'],
      ['해피포인트', '0원'],
    ]);
    expect(vm.pricing.total).toBe(23_000);
    expect(vm.payLabel).toBe('23,000원 결제하기');

    vm.pricing.coupons.open('membership');
    vm.pricing.coupons.choose('M-3000');
    // The domain prices the choice before any server answer.
    expect(vm.pricing.total).toBe(20_000);
    expect(vm.pricing.confirmation.pending).toBe(true);
    await settled(vm);
    expect(vm.pricing.confirmation.confirmed?.breakdown.total).toBe(20_000);
    expect(vm.pricing.error).toBeNull();
    expect(vm.canPay).toBe(true);
  });

  it('a price the server refuses shows its message and paying is disabled', async () => {
    const { vm, orders } = await checkoutScreen(OLIVE_DELIVERY);
    await settled(vm);
    vi.spyOn(orders, 'calc').mockResolvedValue({
      kind: 'rejected',
      code: 'BRANCH_CLOSED',
      message: '영업이 끝났습니다.',
    });
    vm.pricing.coupons.open('membership');
    vm.pricing.coupons.choose('M-3000');
    await settled(vm);
    expect(vm.pricing.error).toBe('영업이 끝났습니다.');
    expect(vm.canPay).toBe(false);
  });

  it('without a meal type the screen asks for one; a broken mc is refused before any call', async () => {
    const missing = await checkoutScreen('mc=101-1-10011');
    expect(missing.vm.status).toBe('meal-type-required');
    expect(missing.vm.failure).toBe('배달인지 포장인지 먼저 선택해주세요.');

    const broken = await checkoutScreen('mealType=takeout&branchId=1&mc=101-');
    expect(broken.vm.status).toBe('rejected');
    expect(broken.vm.failure).toBe('주문 정보가 올바르지 않습니다. 장바구니에서 다시 주문해주세요.');
  });

  it('a mobile screen snapshots with the MOBILEWEB agent, the branch from the query', async () => {
    stubMatchMedia(() => true);
    let init: ReturnType<typeof vi.spyOn> | undefined;
    const { vm, first } = await checkoutScreen('mealType=takeout&branchId=4&mc=101-2-10011', {
      before: async (get) => {
        init = vi.spyOn(get(TOKENS.OrderGateway), 'init');
      },
    });
    vm.setMobile(true);
    expect(vm.takenForOtherAgent(first)).toBe(false);
    expect(init).toHaveBeenCalledWith({
      mealType: 'TAKEOUT',
      branchId: 4,
      items: [{ menuId: 101, quantity: 2, subOptionIds: [10011] }],
      agent: 'MOBILEWEB',
    });
    expect(vm.delivery).toBe(false);
    expect(vm.pricing.summary.map((row) => row.label)).not.toContain('배달팁');
  });
});

describe('the coupon choice', { timeout: 20_000 }, () => {
  it('membership coupons are a single choice; an unusable one is dimmed with its reason and refused', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY);
    const coupons = vm.pricing.coupons;
    expect(coupons.rows.membershipCoupon).toEqual({ text: '2장', clickable: true });
    expect(coupons.rows.voucher).toEqual({ text: '(없음)', clickable: false });
    coupons.open('voucher');
    expect(coupons.openKind).toBeNull();

    coupons.open('membership');
    expect(coupons.choiceViews.map((c) => [c.title, c.selectable, c.reason])).toEqual([
      ['3,000원 할인', true, null],
      ['10% 할인', false, '2만원 이상 주문 시 사용 가능'],
    ]);
    coupons.choose('M-RATE10');
    expect(coupons.selection.membershipCouponNo).toBeNull();
    expect(coupons.error).toBe('2만원 이상 주문 시 사용 가능');
    coupons.choose('M-3000');
    expect(coupons.rows.membershipCoupon.text).toBe('-3,000원');
    coupons.choose(null);
    expect(coupons.selection.membershipCouponNo).toBeNull();
    expect(vm.pricing.total).toBe(23_000);
  });

  it('vouchers and price coupons add up; nothing left to pay hides the payment methods and says 주문하기', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY, {
      before: async (get) => {
        await get(TOKENS.CouponWallet).register('voucher', 'VC300000001');
        await get(TOKENS.CouponWallet).register('price-coupon', 'PC200000001');
      },
    });
    const coupons = vm.pricing.coupons;
    coupons.open('voucher');
    const [voucher] = coupons.choiceViews;
    coupons.choose(voucher?.key ?? '');
    coupons.open('priceCoupon');
    const [priceCoupon] = coupons.choiceViews;
    coupons.choose(priceCoupon?.key ?? '');
    expect(coupons.rows.voucher.text).toBe('-20,000원');
    expect(coupons.rows.priceCoupon.text).toBe('-3,000원');
    expect(vm.pricing.total).toBe(0);
    expect(vm.showsPayment).toBe(false);
    expect(vm.payLabel).toBe('주문하기');
  });
});

describe('the points', { timeout: 20_000 }, () => {
  it('typing keeps digits clamped to the balance; blur rounds down to 100 P and clears 1..99 P', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY);
    const points = vm.pricing.points;
    expect(vm.pricing.pointBalance).toBe(12_300);
    points.type('1,2a999');
    expect(points.text).toBe('12300');
    points.type('1250');
    vm.pricing.blurPoints();
    expect(points.points).toBe(1_200);
    expect(vm.pricing.total).toBe(21_800);
    points.type('99');
    vm.pricing.blurPoints();
    expect(points.points).toBe(0);
  });

  it('전액 사용 uses the lesser of balance and payable, rounded to 100 P; a second press resets it', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY);
    vm.pricing.toggleWholePoints();
    expect(vm.pricing.points.points).toBe(12_300);
    expect(vm.pricing.points.wholeUsed).toBe(true);
    vm.pricing.toggleWholePoints();
    expect(vm.pricing.points.points).toBe(0);
  });

  it('points are clamped again when a coupon lowers what is left to pay', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY, {
      before: async (get) => {
        await get(TOKENS.CouponWallet).register('voucher', 'VC300000001');
      },
    });
    vm.pricing.toggleWholePoints();
    expect(vm.pricing.points.points).toBe(12_300);
    vm.pricing.coupons.open('voucher');
    vm.pricing.coupons.choose(vm.pricing.coupons.choiceViews[0]?.key ?? '');
    expect(vm.pricing.points.points).toBe(3_000);
    expect(vm.pricing.total).toBe(0);
  });

  it('the input is disabled below a 100 P balance', () => {
    const field = new PointFieldViewModel(() => ({ balance: 99, payable: 10_000 }));
    expect(field.disabled).toBe(true);
    field.type('50');
    expect(field.points).toBe(0);
  });

  it('a linked member spends Happy Point in 100 P units within its balance; the row shows it spent', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY);
    expect(vm.pricing.happyPointText).toBe('등록완료');
    vm.pricing.happy.type('5000');
    vm.pricing.blurPoints();
    expect(vm.pricing.happy.points).toBe(3_000);
    expect(vm.pricing.happyPointText).toBe('-3,000P');
    expect(vm.pricing.total).toBe(20_000);
  });

  it('a guest has no points and no Happy Point rows', async () => {
    const { vm } = await checkoutScreen('mealType=takeout&branchId=1&mc=101-1-10011', { visitor: 'guest' });
    expect(vm.status).toBe('ready');
    expect(vm.isMember).toBe(false);
    expect(vm.pricing.happyPointInfo).toBeNull();
    expect(vm.pricing.summary.map((row) => row.label)).toEqual(['주문금액', '할인']);
  });
});

describe('paying', { timeout: 20_000 }, () => {
  it('a double submit sends one process call and lands on the complete page once', async () => {
    const { vm, orders, replace } = await checkoutScreen(OLIVE_DELIVERY);
    const process = vi.spyOn(orders, 'process');
    vm.typeCardNumber(`${APPROVED_CARD.slice(0, 4)} ${APPROVED_CARD.slice(4)}`);
    const first = vm.submit.pay();
    const second = vm.submit.pay();
    expect(vm.canPay).toBe(false);
    await Promise.all([first, second]);
    await vm.submit.pay();
    expect(process).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0]?.[0]).toMatch(/^\/checkout\/complete\?orderId=ORD\d+$/);
  });

  it('a card number that is not 16 digits is refused before anything is sent', async () => {
    const { vm, orders } = await checkoutScreen(OLIVE_DELIVERY);
    const process = vi.spyOn(orders, 'process');
    vm.typeCardNumber('4242');
    await vm.submit.pay();
    expect(process).not.toHaveBeenCalled();
    expect(vm.cardError).toBe(PAYMENT_MESSAGES.cardNumberInvalid);
    vm.typeCardNumber(APPROVED_CARD);
    expect(vm.cardError).toBeNull();
  });

  it('a declined card keeps the coupons, shows the message, and the next attempt has a new key', async () => {
    const { vm, orders, replace } = await checkoutScreen(OLIVE_DELIVERY);
    const process = vi.spyOn(orders, 'process');
    vm.pricing.coupons.open('membership');
    vm.pricing.coupons.choose('M-3000');
    vm.pricing.coupons.close();
    vm.typeCardNumber(DECLINED_CARD);
    await vm.submit.pay();
    expect(vm.submit.alert).toEqual({ title: '결제 실패', message: PAYMENT_MESSAGES.declined, reinit: false });
    expect(vm.status).toBe('ready');
    expect(vm.pricing.coupons.selection.membershipCouponNo).toBe('M-3000');
    expect(replace).not.toHaveBeenCalled();

    vm.submit.dismissAlert();
    vm.typeCardNumber(APPROVED_CARD);
    await vm.submit.pay();
    const keys = process.mock.calls.map(([submission]) => submission.idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-2']);
    expect(process.mock.calls[1]?.[0].coupons.membershipCouponNo).toBe('M-3000');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('a retry after a network error reuses the idempotency key', async () => {
    const { vm, orders, replace } = await checkoutScreen(OLIVE_DELIVERY);
    const process = vi.spyOn(orders, 'process').mockRejectedValueOnce(new Error('Network Error'));
    vm.typeCardNumber(APPROVED_CARD);
    await vm.submit.pay();
    expect(vm.submit.alert?.message).toBe(
      '주문 요청을 완료하지 못했습니다. 네트워크 상태를 확인하고 다시 시도해주세요.',
    );
    await vm.submit.pay();
    expect(process.mock.calls.map(([s]) => s.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('an adult-only order opens the 성인 인증 popup first, then verifies and pays', async () => {
    const { vm, orders, replace } = await checkoutScreen('mealType=takeout&branchId=1&mc=303-1');
    const process = vi.spyOn(orders, 'process');
    const verify = vi.spyOn(orders, 'verifyAdult');
    expect(vm.adultVerificationNeeded).toBe(true);
    vm.typeCardNumber(APPROVED_CARD);
    await vm.submit.pay();
    expect(vm.submit.adultOpen).toBe(true);
    expect(process).not.toHaveBeenCalled();

    await vm.submit.adultVerified('ci-token-1');
    expect(verify).toHaveBeenCalledWith('ci-token-1');
    expect(vm.submit.adultOpen).toBe(false);
    expect(process).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('the server asking for adult verification opens the popup too', async () => {
    const { vm, orders } = await checkoutScreen(OLIVE_DELIVERY);
    const refusal: OrderPlaceResult = {
      kind: 'rejected',
      code: 'ADULT_VERIFICATION_REQUIRED',
      message: '성인 인증이 필요한 메뉴가 있습니다. 본인 인증 후 주문해주세요.',
    };
    vi.spyOn(orders, 'process').mockResolvedValueOnce(refusal);
    vm.typeCardNumber(APPROVED_CARD);
    await vm.submit.pay();
    expect(vm.submit.adultOpen).toBe(true);
  });

  it('a lost checkout offers a new snapshot that keeps the coupons', async () => {
    const { vm, orders } = await checkoutScreen(OLIVE_DELIVERY);
    vm.pricing.coupons.open('membership');
    vm.pricing.coupons.choose('M-3000');
    const refusal: OrderPlaceResult = {
      kind: 'rejected',
      code: 'CHECKOUT_NOT_FOUND',
      message: '주문 정보를 찾을 수 없습니다.',
    };
    vi.spyOn(orders, 'process').mockResolvedValueOnce(refusal);
    vm.typeCardNumber(APPROVED_CARD);
    const before = vm.checkout?.checkoutId;
    await vm.submit.pay();
    expect(vm.submit.alert).toMatchObject({ reinit: true, message: '주문 정보를 찾을 수 없습니다.' });
    await vm.submit.reinit();
    expect(vm.checkout?.checkoutId).not.toBe(before);
    expect(vm.pricing.coupons.selection.membershipCouponNo).toBe('M-3000');
    expect(vm.pricing.total).toBe(20_000);
  });

  it('a placed order refreshes the cart badge (a checkout of the server cart empties it)', async () => {
    const { vm, root } = await checkoutScreen('mealType=takeout&branchId=1', {
      before: async (get) => {
        await get(TOKENS.CartGateway).add({ mainMenuId: 301, quantity: 1, subOptionItemIdSet: [] });
        await get(TOKENS.CartGateway).add({ mainMenuId: 302, quantity: 1, subOptionItemIdSet: [] });
      },
    });
    await root.cart.refresh();
    expect(root.cart.count).toEqual({ status: 'loaded', value: 2 });
    vm.choosePaymentMethod('MEET_CASH');
    await vm.submit.pay();
    expect(vm.submit.placed).toBe(true);
    expect(root.cart.count).toEqual({ status: 'loaded', value: 0 });
  });
});

describe("the route loader's snapshot (issue 13)", { timeout: 20_000 }, () => {
  /** Calls `counted` on every snapshot (POST /order/init) of the screen's order gateway, which still answers it. */
  const countInits = (get: Parameters<typeof checkoutLoader>[0], counted: () => void) => {
    const orders = get(TOKENS.OrderGateway);
    const init = orders.init.bind(orders);
    vi.spyOn(orders, 'init').mockImplementation(async (input) => {
      counted();
      return init(input);
    });
  };

  /** The /checkout loader run at `search` in a 1280 px browser (a desktop: DESKTOPWEB, as the screen's agent). */
  const loaded = (search: string) => async (get: Parameters<typeof checkoutLoader>[0]) => {
    stubMatchMedia(() => false);
    const request = new Request(`http://localhost/checkout?${search}`);
    return checkoutLoader(get)({ request, params: {}, context: undefined } as never);
  };

  it('is on screen from the first render; 다시 시도 snapshots again through the loader', async () => {
    const statuses: string[] = [];
    let initCalls = 0;
    const { vm } = await checkoutScreen(OLIVE_DELIVERY, {
      preload: loaded(OLIVE_DELIVERY),
      constructed: (screen) => {
        statuses.push(screen.status);
        initCalls = 0;
      },
      before: async (get) => {
        countInits(get, () => {
          initCalls += 1;
        });
      },
    });
    expect(statuses).toEqual(['ready']);
    expect(initCalls).toBe(0);
    expect(vm.status).toBe('ready');
    expect(vm.agent).toBe('DESKTOPWEB');
    expect(vm.pricing.total).toBe(23_000);
    await vm.retry();
    expect(initCalls).toBe(1);
    expect(vm.status).toBe('ready');
  });

  it('taken for another agent, the screen asks for a snapshot for its own, keeping the choices', async () => {
    const agents: string[] = [];
    const { vm, first, orders } = await checkoutScreen(OLIVE_DELIVERY, {
      preload: async (get) => ({ ...(await loaded(OLIVE_DELIVERY)(get)), agent: 'MOBILEWEB' as const }),
    });
    const init = orders.init.bind(orders);
    vi.spyOn(orders, 'init').mockImplementation(async (input) => {
      agents.push(input.agent);
      return init(input);
    });
    expect(vm.agent).toBe('DESKTOPWEB');
    expect(vm.takenForOtherAgent(first)).toBe(true);
    vm.pricing.coupons.open('membership');
    vm.pricing.coupons.choose('M-3000');
    await vm.reinit();
    expect(agents).toEqual(['DESKTOPWEB']);
    // The answer it had is no longer the one on screen.
    expect(vm.takenForOtherAgent(first)).toBe(false);
    expect(vm.status).toBe('ready');
    expect(vm.pricing.coupons.selection.membershipCouponNo).toBe('M-3000');
    expect(vm.pricing.total).toBe(20_000);
  });

  it("rendered on the server, the price waits for the server's word, and a member's points show before the session is read", async () => {
    // The browser has not read its session yet (a page the server rendered reads it once hydrated).
    const reading = observable({
      session: { status: 'loading' } as Loadable<Session>,
      get current(): Session | null {
        return this.session.status === 'loaded' ? this.session.value : null;
      },
    });
    let pendingAsConstructed: boolean | undefined;
    const { vm, root } = await checkoutScreen(OLIVE_DELIVERY, {
      session: reading,
      preload: async (get) => ({ ...(await loaded(OLIVE_DELIVERY)(get)), member: true }),
      // What the server renders: the snapshot's price waits for the server's word, which the hydrated page asks for.
      constructed: (screen) => {
        pendingAsConstructed = screen.pricing.confirmation.pending;
      },
    });
    expect(pendingAsConstructed).toBe(true);
    expect(vm.status).toBe('ready');
    expect(vm.isMember).toBe(true);
    await settled(vm);
    expect(vm.pricing.confirmation.confirmed?.breakdown.total).toBe(23_000);
    const member = root.session.current;
    runInAction(() => {
      reading.session = { status: 'loaded', value: member };
    });
    expect(vm.isMember).toBe(true);
    // A session that reads otherwise (signed out in another tab) is the page's from then on.
    runInAction(() => {
      reading.session = { status: 'loaded', value: null };
    });
    expect(vm.isMember).toBe(false);
  });

  it('a snapshot the loader could not take shows the failed state; 다시 시도 takes it', async () => {
    const { vm } = await checkoutScreen(OLIVE_DELIVERY, {
      preload: async () => ({ search: OLIVE_DELIVERY, agent: 'DESKTOPWEB', result: null, member: true }),
    });
    expect(vm.status).toBe('failed');
    expect(vm.failure).not.toBeNull();
    const retrying = vm.retry();
    expect(vm.status).toBe('loading');
    expect(vm.canPay).toBe(false);
    await retrying;
    expect(vm.status).toBe('ready');
    expect(vm.pricing.total).toBe(23_000);
  });

  it('signed out, the loader asks nothing and the screen shows the signed-out state at once', async () => {
    let initCalls = 0;
    const statuses: string[] = [];
    const { vm } = await checkoutScreen(OLIVE_DELIVERY, {
      visitor: 'signed-out',
      before: async (get) => {
        countInits(get, () => {
          initCalls += 1;
        });
      },
      preload: loaded(OLIVE_DELIVERY),
      constructed: (screen) => statuses.push(screen.status),
    });
    expect(statuses).toEqual(['signed-out']);
    expect(vm.status).toBe('signed-out');
    expect(initCalls).toBe(0);
  });
});
