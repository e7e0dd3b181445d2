import { describe, expect, it, vi } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { REQUEST_FAILED_MESSAGE } from '../../../../src/adapters/ui/pages/products/cart-outcome';
import {
  ProductViewModel,
  type ProductViewModelDeps,
} from '../../../../src/adapters/ui/pages/products/product.view-model';
import type { AddOrderFormToCartResult } from '../../../../src/application/use-cases/add-order-form-to-cart';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import '../support/dom';

/** Loading through the memory container can be slow on a busy machine. */
const WAIT = { timeout: 5_000 } as const;

import { memoryServices } from '../support/app-harness';

/** Menu 101 황금올리브치킨 20,000원: 부위 선택 (required, one of 한마리 10011 / 순살 +2,000 10012), 음료 추가 (up to 2). */
const OLIVE = '101';
const BONELESS = 10012;
const COLA = 10021;
const SPRITE = 10022;

async function productPage(search: string, visitor: 'member' | 'signed-out' = 'member', menuId = OLIVE) {
  const get = await memoryServices(visitor);
  const navigate = vi.fn<(to: string) => void>();
  const deps: ProductViewModelDeps = {
    showMenu: get(TOKENS.ShowMenu),
    addToCart: get(TOKENS.AddOrderFormToCart),
    payNow: get(TOKENS.PayNow),
    orderForm: get(UI_TOKENS.OrderFormStore),
    cart: get(UI_TOKENS.RootStore).cart,
    effects: { navigate },
  };
  const product = new ProductViewModel(deps);
  product.setRoute(menuId, search);
  await vi.waitFor(() => expect(product.status).not.toBe('loading'), WAIT);
  return { product, get, navigate, deps };
}

function cartCount(get: Resolve) {
  return get(UI_TOKENS.RootStore).cart.count;
}

describe('the product options', { timeout: 20_000 }, () => {
  it('a required single-choice group is marked 필수 with radios; a multiple group gets checkboxes', async () => {
    const { product } = await productPage('mealType=delivery');
    const [parts, drinks] = product.optionGroups;
    expect(parts).toMatchObject({ title: '부위 선택', required: true, single: true, hint: '1개 선택' });
    expect(parts?.items.map((item) => [item.title, item.addPrice])).toEqual([
      ['한마리', ''],
      ['순살', '+2,000원'],
    ]);
    expect(drinks).toMatchObject({ required: false, single: false, hint: '최대 2개 선택' });
  });

  it('a checkbox past the group maximum is disabled and cannot be chosen', async () => {
    const { product } = await productPage('mealType=delivery', 'member', '103');
    const group = product.optionGroups[0];
    if (group === undefined) throw new Error('menu 103 has a drink group');
    product.choose(group.id, COLA);
    product.choose(group.id, SPRITE);
    expect(product.optionGroups[0]?.items.every((item) => item.checked)).toBe(true);
    product.choose(group.id, COLA);
    expect(product.selectedIds).toEqual([SPRITE]);
  });

  it('the line total follows the options and the quantity', async () => {
    const { product } = await productPage('mealType=delivery');
    expect(product.lineTotal).toBe('20,000원');
    product.choose(1001, BONELESS);
    product.choose(1002, COLA);
    product.setQuantity(2);
    expect(product.lineTotal).toBe('49,000원');
  });

  it('the order total adds the order form to the configuration on screen, once', async () => {
    const { product } = await productPage('mealType=delivery');
    product.choose(1001, BONELESS);
    expect(product.orderTotal).toBe('22,000원');
    expect(product.orderFormNote).toBeNull();
    product.addToOrderForm();
    expect(product.orderTotal).toBe('22,000원');
    expect(product.orderFormNote).toBe('주문표 1개 포함');
    product.choose(1001, 10011);
    expect(product.lineTotal).toBe('20,000원');
    expect(product.orderTotal).toBe('42,000원');
  });

  it('the quantity stays an integer from 1 to 99', async () => {
    const { product } = await productPage('mealType=delivery');
    product.setQuantity(0);
    expect(product.quantity).toBe(1);
    product.setQuantity(150);
    expect(product.quantity).toBe(99);
    product.setQuantity(2.7);
    expect(product.quantity).toBe(2);
  });

  it('the nutrition popup lists the per-100 g values with their units', async () => {
    const { product } = await productPage('');
    expect(product.nutrition).toEqual([
      { label: '열량', value: '250 kcal' },
      { label: '당류', value: '1 g' },
      { label: '단백질', value: '18 g' },
      { label: '포화지방', value: '4 g' },
      { label: '나트륨', value: '480 mg' },
    ]);
  });
});

