import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import type { CartPreload } from '../../../../src/adapters/ui/pages/cart/cart.loader';
import { CartViewModel } from '../../../../src/adapters/ui/pages/cart/cart.view-model';
import { CART_MESSAGES } from '../../../../src/adapters/ui/pages/cart/cart-messages';
import type { CartStore } from '../../../../src/adapters/ui/stores/cart-store';
import type { CartGateway } from '../../../../src/application/ports/cart-gateway';
import { ChangeCartLine } from '../../../../src/application/use-cases/change-cart-line';
import { ChangeEcouponMenu } from '../../../../src/application/use-cases/change-ecoupon-menu';
import { LoadCart } from '../../../../src/application/use-cases/load-cart';
import { RemoveCartLines } from '../../../../src/application/use-cases/remove-cart-lines';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import { lineTotalOf } from '../../../../src/domain/menu/order-form';
import { memoryServices, type Visitor } from './memory-services';

/** Fixture menus (src/adapters/memory/fixtures.ts): 황금올리브치킨 20,000원 with 순살 +2,000 and 콜라 +2,500. */
const OLIVE = { mainMenuId: 101, quantity: 1, subOptionItemIdSet: [10012, 10021] };
const OLIVE_UNIT = lineTotalOf(20_000, [2_000, 2_500], 1);
const CHEESE_BALL = { mainMenuId: 301, quantity: 2, subOptionItemIdSet: [] };
const CHEESE_BALL_UNIT = 5_000;
const COUPON_ONLY = { mainMenuId: 203, quantity: 1, subOptionItemIdSet: [] };

interface Setup {
  readonly get: Resolve;
  readonly cartStore: CartStore;
  readonly cart: CartViewModel;
  readonly gateway: CartGateway;
  readonly logs: unknown[][];
}

async function setup(
  visitor: Visitor = 'member',
  options: { search?: string; gateway?: (real: CartGateway) => CartGateway; ecoupons?: () => Promise<never[]> } = {},
): Promise<Setup> {
  const { get, session, cartStore } = await memoryServices(visitor);
  const real = get(TOKENS.CartGateway);
  const gateway = options.gateway?.(real) ?? real;
  const logs: unknown[][] = [];
  const orderForms = get(TOKENS.OrderFormRepository);
  const wallet = options.ecoupons ? { ecoupons: options.ecoupons } : get(TOKENS.CouponWallet);
  const cart = new CartViewModel({
    loadCart: new LoadCart(gateway, wallet, orderForms),
    changeLine: new ChangeCartLine(gateway),
    removeLines: new RemoveCartLines(gateway),
    changeEcouponMenu: new ChangeEcouponMenu(orderForms),
    session,
    cartStore,
    log: (...args) => logs.push(args),
  });
  cart.setSearch(options.search ?? '');
  return { get, cartStore, cart, gateway, logs };
}

async function added(
  { get, cartStore }: Pick<Setup, 'get' | 'cartStore'>,
  ...payloads: (typeof OLIVE)[]
): Promise<number[]> {
  const ids: number[] = [];
  for (const payload of payloads) {
    const result = await get(TOKENS.CartGateway).add(payload);
    if (result.kind !== 'added') throw new Error(`could not add ${payload.mainMenuId}`);
    ids.push(result.cartId);
  }
  await cartStore.refresh();
  return ids;
}

