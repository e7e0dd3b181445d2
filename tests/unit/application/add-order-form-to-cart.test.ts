import { describe, expect, it } from 'vitest';
import type { AddToCartResult, CartGateway } from '../../../src/application/ports/cart-gateway';
import { AddOrderFormToCart } from '../../../src/application/use-cases/add-order-form-to-cart';
import type { AddToCartPayload } from '../../../src/domain/cart/types';
import { parseQuery, splitUrl } from '../../../src/domain/navigation/url';
import { type MemoryWorld, memoryWorld, OPTION, orderFormItem } from './memory-world';

const DELIVERY = { mealType: 'delivery' } as const;

async function signedInWithForm(
  items = [orderFormItem(101, [OPTION.boneless, OPTION.cola], 2), orderFormItem(301, [])],
) {
  const world = memoryWorld();
  await world.signInMember();
  world.orderForms.save(items);
  return world;
}

const addToCart = (world: MemoryWorld, cart: CartGateway = world.cart) =>
  new AddOrderFormToCart(cart, world.orderForms);

/**
 * A cart whose add calls resolve only once `expected` of them have started: calls made one after another never
 * get there, so only a use case that sends them all at once finishes before the test's deadline.
 */
class AllAtOnceCart implements CartGateway {
  started = 0;
  private release: () => void = () => {};
  private readonly allStarted = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  constructor(
    private readonly inner: CartGateway,
    private readonly expected: number,
  ) {}

  async add(payload: AddToCartPayload): Promise<AddToCartResult> {
    this.started += 1;
    if (this.started === this.expected) this.release();
    await this.allStarted;
    return this.inner.add(payload);
  }

  list = () => this.inner.list();
  count = () => this.inner.count();
  changeQuantity = (cartId: number, quantity: number) => this.inner.changeQuantity(cartId, quantity);
  remove = (cartId: number) => this.inner.remove(cartId);
  clear = () => this.inner.clear();
}

function deadline(ms: number): Promise<'timed out'> {
  return new Promise((resolve) => setTimeout(() => resolve('timed out'), ms));
}

describe('AddOrderFormToCart', () => {
  it('without a meal type nothing is added and the customer is asked to choose 배달 or 포장 first', async () => {
    const world = await signedInWithForm();
    const result = await addToCart(world).execute({ query: {} });
    expect(result).toEqual({ kind: 'meal-type-required', message: '배달인지 포장인지 먼저 선택해주세요.' });
    expect((await world.cart.list()).responseList).toEqual([]);
    expect(world.orderForms.load()).toHaveLength(2);
  });

  it('each order-form item becomes one cart line, the count is refreshed and the order form is cleared', async () => {
    const world = await signedInWithForm();
    const result = await addToCart(world).execute({ query: DELIVERY });
    expect(result).toEqual({ kind: 'added', message: '장바구니에 추가했습니다.', cartCount: 2, redirectTo: null });
    const cart = await world.cart.list();
    expect(
      cart.responseList.map((l) => [l.mainMenuName, l.quantity, l.totalMenuWithSubOptionAndQuantityPrice]),
    ).toEqual([
      ['황금올리브치킨', 2, (20_000 + 2_000 + 2_500) * 2],
      ['치즈볼', 1, 5_000],
    ]);
    expect(world.orderForms.load()).toEqual([]);
  });

  it('sends one add call per item, all at once', async () => {
    const world = await signedInWithForm([
      orderFormItem(101, [OPTION.whole]),
      orderFormItem(201, []),
      orderFormItem(302, []),
    ]);
    const cart = new AllAtOnceCart(world.cart, 3);
    const result = await Promise.race([addToCart(world, cart).execute({ query: DELIVERY }), deadline(1000)]);
    expect(result).toMatchObject({ kind: 'added', cartCount: 3 });
    expect(cart.started).toBe(3);
  });

  it('an item missing a required option is refused before anything is sent', async () => {
    const world = await signedInWithForm([orderFormItem(301, []), orderFormItem(101, [OPTION.cola])]);
    const result = await addToCart(world).execute({ query: DELIVERY });
    expect(result).toEqual({
      kind: 'invalid-options',
      menuName: '황금올리브치킨',
      message: '부위 선택 옵션을 1개 이상 선택해주세요.',
    });
    expect(await world.cart.count()).toBe(0);
  });

  it("a refusal shows the server's message and keeps only the refused items in the order form", async () => {
    const world = await signedInWithForm([orderFormItem(301, []), orderFormItem(999, [])]);
    const result = await addToCart(world).execute({ query: DELIVERY });
    expect(result).toEqual({ kind: 'failed', message: '존재하지 않는 메뉴입니다.' });
    expect((await world.cart.list()).responseList.map((l) => l.mainMenuId)).toEqual([301]);
    expect(world.orderForms.load().map((i) => i.menuId)).toEqual([999]);
  });

  it('in coupon-change mode the changed line becomes removable and the cart ignores the coupon', async () => {
    const world = await signedInWithForm([orderFormItem(201, [])]);
    world.orderForms.saveCartId(77);
    const query = { ...DELIVERY, ecouponAction: 'change', ecouponActionValue: 'EC100000001', ignoreEcoupons: 'EC9' };
    const result = await addToCart(world).execute({ query });
    expect(result.kind).toBe('added');
    const { pathname, search } = splitUrl(result.kind === 'added' ? (result.redirectTo ?? '') : '');
    expect(pathname).toBe('/cart');
    expect(parseQuery(search)['ignoreEcoupons']).toBe('EC9,EC100000001');
    expect(world.orderForms.removableCartId()).toBe(77);
    expect(world.orderForms.cartId()).toBeNull();
  });

  it('an outage while adding reaches the caller and the order form is kept', async () => {
    const world = await signedInWithForm();
    const broken: CartGateway = Object.assign(Object.create(world.cart) as CartGateway, {
      add: () => Promise.reject(new Error('network down')),
    });
    await expect(addToCart(world, broken).execute({ query: DELIVERY })).rejects.toThrow('network down');
    expect(world.orderForms.load()).toHaveLength(2);
  });

  it('after an outage part-way, the items the server did accept leave the order form', async () => {
    const world = await signedInWithForm([orderFormItem(301, []), orderFormItem(302, [])]);
    const flaky: CartGateway = Object.assign(Object.create(world.cart) as CartGateway, {
      add: (payload: AddToCartPayload) =>
        payload.mainMenuId === 302 ? Promise.reject(new Error('timeout')) : world.cart.add(payload),
    });
    await expect(addToCart(world, flaky).execute({ query: DELIVERY })).rejects.toThrow('timeout');
    expect(world.orderForms.load().map((i) => i.menuId)).toEqual([302]);
    expect((await world.cart.list()).responseList.map((l) => l.mainMenuId)).toEqual([301]);
  });

  it('an empty order form adds nothing', async () => {
    const world = await signedInWithForm([]);
    expect(await addToCart(world).execute({ query: DELIVERY })).toEqual({ kind: 'empty' });
  });
});