describe('adding to the cart', { timeout: 20_000 }, () => {
  it('without a meal type it alerts 배달인지 포장인지 먼저 선택해주세요. and keeps the configured item in the order form', async () => {
    const { product, get } = await productPage('');
    product.choose(1001, BONELESS);
    await product.run('add-to-cart');
    expect(product.alertMessage).toBe('배달인지 포장인지 먼저 선택해주세요.');
    expect(get(UI_TOKENS.OrderFormStore).items).toHaveLength(1);
    expect(cartCount(get)).toEqual({ status: 'loaded', value: 0 });
  });

  it('a missing required option is named and nothing is sent', async () => {
    const { product, get } = await productPage('mealType=delivery');
    await product.run('add-to-cart');
    expect(product.alertMessage).toBe('부위 선택 옵션을 1개 이상 선택해주세요.');
    expect(product.invalidGroupId).toBe(1001);
    expect(get(UI_TOKENS.OrderFormStore).items).toHaveLength(0);
    product.choose(1001, BONELESS);
    expect(product.invalidGroupId).toBeNull();
  });

  it('success opens 장바구니에 추가했습니다., refreshes the badge, clears the order form; 장바구니로 이동하기 keeps the query', async () => {
    const { product, get, navigate } = await productPage('mealType=delivery&branchId=1');
    product.choose(1001, BONELESS);
    await product.run('add-to-cart');
    expect(product.alertMessage).toBeNull();
    expect(product.addedOpen).toBe(true);
    expect(cartCount(get)).toEqual({ status: 'loaded', value: 1 });
    expect(get(UI_TOKENS.OrderFormStore).items).toEqual([]);
    expect(product.selectedIds).toEqual([]);
    product.goToCart();
    expect(navigate).toHaveBeenCalledWith('/cart?mealType=delivery&branchId=1');
    expect(product.addedOpen).toBe(false);
  });

  it('several configured items put in the order form become one cart line each', async () => {
    const { product, get } = await productPage('mealType=delivery');
    product.choose(1001, BONELESS);
    product.addToOrderForm();
    expect(product.notice).toBe('주문표에 담았습니다.');
    product.choose(1001, 10011);
    product.choose(1002, COLA);
    product.addToOrderForm();
    expect(get(UI_TOKENS.OrderFormStore).items).toHaveLength(2);
    await product.run('add-to-cart');
    expect(cartCount(get)).toEqual({ status: 'loaded', value: 2 });
  });

  it('a configuration just put in the order form is not added a second time', async () => {
    const { product, get } = await productPage('mealType=delivery');
    product.choose(1001, BONELESS);
    product.addToOrderForm();
    await product.run('add-to-cart');
    expect(cartCount(get)).toEqual({ status: 'loaded', value: 1 });
    expect((await get(TOKENS.CartGateway).list()).responseList[0]?.quantity).toBe(1);
  });

  it("a refusal shows the server's message and re-enables the buttons", async () => {
    const { deps } = await productPage('mealType=delivery');
    const refused: AddOrderFormToCartResult = { kind: 'failed', message: '판매가 중지된 메뉴입니다.' };
    const product = new ProductViewModel({ ...deps, addToCart: { execute: async () => refused } });
    product.setRoute(OLIVE, 'mealType=delivery');
    await vi.waitFor(() => expect(product.status).toBe('ready'), WAIT);
    product.choose(1001, BONELESS);
    await product.run('add-to-cart');
    expect(product.alertMessage).toBe('판매가 중지된 메뉴입니다.');
    expect(product.buttonsDisabled).toBe(false);
  });

  it('an outage says so without a stack trace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = await productPage('mealType=delivery');
    const product = new ProductViewModel({
      ...deps,
      addToCart: {
        execute: async () => {
          throw new Error('socket hang up');
        },
      },
    });
    product.setRoute(OLIVE, 'mealType=delivery');
    await vi.waitFor(() => expect(product.status).toBe('ready'), WAIT);
    product.choose(1001, BONELESS);
    await product.run('add-to-cart');
    expect(product.alertMessage).toBe(REQUEST_FAILED_MESSAGE);
  });

  it('the buttons are disabled while a request runs', async () => {
    const { deps } = await productPage('mealType=delivery');
    let finish: (result: AddOrderFormToCartResult) => void = () => undefined;
    const pending = new Promise<AddOrderFormToCartResult>((resolve) => {
      finish = resolve;
    });
    const product = new ProductViewModel({ ...deps, addToCart: { execute: () => pending } });
    product.setRoute(OLIVE, 'mealType=delivery');
    await vi.waitFor(() => expect(product.status).toBe('ready'), WAIT);
    product.choose(1001, BONELESS);
    const running = product.run('add-to-cart');
    expect(product.running).toBe('add-to-cart');
    expect(product.buttonsDisabled).toBe(true);
    await product.run('pay');
    finish({ kind: 'added', message: '장바구니에 추가했습니다.', cartCount: 1, redirectTo: null });
    await running;
    expect(product.buttonsDisabled).toBe(false);
    expect(product.addedOpen).toBe(true);
  });

  it('pay goes to the checkout with the encoded order form, then clears it', async () => {
    const { product, get, navigate } = await productPage('mealType=takeout&branchId=1');
    product.choose(1001, BONELESS);
    product.choose(1002, COLA);
    await product.run('pay');
    expect(navigate).toHaveBeenCalledWith(
      `/checkout?mc=${encodeURIComponent('101-1-10012_10021')}&mealType=takeout&branchId=1`,
    );
    expect(get(UI_TOKENS.OrderFormStore).items).toEqual([]);
  });
});