describe('the cart screen', () => {
  it('lists the server lines with their options by group, the server line totals and the server total', async () => {
    const { get, cart, cartStore } = await setup();
    await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    await cart.load();

    expect(cart.status).toBe('ready');
    expect(cart.lineViews.map((l) => [l.name, l.quantity, l.total])).toEqual([
      ['황금올리브치킨', 1, '24,500원'],
      ['치즈볼', 2, '10,000원'],
    ]);
    expect(cart.lineViews[0]?.options).toEqual([
      { group: '부위 선택', items: '순살' },
      { group: '음료 추가', items: '콜라 1.25L' },
    ]);
    expect(cart.totalLabel).toBe('34,500원');
    expect(cart.totalPrice).toBe(OLIVE_UNIT + 2 * CHEESE_BALL_UNIT);
  });

  it('a visitor without a session sees the signed-out state and no cart call is made', async () => {
    const list = vi.fn();
    const { cart } = await setup('signed-out', { gateway: (real) => ({ ...bound(real), list }) });
    await cart.load();
    expect(cart.status).toBe('signed-out');
    expect(list).not.toHaveBeenCalled();
    expect(cart.loginHref).toBe('/member/login?redirect_to=%2Fcart');
  });

  it('an empty cart links to /categories/1 keeping the kept query (mealType, branchId), nothing else', async () => {
    const { cart } = await setup('member', { search: '?mealType=delivery&branchId=7&foo=1&mc=1-1' });
    await cart.load();
    expect(cart.isEmpty).toBe(true);
    expect(cart.menuHref).toBe('/categories/1?mealType=delivery&branchId=7');
  });

  it('a failed read shows the error state; retrying reads again', async () => {
    let fail = true;
    const { cart, logs } = await setup('member', {
      gateway: (real) => ({
        ...bound(real),
        list: async () => {
          if (fail) throw new Error('down');
          return real.list();
        },
      }),
    });
    await cart.load();
    expect(cart.status).toBe('failed');
    expect(logs).toHaveLength(1);
    fail = false;
    await cart.load();
    expect(cart.status).toBe('ready');
  });

  it('the stepper PATCHes the quantity: the line and the total become the server values', async () => {
    const { get, cart, cartStore } = await setup();
    const [olive] = await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    await cart.load();
    await cart.changeQuantity(olive ?? 0, 3);

    expect(cart.lineViews[0]).toMatchObject({ quantity: 3, total: '73,500원', saving: false, error: null });
    expect(cart.totalPrice).toBe(lineTotalOf(20_000, [2_000, 2_500], 3) + 2 * CHEESE_BALL_UNIT);
    expect((await get(TOKENS.CartGateway).list()).responseList[0]?.quantity).toBe(3);
  });

  it('while a quantity is being saved the line shows it, is marked saving, and a second change waits', async () => {
    let release: () => void = () => undefined;
    const { get, cart, cartStore } = await setup('member', {
      gateway: (real) => ({
        ...bound(real),
        changeQuantity: async (id, quantity) => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return real.changeQuantity(id, quantity);
        },
      }),
    });
    const [olive] = await added({ get, cartStore }, OLIVE);
    await cart.load();
    const saving = cart.changeQuantity(olive ?? 0, 2);
    expect(cart.lineViews[0]).toMatchObject({ quantity: 2, saving: true });
    expect(cart.totalUpdating).toBe(true);
    await cart.changeQuantity(olive ?? 0, 5);
    release();
    await saving;
    expect(cart.lineViews[0]).toMatchObject({ quantity: 2, saving: false });
    expect(cart.totalUpdating).toBe(false);
    expect(cart.totalPrice).toBe(lineTotalOf(20_000, [2_000, 2_500], 2));
  });

  it('a refused quantity keeps the server quantity and shows the server message on the line', async () => {
    const { get, cart, cartStore } = await setup('member', {
      gateway: (real) => ({
        ...bound(real),
        changeQuantity: async () => ({ kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE', message: '수량 오류' }),
      }),
    });
    const [olive] = await added({ get, cartStore }, OLIVE);
    await cart.load();
    await cart.changeQuantity(olive ?? 0, 7);
    expect(cart.lineViews[0]).toMatchObject({ quantity: 1, saving: false, error: '수량 오류' });
  });

  it('an outage while changing the quantity says so in Korean on the line', async () => {
    const { get, cart, cartStore, logs } = await setup('member', {
      gateway: (real) => ({
        ...bound(real),
        changeQuantity: async () => {
          throw new Error('down');
        },
      }),
    });
    const [olive] = await added({ get, cartStore }, OLIVE);
    await cart.load();
    await cart.changeQuantity(olive ?? 0, 2);
    expect(cart.lineViews[0]).toMatchObject({ quantity: 1, error: CART_MESSAGES.quantityFailed });
    expect(logs.length).toBeGreaterThan(0);
  });

  it('deleting a line asks first; confirming removes it, re-reads the total and refreshes the badge', async () => {
    const { get, cart, cartStore } = await setup();
    const [olive] = await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    await cart.load();
    expect(cartStore.count).toEqual({ status: 'loaded', value: 2 });

    cart.askRemove(olive ?? 0);
    expect(cart.removingName).toBe('황금올리브치킨');
    cart.cancelRemove();
    expect(cart.removing).toBeNull();
    expect(cart.lines).toHaveLength(2);

    cart.askRemove(olive ?? 0);
    await cart.confirmRemove();
    expect(cart.removing).toBeNull();
    expect(cart.lineViews.map((l) => l.name)).toEqual(['치즈볼']);
    expect(cart.totalPrice).toBe(2 * CHEESE_BALL_UNIT);
    expect(cartStore.count).toEqual({ status: 'loaded', value: 1 });
  });

  it('clearing the cart asks first, then empties it and the badge reads 0', async () => {
    const { get, cart, cartStore } = await setup();
    await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    await cart.load();
    cart.askClear();
    expect(cart.clearing).toBe(true);
    await cart.confirmClear();
    expect(cart.clearing).toBe(false);
    expect(cart.isEmpty).toBe(true);
    expect(cart.totalLabel).toBe('0원');
    expect(cartStore.count).toEqual({ status: 'loaded', value: 0 });
    expect((await get(TOKENS.CartGateway).list()).responseList).toEqual([]);
  });

  it('a failed clear shows the Korean alert and keeps the lines; the badge is still refreshed', async () => {
    const { get, cart, cartStore } = await setup('member', {
      gateway: (real) => ({
        ...bound(real),
        clear: async () => {
          throw new Error('down');
        },
      }),
    });
    await added({ get, cartStore }, OLIVE);
    await cart.load();
    const refresh = vi.spyOn(cartStore, 'refresh');
    await cart.confirmClear();
    expect(cart.alert).toBe(CART_MESSAGES.clearFailed);
    expect(cart.lines).toHaveLength(1);
    expect(refresh).toHaveBeenCalled();
    cart.dismissAlert();
    expect(cart.alert).toBeNull();
  });

  it('after a coupon change the stored removableCartId line is removed and the stored id cleared (spec §4)', async () => {
    const { get, cart, cartStore } = await setup('member', { search: '?ignoreEcoupons=EC9' });
    const [old, replacement] = await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    get(TOKENS.OrderFormRepository).saveRemovableCartId(old ?? 0);
    await cart.load();
    expect(cart.lineViews.map((l) => l.cartId)).toEqual([replacement]);
    expect(get(TOKENS.OrderFormRepository).removableCartId()).toBeNull();
    expect(cartStore.count).toEqual({ status: 'loaded', value: 1 });
    expect(cart.ignoredEcoupons).toEqual(['EC9']);
  });

  it("the route loader's read is on screen from the first render; the page's first load asks nothing more", async () => {
    const { get, cartStore } = await setup();
    const [old] = await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    get(TOKENS.OrderFormRepository).saveRemovableCartId(old ?? 0);
    const gateway = get(TOKENS.CartGateway);
    const loadCart = new LoadCart(gateway, get(TOKENS.CouponWallet), get(TOKENS.OrderFormRepository));
    const preload = { result: await loadCart.execute({ finishCouponChange: true }) };
    expect(cartStore.count).toEqual({ status: 'loaded', value: 2 });
    const { cart, execute } = await preloadedViewModel({ get, cartStore }, loadCart, preload);
    expect(cart.status).toBe('ready');
    expect(cart.lineViews.map((line) => line.name)).toEqual(['치즈볼']);
    await cart.load();
    expect(execute).not.toHaveBeenCalled();
    // The loader's read deleted the coupon change's old line: the badge follows on the first load.
    expect(cartStore.count).toEqual({ status: 'loaded', value: 1 });
    // Only the first load is covered: 다시 시도 (or any later load) reads again.
    await cart.load();
    expect(execute).toHaveBeenCalledTimes(1);
  });

  /** A view-model given a route loader's read (`preload`), its use case's reads counted (`execute`), its logs kept. */
  async function preloadedViewModel(
    { get, cartStore }: Pick<Setup, 'get' | 'cartStore'>,
    loadCart: LoadCart,
    preload: CartPreload,
  ) {
    const gateway = get(TOKENS.CartGateway);
    const execute = vi.fn(loadCart.execute.bind(loadCart));
    const logs: unknown[][] = [];
    const cart = new CartViewModel(
      {
        loadCart: { execute, hasCouponChangeToFinish: () => loadCart.hasCouponChangeToFinish() },
        changeLine: new ChangeCartLine(gateway),
        removeLines: new RemoveCartLines(gateway),
        changeEcouponMenu: new ChangeEcouponMenu(get(TOKENS.OrderFormRepository)),
        session: { session: { status: 'loaded', value: await get(TOKENS.SessionGateway).session() } },
        cartStore,
        log: (...args) => logs.push(args),
      },
      preload,
    );
    return { cart, execute, logs };
  }

  /** A view-model given the server's read of the cart (issue 13: /cart's HTML), which finishes no coupon change. */
  async function fromServerRead(
    { get, cartStore }: Pick<Setup, 'get' | 'cartStore'>,
    gateway = get(TOKENS.CartGateway),
  ) {
    const loadCart = new LoadCart(gateway, get(TOKENS.CouponWallet), get(TOKENS.OrderFormRepository));
    const preload = { result: await loadCart.execute({ finishCouponChange: false }), readOnServer: true as const };
    return preloadedViewModel({ get, cartStore }, loadCart, preload);
  }

  it("the server's read is on screen at once; a coupon change stored on this device is finished on the first load", async () => {
    const { get, cartStore } = await setup();
    const [old, replacement] = await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    get(TOKENS.OrderFormRepository).saveRemovableCartId(old ?? 0);
    const { cart, execute } = await fromServerRead({ get, cartStore });
    expect(cart.status).toBe('ready');
    expect(cart.lineViews.map((line) => line.cartId)).toEqual([old, replacement]);
    await cart.load();
    expect(execute).toHaveBeenCalledWith({ finishCouponChange: true });
    expect(cart.lineViews.map((line) => line.cartId)).toEqual([replacement]);
    expect(cart.totalPrice).toBe(CHEESE_BALL_UNIT * 2);
    expect(get(TOKENS.OrderFormRepository).removableCartId()).toBeNull();
    expect(cartStore.count).toEqual({ status: 'loaded', value: 1 });
  });

  it("the server's read with no coupon change to finish: the first load asks nothing", async () => {
    const { get, cartStore } = await setup();
    await added({ get, cartStore }, OLIVE);
    const { cart, execute } = await fromServerRead({ get, cartStore });
    await cart.load();
    expect(execute).not.toHaveBeenCalled();
    expect(cart.lineViews.map((line) => line.name)).toEqual(['황금올리브치킨']);
  });

  it("the server's read, and finishing the coupon change fails: the lines stay and the failure is alerted", async () => {
    const { get, cartStore } = await setup();
    const [old] = await added({ get, cartStore }, OLIVE, CHEESE_BALL);
    get(TOKENS.OrderFormRepository).saveRemovableCartId(old ?? 0);
    const real = get(TOKENS.CartGateway);
    const failing: CartGateway = Object.assign(Object.create(real) as CartGateway, {
      remove: async () => {
        throw new Error('network down');
      },
    });
    const { cart, logs } = await fromServerRead({ get, cartStore }, failing);
    await cart.load();
    expect(cart.status).toBe('ready');
    expect(cart.lines).toHaveLength(2);
    expect(cart.alert).toBe(CART_MESSAGES.removeFailed);
    expect(logs.map(([message]) => message)).toContain('the coupon change could not be finished');
  });

  it("a loader's signed-out answer shows the signed-out state at once", async () => {
    const { get, cartStore } = await setup();
    const execute = vi.fn();
    const gateway = get(TOKENS.CartGateway);
    const cart = new CartViewModel(
      {
        loadCart: { execute, hasCouponChangeToFinish: () => false },
        changeLine: new ChangeCartLine(gateway),
        removeLines: new RemoveCartLines(gateway),
        changeEcouponMenu: new ChangeEcouponMenu(get(TOKENS.OrderFormRepository)),
        session: { session: { status: 'loaded', value: null } },
        cartStore,
      },
      { result: { kind: 'signed-out' } },
    );
    expect(cart.status).toBe('signed-out');
    await cart.load();
    expect(cart.status).toBe('signed-out');
    expect(execute).not.toHaveBeenCalled();
  });

  it('a removableCartId already gone from the cart is simply cleared', async () => {
    const { get, cart, cartStore } = await setup();
    await added({ get, cartStore }, CHEESE_BALL);
    get(TOKENS.OrderFormRepository).saveRemovableCartId(999_999);
    await cart.load();
    expect(cart.status).toBe('ready');
    expect(cart.lines).toHaveLength(1);
    expect(get(TOKENS.OrderFormRepository).removableCartId()).toBeNull();
  });

  it('E-쿠폰 전용 lines are marked; one whose coupon is in ignoreEcoupons is shown as not covered', async () => {
    const { get, cart, cartStore } = await setup('member', {
      search: '?ignoreEcoupons=EC2,EC3',
      ecoupons: async () =>
        [
          { id: 1, couponNo: 'EC2', couponName: '교환권', menuId: 203, menuName: '쿠폰전용 순살양념', endDate: '' },
        ] as never[],
    });
    await added({ get, cartStore }, COUPON_ONLY, CHEESE_BALL);
    await cart.load();
    expect(cart.lineViews.map((l) => l.ecoupon)).toEqual([{ kind: 'ignored', couponNo: 'EC2' }, { kind: 'regular' }]);
    expect(cart.lineViews[0]?.changeHref).toBeNull();
    expect(cart.ignoredEcoupons).toEqual(['EC2', 'EC3']);
  });

  it('an e-coupon line with a held coupon offers the coupon-change entry; choosing it remembers the line', async () => {
    const { get, cart, cartStore } = await setup('member', {
      search: '?mealType=takeout&branchId=3',
      ecoupons: async () =>
        [{ id: 1, couponNo: 'EC7', couponName: '교환권', menuId: 203, menuName: '', endDate: '' }] as never[],
    });
    const [line] = await added({ get, cartStore }, COUPON_ONLY);
    await cart.load();
    expect(cart.lineViews[0]?.ecoupon).toEqual({ kind: 'ecoupon', couponNo: 'EC7' });
    expect(cart.lineViews[0]?.changeHref).toBe(
      '/categories/1?mealType=takeout&branchId=3&ecouponAction=change&ecouponActionValue=EC7',
    );
    cart.startCouponChange(line ?? 0);
    expect(get(TOKENS.OrderFormRepository).cartId()).toBe(line);
  });

  it('e-coupons that cannot be read leave the lines marked E-쿠폰 전용 without a coupon', async () => {
    const { get, cart, cartStore } = await setup('member', {
      ecoupons: async () => {
        throw new Error('down');
      },
    });
    await added({ get, cartStore }, COUPON_ONLY);
    await cart.load();
    expect(cart.status).toBe('ready');
    expect(cart.lineViews[0]?.ecoupon).toEqual({ kind: 'ecoupon', couponNo: null });
  });

  it('주문하기 goes to /checkout with the kept query and never a stale mc', async () => {
    const { cart } = await setup('member', { search: '?mealType=delivery&ignoreEcoupons=EC1&mc=1-1&x=2' });
    expect(cart.checkoutHref).toBe('/checkout?mealType=delivery&ignoreEcoupons=EC1');
  });
});

/** A gateway object whose methods keep working when spread (the class methods need their `this`). */
function bound(real: CartGateway): CartGateway {
  return {
    list: () => real.list(),
    count: () => real.count(),
    add: (payload) => real.add(payload),
    changeQuantity: (id, quantity) => real.changeQuantity(id, quantity),
    remove: (id) => real.remove(id),
    clear: () => real.clear(),
  };
}