describe('coupon-change mode', { timeout: 20_000 }, () => {
  const CHANGE = 'mealType=delivery&ecouponAction=change&ecouponActionValue=EC100000001';

  it('shows only 이 메뉴로 변경하기 and no order-form button', async () => {
    const { product } = await productPage(CHANGE);
    expect(product.buttons).toEqual([{ action: 'change', label: '이 메뉴로 변경하기', variant: 'primary' }]);
    expect(product.showsOrderFormButton).toBe(false);
  });

  it('normally shows 장바구니 담기 and 바로 주문하기', async () => {
    const { product } = await productPage('mealType=delivery');
    expect(product.buttons.map((b) => b.label)).toEqual(['장바구니 담기', '바로 주문하기']);
  });

  it('changing goes straight to the cart with the coupon in ignoreEcoupons', async () => {
    const { product, navigate } = await productPage(CHANGE);
    product.choose(1001, BONELESS);
    await product.run('change');
    expect(product.addedOpen).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/cart?ignoreEcoupons=EC100000001&mealType=delivery');
  });
});

describe('the menu at a branch', { timeout: 20_000 }, () => {
  it('a menu sold out at the chosen branch cannot be ordered', async () => {
    const { product } = await productPage('mealType=takeout&branchId=2', 'member', '102');
    expect(product.soldOut).toBe(true);
    expect(product.buttonsDisabled).toBe(true);
  });

  it('an unknown menu is not found', async () => {
    const { product } = await productPage('', 'member', '999');
    expect(product.status).toBe('not-found');
  });
});
